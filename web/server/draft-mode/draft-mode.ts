import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Env } from '../env.server'
import { allowFramingBy } from '../security-headers'
import { createDraftCookie, isSecureContext } from './draft-cookie'
import type { PreviewContent } from './preview-content'

/**
 * Draft mode (docs/decisions/0015): a request that carries the signed cookie sees drafts with
 * stega; its answers are never stored or indexed, and only the Studio may frame them.
 */
export function createDraftMode(env: Env, preview: PreviewContent) {
  const cookie = createDraftCookie()
  return {
    preview,
    cookie,
    active: (request: FastifyRequest) => cookie.isDraft(request.headers.cookie),
    secure: (request: FastifyRequest) => isSecureContext(request.protocol, request.hostname),
    /** Headers of every draft answer. */
    markPrivate: (reply: FastifyReply) => {
      reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex, nofollow')
      allowFramingBy(env, reply, preview.studioOrigin)
    },
  }
}

export type DraftMode = ReturnType<typeof createDraftMode>
