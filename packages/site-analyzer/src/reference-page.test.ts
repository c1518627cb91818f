import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siteView, startFixtureSite, type FixtureSite } from '../testing'
import { analyzeSite } from './analyze'
import { speedChecks, unjudgedSpeed } from './checks/speed'
import { watchingPage } from './reference-page'
import { createSafeFetcher, type Fetched } from './safe-fetch'

let site: FixtureSite
beforeAll(async () => {
  site = await startFixtureSite({
    '/': { body: '<html><body><h1>Panadería</h1></body></html>' },
    '/lenta': (_, response) => void setTimeout(() => response.end('<html><body>Lenta</body></html>'), 1500),
    // A page that answers at once, but only once our own process is free again.
    '/ocupada': (_, response) => {
      busyFor(1000)
      response.end('<html><body><h1>Panadería</h1></body></html>')
    },
  })
})
afterAll(() => site.close())

/** Reads one page of the fixture site as the analysis does, the page watched; `meanwhile` runs as it is asked for. */
async function readPage(path: string, meanwhile = () => {}): Promise<Fetched> {
  const fetcher = createSafeFetcher(
    { allowHosts: [site.host] },
    { maxRedirects: 5, timeoutMs: 8000, maxBodyBytes: 1024 * 1024 },
  )
  try {
    const answer = watchingPage(fetcher, site.url(path)).fetch(site.url(path))
    meanwhile()
    return await answer
  } finally {
    await fetcher.close()
  }
}

/** The analyzer's own process kept busy, as when another analysis parses a page or a browser starts. */
const busyFor = (ms: number) => {
  for (const end = performance.now() + ms; performance.now() < end;);
}

/** The server-time verdict on a page read so, and whether it was left unjudged. */
function judged(page: Fetched) {
  const view = siteView('<html><body></body></html>')
  view.snapshot.page = page
  return { ttfb: speedChecks(view).find((found) => found.id === 'ttfb'), unjudged: unjudgedSpeed(view) }
}

describe('server response time against a reference page served by the analyzer itself', () => {
  it('does not blame a page that answers at once for the time our busy process took to read it', async () => {
    const page = await readPage('/', () => busyFor(1000))
    expect(page.ttfbMs).toBeGreaterThan(600)
    expect(page.machineDelayMs).toBeGreaterThan(page.ttfbMs - 600)
    expect(judged(page)).toEqual({ ttfb: undefined, unjudged: ['ttfb'] })
  })

  it('still blames a slow server, by the part of its time our machine did not add', async () => {
    const page = await readPage('/lenta')
    const { ttfb, unjudged } = judged(page)
    expect(unjudged).toEqual([])
    expect(ttfb).toMatchObject({ status: 'fail', values: { ms: Math.round(page.ttfbMs - page.machineDelayMs!) } })
  })

  it('leaves the check out of an analysis and lists it as not judged', async () => {
    const result = await analyzeSite(site.url('/ocupada'), { policy: { allowHosts: [site.host] } })
    expect(result.findings.map((found) => found.id)).not.toContain('ttfb')
    expect(result.unjudged).toEqual([{ id: 'ttfb', category: 'speed' }])
  })

  it('watches only the page itself, not the other requests of the analysis', async () => {
    const fetcher = createSafeFetcher(
      { allowHosts: [site.host] },
      { maxRedirects: 5, timeoutMs: 8000, maxBodyBytes: 1024 },
    )
    try {
      const watched = watchingPage(fetcher, site.url('/'))
      expect((await watched.fetch(site.url('/robots.txt'))).machineDelayMs).toBeUndefined()
      expect((await watched.fetch(site.url('/'))).machineDelayMs).toBeTypeOf('number')
      expect((await watched.fetch(site.url('/'))).machineDelayMs).toBeUndefined()
    } finally {
      await fetcher.close()
    }
  })
})
