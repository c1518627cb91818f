import type { LakeResponse } from './http'

const heartbeatMs = 25_000

/**
 * `data/live/events`, Sanity's Live Content API, which the Presentation tool opens for loaders:
 * a welcome and nothing more. The lake's queries carry no sync tags to invalidate, and the site's
 * previews follow the listener instead (docs/decisions/0015).
 */
export function liveEvents(response: LakeResponse) {
  response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' })
  response.write('event: welcome\ndata: {}\n\n')
  const heartbeat = setInterval(() => response.write(': ping\n\n'), heartbeatMs)
  response.on('close', () => clearInterval(heartbeat))
}
