import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { notFound } from './errors'
import { redirectToHttps, type LakeResponse } from './http'
import { signInNeeded } from './pages'
import { inlineScriptHashes, studioPolicy, type StudioOrigins } from './security-headers'
import type { Call } from './call'

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
}

export function sendBytes(response: LakeResponse, bytes: Buffer, contentType: string, cache = 'no-cache') {
  response.writeHead(200, { 'content-type': contentType, 'content-length': bytes.length, 'cache-control': cache })
  response.end(bytes)
}

/**
 * `sanity build` always adds Sanity's dashboard bridge (a script from Sanity's CDN, for Studios
 * embedded in sanity.io, which a Studio on the lake never is) and web fonts from Sanity's CDN.
 * Offline both only fail to load, so the lake serves the page without them (system fonts instead).
 */
const offlinePage = (html: Buffer) =>
  Buffer.from(
    html
      .toString('utf8')
      .replace(/<script[^>]*src="https:\/\/core\.sanity-cdn\.com\/bridge\.js"[^>]*><\/script>/g, '')
      .replace(/url\(["']?https:\/\/studio-static\.sanity\.io\/[^)]+\)( format\([^)]*\))?/g, 'local("Inter")'),
  )

/** The Studio's page as served, with what its policy needs: worked out again only when the built file changes. */
type StudioIndex = { source: Buffer; body: Buffer; scriptHashes: string[]; policies: Map<string, string> }
let served: StudioIndex | undefined

/**
 * The Studio's page to send, its policy set on the answer. The policy names the site the lake
 * knows, which registers when it starts, and the host the page was asked at: one policy for each.
 */
function studioIndex(source: Buffer, origins: StudioOrigins, response: LakeResponse) {
  if (!served?.source.equals(source)) {
    const body = offlinePage(source)
    served = { source, body, scriptHashes: inlineScriptHashes(body.toString('utf8')), policies: new Map() }
  }
  const key = `${origins.projectOrigin} ${origins.site}`
  const policy = served.policies.get(key) ?? studioPolicy(served.scriptHashes, origins)
  served.policies.set(key, policy)
  response.setHeader('content-security-policy', policy)
  return served.body
}

/**
 * The built Studio (`studio/dist`), so one origin and one certificate serve both the Studio and
 * the API it calls. Unknown paths get the Studio's index.html: they are its client-side routes.
 * The page itself is only for a signed-in editor (`'sign-in'` otherwise), under the Studio's own
 * policy (security-headers.ts); its assets are public.
 */
async function serveStudio(
  studioDir: string,
  pathname: string,
  response: LakeResponse,
  signedIn: boolean,
  origins: StudioOrigins,
): Promise<boolean | 'sign-in'> {
  const relative = path.normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '')
  const file = path.join(studioDir, relative)
  if (!file.startsWith(studioDir)) return false
  const index = path.join(studioDir, 'index.html')
  for (const candidate of [file, index]) {
    try {
      const bytes = await readFile(candidate)
      if (candidate === index && !signedIn) return 'sign-in'
      const body = candidate === index ? studioIndex(bytes, origins, response) : bytes
      const hashed = candidate.includes(`${path.sep}static${path.sep}`)
      sendBytes(
        response,
        body,
        types[path.extname(candidate)] ?? 'application/octet-stream',
        hashed ? 'public, max-age=31536000' : 'no-cache',
      )
      return true
    } catch {
      // Not a file: fall through to the index.
    }
  }
  return false
}

/** The built Studio, over https only (its session cookie is Secure); the page to a signed-in editor. */
export async function studioPage({ context, url, request, response, editor }: Call) {
  if (!context.studioDir) throw notFound(`GET ${url.pathname}`)
  if (redirectToHttps(request, url, response)) return
  // The host is one of this machine's names (routes.ts refuses any other).
  const host = String(request.headers.host ?? request.headers[':authority'])
  const origins = { site: context.site.url, projectOrigin: `https://${context.projectId}.${host}` }
  const page = await serveStudio(context.studioDir, url.pathname, response, editor !== undefined, origins)
  if (page === 'sign-in') return signInNeeded(response)
  if (!page) throw notFound(`GET ${url.pathname}`)
}
