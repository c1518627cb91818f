import { useEffect } from 'react'
import type { HeadTags } from './head'

/** After client-side navigation, replaces the server-rendered head tags with the new page's. */
export function useDocumentHead(head: HeadTags | null) {
  useEffect(() => {
    if (!head) return
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
  }, [head])
}
