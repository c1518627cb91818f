import type { FastifyInstance, FastifyReply } from 'fastify'
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import manifest from '../../../seed/images/manifest.json' with { type: 'json' }
import { imageWidths } from '../../src/components/ui/image-sources'

export const variantsDir = path.join(process.cwd(), 'seed/images/variants')
export const variantFormats = ['avif', 'webp'] as const
type Format = (typeof variantFormats)[number]

/** `founder.webp` at 320 px as AVIF is `founder-320.avif`. */
export function variantFile(file: string, width: number, format: Format): string {
  return `${file.replace(/\.[a-z]+$/, '')}-${width}.${format}`
}

const entries = new Map(manifest.map((entry) => [entry.file, entry]))

/** The smallest generated width that covers the request; the original beyond the largest. */
export function pickWidth(requested: number, originalWidth: number): number {
  return imageWidths.find((width) => width >= requested && width < originalWidth) ?? originalWidth
}

function pickFormat(query: { fm?: string; auto?: string }, accept: string | undefined): Format {
  if (query.fm === 'avif' || query.fm === 'webp') return query.fm
  return query.auto === 'format' && accept?.includes('image/avif') ? 'avif' : 'webp'
}

function send(reply: FastifyReply, file: string, format: Format) {
  return reply
    .type(`image/${format}`)
    .header('Cache-Control', 'public, max-age=604800, stale-while-revalidate=86400')
    .header('Vary', 'Accept')
    .send(createReadStream(file))
}

/** Names the lake gives uploads (`<sha1>-WxH.ext`); nothing else, so no path can escape the folder. */
const uploadName = /^[\w-]+\.(webp|avif|png|jpe?g)$/

async function sendUpload(reply: FastifyReply, file: string) {
  const info = await stat(file).catch(() => undefined)
  if (!info?.isFile()) return reply.code(404).send({ error: 'Not Found' })
  const format = path.extname(file).slice(1).replace('jpg', 'jpeg')
  return reply
    .type(`image/${format}`)
    .header('Cache-Control', 'public, max-age=604800, immutable')
    .send(createReadStream(file))
}

/**
 * The seed images in embedded mode, answering the same `?w=&auto=format` (or `fm=`) parameters
 * as Sanity's image CDN from the variants `npm run media:variants` generated; images editors
 * uploaded to the local lake are served as they are.
 */
export function registerMedia(app: FastifyInstance, uploadsDir?: string) {
  app.get<{ Params: { file: string }; Querystring: { w?: string; fm?: string; auto?: string } }>(
    '/media/:file',
    async (request, reply) => {
      const { file } = request.params
      const entry = entries.get(file)
      if (!entry) {
        if (!uploadsDir || !uploadName.test(file)) return reply.code(404).send({ error: 'Not Found' })
        return sendUpload(reply, path.join(uploadsDir, file))
      }
      const format = pickFormat(request.query, request.headers.accept)
      const requested = Number(request.query.w)
      const width = Number.isFinite(requested) && requested > 0 ? pickWidth(requested, entry.width) : entry.width
      if (width === entry.width && format === 'webp')
        return send(reply, path.join(variantsDir, '..', entry.file), format)
      return send(reply, path.join(variantsDir, variantFile(entry.file, width, format)), format)
    },
  )
}
