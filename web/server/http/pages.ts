import type { FastifyInstance } from 'fastify'
import type { AppConfig } from '../../src/app/app-config'
import { sendGenericError } from '../api-errors'
import type { ContentSource } from '../content'
import type { DraftMode } from '../draft-mode/draft-mode'
import { livePreviewBundle } from '../../src/app/draft-mode'
import { previewBar } from '../draft-mode/preview-bar'
import { fillTemplate, requestLanguage } from '../html'
import { pageCacheKey } from '../page-cache/cache-key'
import { preferredEncoding } from '../page-cache/encoding'
import type { PageCache } from '../page-cache/page-cache'
import type { Renderer } from '../renderer'

type Options = {
  renderer: Renderer
  content: ContentSource
  config: AppConfig
  cache: PageCache
  draftMode?: DraftMode
}

/** The answer varies with these request headers: the language cookie and the accepted encodings. */
const vary = 'Cookie, Accept-Encoding'

/**
 * Every GET that no other route answers is a page, rendered on the server in the visitor's language,
 * with 404 for unknown paths. The site's pages are served from the page cache, precompressed; other
 * addresses are rendered each time and compressed on the way out.
 */
export function registerPages(app: FastifyInstance, { renderer, content, config, cache, draftMode }: Options) {
  const renderPage = async (url: string, language: ReturnType<typeof requestLanguage>, preview = false) => {
    const fetchContent = preview && draftMode ? draftMode.preview.fetch : content.fetch
    const draftPreview = preview && draftMode && { studioUrl: draftMode.preview.studioOrigin }
    const result = await renderer.render({ url, language, config, fetchContent, draftMode: draftPreview })
    if (result.status === 404) app.log.info({ path: url.split('?')[0] }, 'page not found')
    if (result.status === 503) app.log.error({ path: url }, 'page content could not be loaded')
    const html = fillTemplate(await renderer.template(url), result, renderer.preloadLinks(result.modules))
    return { status: result.status, html }
  }

  app.get('/*', async (request, reply) => {
    if (request.url.startsWith('/api/')) return sendGenericError(request, reply, 404, 'not_found')
    const language = requestLanguage(request)
    reply.header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', 'no-cache').header('Vary', vary)
    if (draftMode?.active(request)) {
      // Drafts: rendered for this request only, never stored in or served from the page cache.
      draftMode.markPrivate(reply)
      const { status, html } = await renderPage(request.url, language, true)
      // The overlays' bundle downloads beside the page's own scripts, not after hydration: the
      // Presentation tool gives the preview's overlays 3 s from the frame's load to connect.
      const preview = html
        .replace('</head>', `<link rel="modulepreload" href="${livePreviewBundle}">\n</head>`)
        .replace('</body>', `${previewBar(language, request.url)}\n</body>`)
      return reply.code(status).send(preview)
    }
    const cached = pageCacheKey(request.url.split('?', 1)[0]!, request.query as Record<string, unknown>, language)
    if (!cached) {
      const { status, html } = await renderPage(request.url, language)
      return reply.code(status).send(html)
    }
    const page = await cache.page(cached.key, () => renderPage(cached.url, language))
    reply.code(page.status).header('ETag', page.etag)
    const known = request.headers['if-none-match']?.split(',').map((tag) => tag.trim())
    if (known?.includes(page.etag)) return reply.code(304).send()
    const encoding = preferredEncoding(request.headers['accept-encoding'])
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding)
    return reply.send(page.bodies[encoding])
  })

  app.setNotFoundHandler((request, reply) => sendGenericError(request, reply, 404, 'not_found'))
}
