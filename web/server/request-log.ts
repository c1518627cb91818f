import { LogController, type FastifyReply, type FastifyRequest } from 'fastify'

/**
 * Requests that say little one by one and are most of the traffic: health checks, and files (built
 * assets, images, fonts, robots.txt), whose last path segment has an extension. Told by the path
 * alone, never the query, and never an API route, so no request escapes the log by its address.
 */
const unlogged = (path: string) => !path.startsWith('/api/') && /^\/healthz$|\.[a-z0-9]+$|^\/media\//i.test(path)

/**
 * The address as logged: an API request's query keeps its names, not its values (searches,
 * addresses, tickets are personal or secret); a page's is kept whole (`lang`, campaign tags).
 */
export function loggedUrl(url: string) {
  const [path = '', query] = url.split(/\?(.*)/s)
  if (query === undefined || !path.startsWith('/api/')) return url
  const names = [...new URLSearchParams(query).keys()]
  return `${path}?${names.map((name) => `${encodeURIComponent(name)}=…`).join('&')}`
}

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
    if (unlogged(request.url.split('?')[0]!)) return
    reply.log.info(
      {
        method: request.method,
        url: loggedUrl(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    )
  }
}
