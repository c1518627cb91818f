import { LogController, type FastifyReply, type FastifyRequest } from 'fastify'

/**
 * Requests that say little one by one and are most of the traffic: health checks, and files (built
 * assets, images, fonts, robots.txt), whose last path segment has an extension.
 */
const unlogged = /^\/healthz(?:\?|$)|\.[a-z0-9]+(?:\?|$)|^\/media\//i

/**
 * Fastify's request log lines: instead of two per request (received, completed), one at `info` once
 * a page or API request is answered, with its status and time; none for health checks and files.
 * A request that fails still logs its error as Fastify does.
 */
export class RequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ) {
    if (error) return super.requestCompleted(error, request, reply, metadata)
    if (unlogged.test(request.url)) return
    reply.log.info(
      { method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    )
  }
}
