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
