import { answerImage, immutable } from '../media/answer-image'
import { mimeTypes } from '../media/image-transform'
import { readImage, readMediaFile } from './assets'
import type { LakeRequest, LakeResponse } from './http'
import type { LakeContext } from './routes'

const imagePath = /^\/images\/[^/]+\/([^/]+)\/([^/]+)$/
/** Only plain file names (uploads are `<sha1>-WxH.ext`, seed images `name.webp`): no path escapes. */
const mediaPath = /^\/media\/([\w-]+\.(\w+))$/

async function original(context: LakeContext, pathname: string) {
  const image = imagePath.exec(pathname)
  if (image && image[1] === context.dataset) {
    const found = await readImage(context.store, context.mediaDirs, image[2]!)
    return found
  }
  const media = mediaPath.exec(pathname)
  const mimeType = media && mimeTypes[media[2]!.replace('jpeg', 'jpg') as keyof typeof mimeTypes]
  const bytes = mimeType ? await readMediaFile(media[1]!, context.mediaDirs) : undefined
  return bytes && { bytes, mimeType: mimeType! }
}

/**
 * Images as Sanity's CDN serves them: `/images/<project>/<dataset>/<file>`, which the Studio's
 * previews and image inputs ask for, and `/media/<file>`, the `url` of the lake's asset documents
 * (the asset picker's thumbnails), both with the CDN's parameters. False when there is no such image.
 */
export async function imageRoute(context: LakeContext, url: URL, request: LakeRequest, response: LakeResponse) {
  const found = await original(context, url.pathname)
  if (!found) return false
  const accept = request.headers.accept
  const { cacheDir } = context
  // Seed images are named, not content-addressed, but the lake serves them to the Studio only.
  const answer = await answerImage({ ...found, search: url.searchParams, accept, cacheDir, cacheControl: immutable })
  response.writeHead(200, { ...answer.headers, 'content-length': answer.bytes.length })
  response.end(answer.bytes)
  return true
}
