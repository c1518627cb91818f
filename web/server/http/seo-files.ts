import type { FastifyInstance } from 'fastify'
import { languageIds } from '../../../schemas/constants'
import { defaultLanguage, localizedPath } from '../../src/i18n/language'
import { paths, routeIds } from '../../src/paths'
import type { ContentSource } from '../content'

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Every page whose `seo.noIndex` is off, in the order of the site's routes. */
async function indexablePaths(content: ContentSource): Promise<string[]> {
  const pages = await Promise.all(
    routeIds.map(async (id) => {
      const result = await content.fetch(id, defaultLanguage)
      return result?.page && !result.page.seo?.noIndex ? [paths[id] as string] : []
    }),
  )
  return pages.flat()
}

/** One <url> per page and language, each naming all its language versions (and x-default). */
export function sitemapXml(siteUrl: string, pagePaths: string[]): string {
  const href = (pagePath: string, language: (typeof languageIds)[number]) =>
    escapeXml(`${siteUrl}${localizedPath(pagePath, language)}`)
  const urls = pagePaths.flatMap((pagePath) => {
    const alternates = [
      ...languageIds.map((id) => `    <xhtml:link rel="alternate" hreflang="${id}" href="${href(pagePath, id)}"/>`),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${href(pagePath, defaultLanguage)}"/>`,
    ].join('\n')
    return languageIds.map((id) => `  <url>\n    <loc>${href(pagePath, id)}</loc>\n${alternates}\n  </url>`)
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/** /robots.txt names the sitemap; /sitemap.xml lists the indexable pages in both languages. */
export function registerSeoFiles(app: FastifyInstance, content: ContentSource, siteUrl: string) {
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(`User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`),
  )
  app.get('/sitemap.xml', async (request, reply) => {
    try {
      const xml = sitemapXml(siteUrl, await indexablePaths(content))
      return reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(xml)
    } catch (error) {
      request.log.error({ err: error }, 'sitemap content query failed')
      return reply.code(503).send({ error: 'Content is unavailable' })
    }
  })
}
