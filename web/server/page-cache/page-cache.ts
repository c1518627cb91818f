import { createHash } from 'node:crypto'
import { compressBest } from '../compression'
import type { ContentEvent } from '../content-watch'
import type { Encoding } from './encoding'

/** A rendered page, kept in every encoding so a hit costs no compression. */
export type CachedPage = { status: number; etag: string; bodies: Record<Encoding, Buffer> }

/** Compressed once per content change and sent until the next. */
async function compressPage(status: number, html: string): Promise<CachedPage> {
  const identity = Buffer.from(html)
  const { br, gzip } = await compressBest(identity)
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`
  return { status, etag, bodies: { br, gzip, identity } }
}

export type PageCache = {
  /** The cached page for the key, or the one rendered now (stored when it is a 200). */
  page: (key: string, render: () => Promise<{ status: number; html: string }>) => Promise<CachedPage>
  /** Feed with the content listener's events: every change empties the cache. */
  onContentEvent: (event: ContentEvent) => void
  size: () => number
}

/**
 * Rendered pages per route and language (docs/decisions/0008). Pages hold no personal data: a page
 * depends on its path, its language and the published content, nothing else of the request. The
 * cache is used only while the content listener is connected, so a missed change can never leave a
 * stale page: any event empties it, and a render that began before a change is not stored.
 */
export function createPageCache(): PageCache {
  const pages = new Map<string, CachedPage>()
  const pending = new Map<string, Promise<CachedPage>>()
  let listening = false
  let generation = 0

  const renderAndStore = async (key: string, render: () => Promise<{ status: number; html: string }>) => {
    const started = generation
    const { status, html } = await render()
    const page = await compressPage(status, html)
    if (listening && status === 200 && started === generation) pages.set(key, page)
    return page
  }

  return {
    page: (key, render) => {
      const cached = pages.get(key) ?? pending.get(key)
      if (cached) return Promise.resolve(cached)
      const rendering = renderAndStore(key, render)
      // Concurrent misses for one page share one render.
      pending.set(key, rendering)
      const settle = () => {
        if (pending.get(key) === rendering) pending.delete(key)
      }
      rendering.then(settle, settle)
      return rendering
    },
    onContentEvent: (event) => {
      generation += 1
      pages.clear()
      pending.clear()
      listening = event !== 'disconnected'
    },
    size: () => pages.size,
  }
}
