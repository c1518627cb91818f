import { pageHead } from './page-head'

/**
 * After client-side navigation or a language switch, replaces the head tags with the new page's.
 * Loaded only then (PageFrame imports it on demand): the first page's head comes from the server.
 */
export function applyPageHead(input: Parameters<typeof pageHead>[0]) {
  const head = pageHead(input)
  document.title = head.title
  document.head.querySelectorAll('[data-head]').forEach((element) => element.remove())
  const add = (tag: string, attrs: Record<string, string>, text?: string) => {
    const element = document.createElement(tag)
    element.setAttribute('data-head', '')
    for (const [key, value] of Object.entries(attrs)) element.setAttribute(key, value)
    if (text) element.textContent = text
    document.head.append(element)
  }
  head.meta.forEach((meta) => add('meta', meta))
  head.links.forEach((link) => add('link', link))
  if (head.jsonLd) add('script', { type: 'application/ld+json' }, JSON.stringify(head.jsonLd))
}
