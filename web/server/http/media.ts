import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import manifest from '../../../seed/images/manifest.json' with { type: 'json' }
import { answerImage, immutable, mimeTypes } from 'content-lake/images'

const seedImages = path.join(process.cwd(), 'seed/images')
const seedFiles = new Set(manifest.map((entry) => entry.file))
/** A seed image under the name Sanity gives its asset (`<sha1>-WxH.ext`), as image URLs carry it. */
const seedByAssetName = new Map(
  manifest.map((entry) => [`${entry.sha1}-${entry.width}x${entry.height}${path.extname(entry.file)}`, entry.file]),
)
/** Names the lake gives uploads (`<sha1>-WxH.ext`); nothing else, so no path can escape the folder. */
const uploadName = /^[0-9a-f]{40}-\d+x\d+\.(webp|avif|png|jpg|gif|svg)$/
/** Seed images keep their names when replaced, so they are cached for a week, not for ever. */
const seedCache = 'public, max-age=604800, stale-while-revalidate=86400'

type Folders = { uploadsDir?: string; cacheDir: string }

/** A file by the name a URL gives: a seed image (by its own or its asset's name) or an upload. */
function locate(name: string, uploadsDir?: string) {
  const seed = seedFiles.has(name) ? name : seedByAssetName.get(name)
  if (seed) return { file: path.join(seedImages, seed), cacheControl: seedCache }
  if (uploadsDir && uploadName.test(name)) return { file: path.join(uploadsDir, name), cacheControl: immutable }
  return undefined
}

/**
 * Images in embedded mode: the seed images and those editors uploaded to the local lake, at
 * `/images/<project>/<dataset>/<file>` (where `@sanity/image-url` points) and at `/media/<file>`
 * (the assets' `url`), answering the parameters of Sanity's image CDN (`w`, `h`, `rect`, `fit`,
 * `crop`, `fp-x`, `fp-y`, `auto=format`, `q`, `dpr`), made with sharp and kept in a disk cache
 * shared with the lake (docs/decisions/0012).
 */
export function registerMedia(app: FastifyInstance, { uploadsDir, cacheDir }: Folders) {
  const answer = async (request: FastifyRequest<{ Params: { file: string } }>, reply: FastifyReply) => {
    const found = locate(request.params.file, uploadsDir)
    const bytes = found && (await readFile(found.file).catch(() => undefined))
    if (!found || !bytes) return reply.code(404).send({ error: 'Not Found' })
    const extension = path.extname(found.file).slice(1) as keyof typeof mimeTypes
    const image = await answerImage({
      bytes,
      mimeType: mimeTypes[extension],
      search: new URL(request.url, 'http://site').searchParams,
      accept: request.headers.accept,
      cacheDir,
      cacheControl: found.cacheControl,
    })
    return reply.headers(image.headers).send(image.bytes)
  }
  app.get('/media/:file', answer)
  app.get('/images/:project/:dataset/:file', answer)
}
