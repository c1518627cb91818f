import { answerImage, immutable } from './answer-image'
import { readImage, readMediaFile } from './assets'
import { notFound } from './errors'
import { mimeTypes } from './image-transform'
import type { Call } from './call'

/**
 * Images as Sanity's CDN serves them, with the CDN's parameters: `/images/<project>/<dataset>/<file>`,
 * which the Studio's previews and image inputs ask for, and `/media/<file>`, the `url` of the lake's
 * asset documents (the asset picker's thumbnails).
 */
async function sendImage({ context, url, request, response }: Call, found?: { bytes: Buffer; mimeType: string }) {
  if (!found) throw notFound(`GET ${url.pathname}`)
  const accept = request.headers.accept
  const { cacheDir } = context
  // Seed images are named, not content-addressed, but the lake serves them to the Studio only.
  const answer = await answerImage({ ...found, search: url.searchParams, accept, cacheDir, cacheControl: immutable })
  response.writeHead(200, { ...answer.headers, 'content-length': answer.bytes.length })
  response.end(answer.bytes)
}

/** An upload, by its asset document: `<sha1>-<w>x<h>.<ext>`. */
export const assetImage = async (call: Call) =>
  sendImage(call, await readImage(call.context.store, call.context.mediaDirs, call.params.file!))

/** Only plain file names (uploads are `<sha1>-WxH.ext`, seed images `name.webp`): no path escapes. */
const mediaFile = /^[\w-]+\.(\w+)$/

export async function mediaImage(call: Call) {
  const name = call.params.file!
  const extension = mediaFile.exec(name)?.[1]
  const mimeType = extension && mimeTypes[extension.replace('jpeg', 'jpg') as keyof typeof mimeTypes]
  const bytes = mimeType ? await readMediaFile(name, call.context.mediaDirs) : undefined
  return sendImage(call, bytes && { bytes, mimeType: mimeType! })
}
