import type { FastifyInstance } from 'fastify'
import { isContentName } from '../../src/content/content-types'
import { isLanguage } from '../../src/i18n/language'
import { sendGenericError } from '../api-errors'
import type { ContentSource } from '../content'
import type { DraftMode } from '../draft-mode/draft-mode'

/**
 * Content for client-side navigation: one named query per page, never arbitrary GROQ, so the
 * browser cannot reach the content store directly. In draft mode, drafts with stega, never stored.
 */
export function registerContentApi(app: FastifyInstance, content: ContentSource, draftMode?: DraftMode) {
  app.get<{ Params: { name: string }; Querystring: { lang?: string } }>(
    '/api/content/:name',
    async (request, reply) => {
      const { name } = request.params
      const language = request.query.lang ?? 'es'
      if (!isContentName(name)) return sendGenericError(request, reply, 404, 'not_found')
      if (!isLanguage(language)) return sendGenericError(request, reply, 400, 'invalid')
      try {
        if (draftMode?.active(request)) {
          draftMode.markPrivate(reply)
          return reply.send(await draftMode.preview.fetch(name, language))
        }
        const result = await content.fetch(name, language)
        return reply.header('Cache-Control', 'public, max-age=60').header('Vary', 'Cookie').send(result)
      } catch (error) {
        request.log.error({ err: error, name }, 'content query failed')
        return sendGenericError(request, reply, 502, 'unavailable')
      }
    },
  )
}
