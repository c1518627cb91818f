import sharp, { type Sharp } from 'sharp'
import type { ImageParams, OutputFormat } from './image-params'

export const mimeTypes: Record<OutputFormat | 'svg', string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  svg: 'image/svg+xml',
}

/** sharp's names for the formats uploads may have; SVG is rasterised to PNG when transformed. */
const sourceFormats: Record<string, OutputFormat> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif', heif: 'avif' }

/** Box the output must fill for `fit=crop`: cover it, then cut around the focal point. */
function cropAround(image: Sharp, source: { width: number; height: number }, params: ImageParams): Sharp {
  const width = params.width ?? Math.round((params.height! * source.width) / source.height)
  const height = params.height ?? Math.round((params.width! * source.height) / source.width)
  const scale = Math.max(width / source.width, height / source.height)
  const [scaledWidth, scaledHeight] = [Math.round(source.width * scale), Math.round(source.height * scale)]
  const clamp = (value: number, max: number) => Math.min(Math.max(Math.round(value), 0), max)
  const left = clamp(params.focus.x * scaledWidth - width / 2, scaledWidth - width)
  const top = clamp(params.focus.y * scaledHeight - height / 2, scaledHeight - height)
  return image
    .resize(scaledWidth, scaledHeight, { fit: 'fill' })
    .extract({ left, top, width: Math.min(width, scaledWidth), height: Math.min(height, scaledHeight) })
}

function resize(image: Sharp, source: { width: number; height: number }, params: ImageParams): Sharp {
  const { width, height, fit } = params
  if (!width && !height) return image
  if (fit === 'crop' && width && height) return cropAround(image, source, params)
  if (fit === 'scale') return image.resize(width, height, { fit: 'fill' })
  if (fit === 'fill' || fit === 'fillmax') {
    const background = { r: 255, g: 255, b: 255, alpha: 0 }
    return image.resize(width, height, { fit: 'contain', background, withoutEnlargement: fit === 'fillmax' })
  }
  if (fit === 'min') return image.resize(width, height, { fit: 'outside', withoutEnlargement: true })
  // clip and max: inside the box, never larger than the original.
  return image.resize(width, height, { fit: 'inside', withoutEnlargement: true })
}

/**
 * One image answered as Sanity's CDN would answer these parameters: cut to `rect`, sized and fitted
 * to `w`×`h`, in the asked format and quality. Animated GIF and WebP keep their frames.
 */
export async function transformImage(bytes: Buffer, params: ImageParams) {
  const metadata = await sharp(bytes).metadata()
  const original = sourceFormats[metadata.format ?? ''] ?? 'png'
  const format = params.format ?? original
  const animated = (metadata.pages ?? 1) > 1 && (format === 'gif' || format === 'webp')
  let image = sharp(bytes, { animated }).rotate()
  let source = { width: metadata.width ?? 1, height: (metadata.pageHeight ?? metadata.height) || 1 }
  if (params.rect) {
    const [left, top, width, height] = params.rect
    const region = {
      left: Math.min(left, source.width - 1),
      top: Math.min(top, source.height - 1),
      width: Math.max(1, Math.min(width, source.width - left)),
      height: Math.max(1, Math.min(height, source.height - top)),
    }
    image = image.extract(region)
    source = { width: region.width, height: region.height }
  }
  image = resize(image, source, params)
  const quality = params.quality
  const encoded = {
    // Effort 2 of 9: a first answer about six times sooner than the default, up to a tenth larger.
    avif: () => image.avif({ quality: Math.max(1, quality - 20), effort: 2 }),
    webp: () => image.webp({ quality }),
    jpg: () => image.flatten({ background: '#ffffff' }).jpeg({ quality, mozjpeg: true }),
    png: () => image.png(),
    gif: () => image.gif(),
  }[format]()
  return { bytes: await encoded.toBuffer(), mimeType: mimeTypes[format] }
}
