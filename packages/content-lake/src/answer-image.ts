import { cachedTransform } from './image-cache'
import { parseImageParams } from './image-params'

export type ImageAnswer = { bytes: Buffer; headers: Record<string, string> }

/**
 * An SVG can carry script. Opened on its own (not through <img>), it would run on the origin that
 * serves it, so it is served in a sandbox with nothing allowed but its own inline styles.
 */
const svgHeaders = {
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'x-content-type-options': 'nosniff',
}

/** For originals named by their content (`<sha1>-WxH.ext`, every upload): never changes. */
export const immutable = 'public, max-age=31536000, immutable'

/**
 * The answer to one image URL with Sanity's CDN parameters, shared by the lake (`/images/…`,
 * the Studio) and the site (`/media/…`); `auto=format` varies by the browser's Accept header.
 */
export async function answerImage(request: {
  bytes: Buffer
  mimeType: string
  search: URLSearchParams
  accept?: string
  cacheDir: string
  cacheControl: string
}): Promise<ImageAnswer> {
  const params = parseImageParams(request.search, request.accept)
  const cache = { 'cache-control': request.cacheControl }
  const vary: Record<string, string> = request.search.get('auto') === 'format' ? { vary: 'Accept' } : {}
  if (!params) {
    const svg = request.mimeType === 'image/svg+xml' ? svgHeaders : {}
    return { bytes: request.bytes, headers: { 'content-type': request.mimeType, ...cache, ...svg } }
  }
  const result = await cachedTransform(request.cacheDir, request.bytes, params)
  return { bytes: result.bytes, headers: { 'content-type': result.mimeType, ...cache, ...vary } }
}
