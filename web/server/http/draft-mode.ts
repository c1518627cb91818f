import type { FastifyInstance } from 'fastify'
import { disableDraftModePath, draftChangesPath, enableDraftModePath } from '../../src/app/draft-mode'
import { sendError, sendGenericError } from '../api-errors'
import type { DraftMode } from '../draft-mode/draft-mode'
import { draftChanges } from '../draft-mode/draft-changes'

const heartbeatMs = 25_000

/** Both languages: the Studio's frame has no language of its own to go by. */
const refused =
  'El enlace de vista previa no es válido o ya caducó: ábrelo de nuevo desde el Studio. / ' +
  'The preview link is not valid or has expired: open it again from the Studio.'

const site = new URL('https://site.invalid')

/**
 * Where a redirect may go: only a path on this site, else `/`. Control characters are refused first
 * (browsers drop tabs and newlines, so `/\t/evil.example` would become `//evil.example`); the rest is
 * resolved against a stand-in origin as a browser would resolve it (backslashes, dot segments,
 * absolute and scheme-relative addresses), must stay on that origin and must not leave a path that
 * starts with `//`. The answer is the URL's path, query and fragment, which the URL parser has
 * percent-encoded to ASCII, so a non-ASCII path goes to its encoded self instead of a 500.
 */
export function sitePath(candidate: unknown): string {
  if (typeof candidate !== 'string' || /\p{Cc}/u.test(candidate)) return '/'
  const url = URL.parse(candidate, site)
  if (url?.origin !== site.origin || url.pathname.startsWith('//')) return '/'
  return url.pathname + url.search + url.hash
}

/**
 * The Studio's Presentation tool opens `enable` with a preview secret it just stored; a valid one
 * starts draft mode and goes to the page asked for. `disable` ends it; `changes` tells an open
 * preview, as server-sent events, that content changed.
 */
export function registerDraftMode(app: FastifyInstance, draftMode: DraftMode) {
  app.get(enableDraftModePath, async (request, reply) => {
    let validation
    try {
      validation = await draftMode.preview.validate(request.url)
    } catch (error) {
      request.log.error({ err: error }, 'preview secret could not be checked')
      return sendGenericError(request, reply, 502, 'unavailable')
    }
    if (!validation.isValid) return sendError(reply, 401, { error: 'preview_refused', message: refused })
    return reply
      .header('Set-Cookie', draftMode.cookie.start(draftMode.secure(request)))
      .header('Cache-Control', 'no-store')
      .redirect(sitePath(validation.redirectTo), 307)
  })

  app.get<{ Querystring: { redirect?: string } }>(disableDraftModePath, async (request, reply) =>
    reply
      .header('Set-Cookie', draftMode.cookie.end(draftMode.secure(request)))
      .header('Cache-Control', 'no-store')
      .redirect(sitePath(request.query.redirect), 303),
  )

  const changes = draftChanges(draftMode.preview)
  app.get(draftChangesPath, async (request, reply) => {
    if (!draftMode.active(request)) return sendGenericError(request, reply, 401, 'unauthorized')
    reply.hijack()
    reply.raw.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Accel-Buffering': 'no',
    })
    reply.raw.write(': draft changes\n\n')
    const unsubscribe = changes.subscribe(() => reply.raw.write('event: change\ndata: {}\n\n'))
    // Comments keep the stream open through proxies that close idle connections.
    const heartbeat = setInterval(() => reply.raw.write(': ping\n\n'), heartbeatMs)
    reply.raw.on('close', () => {
      clearInterval(heartbeat)
      unsubscribe()
    })
  })
  app.addHook('onClose', async () => changes.close())
}
