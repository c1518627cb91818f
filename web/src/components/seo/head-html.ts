import type { HeadTags } from './head'

export const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const attributes = (attrs: Record<string, string>) =>
  Object.entries(attrs)
    .map(([key, value]) => `${key}="${escapeHtml(value)}"`)
    .join(' ')

/** JSON inside <script> must not be able to close the tag. */
export const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/** The head tags as HTML for the server's first byte; `data-head` marks them for client updates. */
export function headToHtml(head: HeadTags): string {
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    ...head.meta.map((meta) => `<meta data-head ${attributes(meta)}>`),
    ...head.links.map((link) => `<link data-head ${attributes(link)}>`),
    ...(head.jsonLd ? [`<script data-head type="application/ld+json">${scriptSafeJson(head.jsonLd)}</script>`] : []),
  ].join('\n    ')
}
