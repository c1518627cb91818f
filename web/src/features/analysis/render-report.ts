import DOMPurify from 'dompurify'
import { marked } from 'marked'

/** An HTML tag, but not one our own markdown escaped as text (`\<meta …\>`). */
const htmlTag = /(^|[^\\])<\/?[a-z][a-z0-9-]*(\s[^<>]*[^\\<>])?\/?>/i

export type RenderedReport = { html: string } | { text: string }

/**
 * product §7.2: HTML answers are shown as they are, anything else is markdown with GitHub-flavoured
 * line breaks; both go through DOMPurify before they reach the page. If conversion fails — or there
 * is no DOM to sanitize with — the raw text is shown in a preformatted block.
 */
export function renderReport(content: string): RenderedReport {
  if (!DOMPurify.isSupported) return { text: content }
  try {
    const html = htmlTag.test(content) ? content : marked.parse(content, { gfm: true, breaks: true, async: false })
    return { html: DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }) }
  } catch {
    return { text: content }
  }
}
