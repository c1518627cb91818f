import type { Values } from './model'

/**
 * Named bounds for text taken from an analysed site. Past them the text is cut with an ellipsis:
 * a report needs a hint of the value, and a 100 kB title must not reach markdown, e-mail or PDF
 * (pdfkit lays out long unbroken strings in quadratic time and memory).
 */
export const siteTextLimits = {
  /** A finding's interpolated value: a title, a description, a list of file names. */
  value: 200,
  /** The analysed page's address after redirects. */
  url: 300,
} as const

/**
 * Site text as one bounded line: control characters and runs of whitespace (newlines included)
 * become one space, so a title cannot open paragraphs or list items in any rendering.
 */
export function siteText(text: string, limit: number): string {
  const line = text.replace(/[\p{Cc}\p{Zl}\p{Zp}\s]+/gu, ' ').trim()
  return line.length > limit ? `${line.slice(0, limit - 1)}…` : line
}

/** Every string value of a finding, bounded; numbers pass as they are. */
export function siteValues(values: Values): Values {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'string' ? siteText(value, siteTextLimits.value) : value,
    ]),
  )
}

/** The analysed site as the report names it: its host name alone, never a path or query it chose. */
export function siteHost(url: string): string {
  return URL.parse(url)?.hostname ?? ''
}

/** Dots as IDNA reads them: a name may be spelled with full-width or ideographic ones. */
const dots = /[.\u3002\uff0e\uff61]/u
const notInHostName = /[^\p{L}\p{N}\-.\u3002\uff0e\uff61]+/u
/** A top-level domain's shape: letters (any script), or an A-label. */
const topLevel = /^(?:\p{L}{2,63}|xn--[a-z0-9-]{1,59})$/iu
/**
 * Last labels that name a file type rather than a top-level domain, so file names stay readable
 * (`hero.jpg`, `app.min.js`). `.zip` and `.mov` are top-level domains too and stay out.
 */
const fileTypes = new Set(
  'jpg jpeg png gif webp avif svg ico bmp tif tiff heic heif js mjs cjs css html htm php asp aspx jsp json xml txt pdf woff ttf otf eot webm ogg wav csv doc docx xls xlsx ppt pptx gz'.split(
    ' ',
  ),
)

/** A dotted name whose last label could be a top-level domain: `evil.example`, `pay.evil.com.` */
const hasHostName = (word: string) =>
  word.split(notInHostName).some((run) => {
    const labels = run.split(dots).filter(Boolean)
    const last = labels.at(-1)?.toLowerCase() ?? ''
    return labels.length > 1 && topLevel.test(last) && !fileTypes.has(last)
  })

/** What a mail app or PDF viewer may turn into a link: a scheme, `www.`, an e-mail address, a host name. */
const linkLike = (word: string) =>
  word.includes('://') ||
  /(?:^|[^\p{L}\p{N}])www[.\u3002\uff0e\uff61]/iu.test(word) ||
  /[^@]@[\p{L}\p{N}-]+[.\u3002\uff0e\uff61]/u.test(word) ||
  hasHostName(word)

const opening = '([{<«¿¡"\''
const closing = ')]}>»,.;:!?"\''

/**
 * Site text without anything a mail app or PDF viewer could turn into a link: every word (between
 * spaces) with a scheme (`https://…`), `www.`, an e-mail address, or a host name (dotted labels whose last one
 * has a top-level domain's shape and is not a file type: `evil.example/claim`, `evil.com`) becomes
 * `marker`, keeping the punctuation around it. File names (`hero.jpg`) and numbers (`2.5`) stay.
 */
export function withoutLinks(text: string, marker: string): string {
  return text.replace(/\S+/g, (word) => {
    if (!linkLike(word)) return word
    let start = 0
    let end = word.length
    while (start < end && opening.includes(word[start]!)) start++
    while (end > start && closing.includes(word[end - 1]!)) end--
    return `${word.slice(0, start)}${marker}${word.slice(end)}`
  })
}
