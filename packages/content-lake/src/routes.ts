import { endSession, hasSession, identityOf, isWrite, writeRefused } from './access'
import type { Sessions } from './credential'
import { dataRoute, type Call } from './data-routes'
import { LakeError, notFound } from './errors'
import { cors, fromThisMachine, readJson, redirectToHttps, sendJson, type LakeRequest, type LakeResponse } from './http'
import { imageRoute } from './image-routes'
import { liveEvents } from './live-events'
import { lakeRoute } from './lake-routes'
import { signInNeeded } from './pages'
import { serveStudio } from './static'
import type { DocumentStore } from './store'
import type { createStudioApi } from './studio-api'

export type LakeContext = {
  store: DocumentStore
  projectId: string
  dataset: string
  /** Where uploads are written. */
  filesDir: string
  /** Where transformed images are kept (image-cache.ts). */
  cacheDir: string
  /** Where image files are looked up: uploads and the seed images. */
  mediaDirs: readonly string[]
  studioDir?: string
  studioApi: ReturnType<typeof createStudioApi>
  /** The editors' credential (DATA_DIR/lake/token) and the browser sessions it opened. */
  token: string
  sessions: Sessions
  /** The site reading this lake, which registers its origin (`PUT /lake/site`). */
  site: { url?: string }
}

async function versioned(context: LakeContext, call: Call) {
  if (call.method === 'GET' && call.path === `/data/live/events/${context.dataset}`)
    return liveEvents(context.store, call.response)
  const data = /^\/(data\/\w+|assets\/\w+)\/([^/]+)(?:\/(.*))?$/.exec(call.path)
  if (data) {
    if (data[2] !== context.dataset) throw new LakeError(404, 'notFound', `Dataset "${data[2]}" not found`)
    return dataRoute(context, call, data[1]!, data[3] ?? '')
  }
  const answer = await context.studioApi(call.method, call.path, () => readJson(call.request), call.editor)
  if (answer === undefined) throw notFound(`${call.method} ${call.url.pathname}`)
  return sendJson(call.response, 200, answer)
}

/** The built Studio, over https only (its session cookie is Secure) and to a signed-in editor. */
async function studioPage(context: LakeContext, request: LakeRequest, url: URL, response: LakeResponse) {
  if (redirectToHttps(request, url, response)) return
  const page = await serveStudio(context.studioDir!, url.pathname, response, hasSession(request, context.sessions))
  if (page === 'sign-in') return signInNeeded(response)
  if (!page) throw notFound(`GET ${url.pathname}`)
}

/** Every request the lake serves, over HTTP/2 with TLS or plain HTTP/1.1 on loopback. */
export async function handle(context: LakeContext, request: LakeRequest, response: LakeResponse) {
  if (!fromThisMachine(request)) {
    return sendJson(
      response,
      403,
      new LakeError(403, 'forbidden', 'The local content lake serves this machine only').body,
    )
  }
  if (cors(request, response)) return
  const url = new URL(request.url ?? '/', 'http://lake')
  const method = request.method ?? 'GET'
  try {
    // `vX` is the API's experimental version, which Vision offers.
    const version = /^\/v(\d{4}-\d{2}-\d{2}|1|X)(\/.*)$/.exec(url.pathname)
    if (method === 'POST' && version?.[2] === '/auth/logout') return endSession(request, response, context.sessions)
    const editor = identityOf(request, context.token, context.sessions)
    if (isWrite(method, url.pathname) && !editor) throw writeRefused()
    if (version) {
      const call = { method, path: version[2]!, url, version: version[1]!, request, response, editor }
      return await versioned(context, call)
    }
    if (url.pathname.startsWith('/lake/')) return await lakeRoute(context, method, url, request, response)
    if (method === 'GET' && (await imageRoute(context, url, request, response))) return
    if (method === 'GET' && context.studioDir) return await studioPage(context, request, url, response)
    throw notFound(`${method} ${url.pathname}`)
  } catch (error) {
    if (response.headersSent) return void response.end()
    if (error instanceof LakeError) return sendJson(response, error.status, error.body)
    sendJson(response, 500, { error: { type: 'internalError', description: String(error) } })
  }
}
