import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { createPageCache } from './page-cache'

/** A render that counts its calls and can be held open. */
function renderer(html = '<p>página</p>'.repeat(200)) {
  let calls = 0
  let release: () => void = () => {}
  let held: Promise<void> | undefined
  return {
    render: async () => {
      calls += 1
      await held
      return { status: 200, html }
    },
    hold: () => {
      held = new Promise((resolve) => (release = resolve))
    },
    release: () => release(),
    calls: () => calls,
  }
}

describe('page cache', () => {
  it('keeps every encoding of a page, decompressing to the same bytes, under one ETag', async () => {
    const cache = createPageCache()
    cache.onContentEvent('connected')
    const { render } = renderer()
    const page = await cache.page('es /', render)
    const html = page.bodies.identity.toString()
    expect(brotliDecompressSync(page.bodies.br).toString()).toBe(html)
    expect(gunzipSync(page.bodies.gzip).toString()).toBe(html)
    expect(page.bodies.br.length).toBeLessThan(page.bodies.identity.length / 10)
    expect(page.etag).toMatch(/^"[\w-]{27}"$/)
  })

  it('renders a page once while the listener is connected, and again after every change', async () => {
    const cache = createPageCache()
    const r = renderer()
    cache.onContentEvent('connected')
    await cache.page('es /', r.render)
    await cache.page('es /', r.render)
    expect(r.calls()).toBe(1)
    cache.onContentEvent('changed')
    await cache.page('es /', r.render)
    expect(r.calls()).toBe(2)
  })

  it('caches nothing before the listener connects or after it drops', async () => {
    const cache = createPageCache()
    const r = renderer()
    await cache.page('es /', r.render)
    cache.onContentEvent('connected')
    cache.onContentEvent('disconnected')
    await cache.page('es /', r.render)
    expect(r.calls()).toBe(2)
    expect(cache.size()).toBe(0)
  })

  it('shares one render among concurrent misses', async () => {
    const cache = createPageCache()
    cache.onContentEvent('connected')
    const r = renderer()
    r.hold()
    const pages = [cache.page('es /', r.render), cache.page('es /', r.render)]
    r.release()
    const [first, second] = await Promise.all(pages)
    expect(r.calls()).toBe(1)
    expect(second).toBe(first)
  })

  it('does not store a page rendered across a change', async () => {
    const cache = createPageCache()
    cache.onContentEvent('connected')
    const r = renderer()
    r.hold()
    const stale = cache.page('es /', r.render)
    cache.onContentEvent('changed')
    r.release()
    await stale
    expect(cache.size()).toBe(0)
  })

  it('does not store error pages', async () => {
    const cache = createPageCache()
    cache.onContentEvent('connected')
    await cache.page('es /', async () => ({ status: 503, html: 'down' }))
    expect(cache.size()).toBe(0)
  })
})
