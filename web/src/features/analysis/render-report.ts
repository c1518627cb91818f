import DOMPurify from 'dompurify'
import { marked } from 'marked'

/** An HTML tag, but not one our own markdown escaped as text (`\<meta …\>`). */
const htmlTag = /(^|[^\\])<\/?[a-z][a-z0-9-]*(\s[^<>]*[^\\<>])?\/?>/i

/** The report sits under its section's `<h2>`: its own top heading becomes an `<h3>`. */
const topHeadingLevel = 3

export type RenderedReport = { html: string } | { text: string }

/**
 * Shifts every heading by the same number of levels (at most `<h6>`), so the report's outline
 * continues the page's instead of adding a second `<h1>` to it.
 */
function nestHeadings(body: HTMLElement): void {
  const headings = [...body.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6')]
  const levelOf = (heading: HTMLElement) => Number(heading.tagName[1])
  const shift = topHeadingLevel - Math.min(...headings.map(levelOf))
  if (!headings.length || shift <= 0) return
  for (const heading of headings) {
    const nested = body.ownerDocument.createElement(`h${Math.min(levelOf(heading) + shift, 6)}`)
    for (const attribute of heading.attributes) nested.setAttribute(attribute.name, attribute.value)
    nested.append(...heading.childNodes)
    heading.replaceWith(nested)
  }
}

/**
 * product §7.2: HTML answers are shown as they are, anything else is markdown with GitHub-flavoured
 * line breaks; both go through DOMPurify before they reach the page, and their headings are nested
 * under the section's. If conversion fails — or there is no DOM to sanitize with — the raw text is
 * shown in a preformatted block.
 */
export function renderReport(content: string): RenderedReport {
  if (!DOMPurify.isSupported) return { text: content }
  try {
    const html = htmlTag.test(content) ? content : marked.parse(content, { gfm: true, breaks: true, async: false })
    // RETURN_DOM hands back the parsed document's <body>, typed as a plain Node.
    const body = DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, RETURN_DOM: true }) as HTMLElement
    nestHeadings(body)
    return { html: body.innerHTML }
  } catch {
    return { text: content }
  }
}
