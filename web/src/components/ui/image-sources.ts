import { createImageUrlBuilder, type SanityImageSource } from '@sanity/image-url'
import type { AppConfig } from '../../app/app-config'

/**
 * Widths the site asks images in. `@sanity/image-url` writes the URLs, so the editor's crop
 * (`rect`) and hotspot travel with them; hosted Sanity's CDN and, in embedded mode, this site's
 * `/images/…` answer the same parameters.
 */
export const imageWidths = [320, 480, 640, 960, 1280] as const
export const largestWidth = 1280

type Crop = { top?: number | null; bottom?: number | null; left?: number | null; right?: number | null }

/** The size of what is shown: the original less the editor's crop (fractions of each side). */
export function croppedSize(width: number, height: number, crop?: Crop | null) {
  const keep = (start?: number | null, end?: number | null) => 1 - (start ?? 0) - (end ?? 0)
  return {
    width: Math.round(width * keep(crop?.left, crop?.right)),
    height: Math.round(height * keep(crop?.top, crop?.bottom)),
  }
}

/** One image's URL at each width, in the best format the browser accepts. */
export function imageSources(config: AppConfig['images'], source: SanityImageSource) {
  const image = createImageUrlBuilder(config).image(source).auto('format')
  const url = (width: number) => image.width(width).url()
  /** A srcset of every width up to the shown one (never upscaled). */
  const srcSet = (shownWidth: number) =>
    [...imageWidths.filter((width) => width < shownWidth), shownWidth]
      .map((width) => `${url(width)} ${width}w`)
      .join(', ')
  return { url, srcSet }
}
