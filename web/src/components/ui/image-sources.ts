import { createImageUrlBuilder, type SanityImageSource } from '@sanity/image-url'
import type { AppConfig } from '../../app/app-config'

/**
 * Widths the site asks images in. `@sanity/image-url` writes the URLs, so the editor's crop and
 * hotspot travel with them; hosted Sanity's CDN and, in embedded mode, this site's `/images/…`
 * answer the same parameters.
 */
export const imageWidths = [320, 480, 640, 960, 1280] as const
export const largestWidth = 1280

/** What the editor kept of the original: a fraction cut from each side. */
export type Crop = { top?: number | null; bottom?: number | null; left?: number | null; right?: number | null }

/**
 * The largest frame of `aspect` (width / height) inside what the editor kept of the original
 * (the crop is a fraction of each side), so no URL asks for more pixels than there are.
 */
export function framedSize(width: number, height: number, crop: Crop | null | undefined, aspect: number) {
  const keep = (start?: number | null, end?: number | null) => 1 - (start ?? 0) - (end ?? 0)
  const frameWidth = Math.round(
    Math.min(width * keep(crop?.left, crop?.right), height * keep(crop?.top, crop?.bottom) * aspect),
  )
  return { width: frameWidth, height: Math.round(frameWidth / aspect) }
}

/**
 * One image's URL at each width, in a frame of `aspect` (width / height), in the best format the
 * browser accepts. Asked with a width and a height, `@sanity/image-url` fits the frame inside the
 * editor's crop centred on the editor's hotspot (as `rect`): where the shapes differ, the editor
 * decides what the frame keeps. `fit=crop` makes the CDN answer exactly that size.
 */
export function imageSources(config: AppConfig['images'], source: SanityImageSource, aspect: number) {
  const image = createImageUrlBuilder(config).image(source).fit('crop').auto('format')
  const url = (width: number) =>
    image
      .width(width)
      .height(Math.round(width / aspect))
      .url()
  /** A srcset of every width up to the shown one (never upscaled). */
  const srcSet = (shownWidth: number) =>
    [...imageWidths.filter((width) => width < shownWidth), shownWidth]
      .map((width) => `${url(width)} ${width}w`)
      .join(', ')
  return { url, srcSet }
}
