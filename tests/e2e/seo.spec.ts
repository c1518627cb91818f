import { expect, test } from '@playwright/test'
import { pageRoutes } from './expected'

const noIndexPaths = ['/diseno-web-el-salvador', '/chatbots-inteligentes', '/asistentes-de-voz']

test('robots.txt names the sitemap', async ({ request, baseURL }) => {
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
})

test('the sitemap lists every indexable page in both languages, and no noindex page', async ({ request, baseURL }) => {
  const response = await request.get('/sitemap.xml')
  expect(response.headers()['content-type']).toContain('application/xml')
  const xml = await response.text()
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
  const indexable = pageRoutes.map(([, path]) => path).filter((path) => !noIndexPaths.includes(path))
  expect(locs.sort()).toEqual(indexable.flatMap((path) => [`${baseURL}${path}`, `${baseURL}${path}?lang=en`]).sort())
})

test('service pages are noindex; the others are indexable', async ({ request }) => {
  for (const [, path] of pageRoutes) {
    const html = await (await request.get(path)).text()
    expect(html.includes('name="robots" content="noindex'), path).toBe(noIndexPaths.includes(path))
  }
})

test('every page has its description, social tags and business structured data', async ({ request }) => {
  for (const [, path] of pageRoutes) {
    for (const query of ['', '?lang=en']) {
      const html = await (await request.get(`${path}${query}`)).text()
      const where = `${path}${query}`
      expect(html, where).toMatch(/<title>[^<]{5,}<\/title>/)
      expect(html, where).toMatch(/name="description" content="[^"]{20,}"/)
      for (const tag of ['og:title', 'og:description', 'og:image', 'og:url'])
        expect(html, where).toContain(`property="${tag}"`)
      for (const tag of ['twitter:card', 'twitter:title', 'twitter:image'])
        expect(html, where).toContain(`name="${tag}"`)
      expect(html, where).toContain('hreflang="x-default"')
      const jsonLd = /<script data-head type="application\/ld\+json">(.+?)<\/script>/.exec(html)?.[1]
      expect(JSON.parse(jsonLd ?? '{}')['@type'], where).toBe('ProfessionalService')
    }
  }
})
