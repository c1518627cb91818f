import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { answerImage, immutable, mimeTypes } from 'content-lake/images'

/** Names the lake gives uploads (`<sha1>-WxH.ext`); nothing else, so no path can escape the folder. */
const uploadName = /^[0-9a-f]{40}-\d+x\d+\.(webp|avif|png|jpg|gif|svg)$/

type Folders = { uploadsDir?: string; cacheDir: string }

/**
 * Images in embedded mode: those in the local lake's uploads (the seed's and the editors'), at
 * `/images/<project>/<dataset>/<file>` (where `@sanity/image-url` points) and at `/media/<file>`
 * (the assets' `url`), answering the parameters of Sanity's image CDN (`w`, `h`, `rect`, `fit`,
 * `crop`, `fp-x`, `fp-y`, `auto=format`, `q`, `dpr`), made with sharp and kept in a disk cache
 * shared with the lake (docs/decisions/0012).
 */
export function registerMedia(app: FastifyInstance, { uploadsDir, cacheDir }: Folders) {
  const answer = async (request: FastifyRequest<{ Params: { file: string } }>, reply: FastifyReply) => {
    const { file } = request.params
    const found = uploadsDir && uploadName.test(file) ? path.join(uploadsDir, file) : undefined
    const bytes = found && (await readFile(found).catch(() => undefined))
    if (!found || !bytes) return reply.code(404).send({ error: 'Not Found' })
    const extension = path.extname(found).slice(1) as keyof typeof mimeTypes
    const image = await answerImage({
      bytes,
      mimeType: mimeTypes[extension],
      search: new URL(request.url, 'http://site').searchParams,
      accept: request.headers.accept,
      cacheDir,
      cacheControl: immutable,
    })
    return reply.headers(image.headers).send(image.bytes)
  }
  app.get('/media/:file', answer)
  app.get('/images/:project/:dataset/:file', answer)
}
