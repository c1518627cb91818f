import type { FastifyInstance } from 'fastify'
import { sendGenericError } from '../api-errors'
import type { ContentSource } from '../content'
import type { AppConfig } from '../../src/app/app-config'
import { fillTemplate, requestLanguage } from '../html'
import type { Renderer } from '../renderer'

type Options = { renderer: Renderer; content: ContentSource; config: AppConfig }

/**
 * Every GET that no other route answers is a page: rendered on the server in the visitor's
 * language, with 404 for unknown paths.
 */
export function registerPages(app: FastifyInstance, { renderer, content, config }: Options) {
  app.setNotFoundHandler(async (request, reply) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || request.url.startsWith('/api/')) {
      return sendGenericError(request, reply, 404, 'not_found')
    }
    const language = requestLanguage(request)
    const result = await renderer.render({ url: request.url, language, config, fetchContent: content.fetch })
    if (result.status === 404) request.log.info({ path: request.url.split('?')[0] }, 'page not found')
    if (result.status === 503) request.log.error({ path: request.url }, 'page content could not be loaded')
    const html = fillTemplate(await renderer.template(request.url), result)
    return reply
      .code(result.status)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Cookie')
      .send(html)
  })
}
