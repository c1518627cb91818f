import type { SanityImageSource } from '@sanity/image-url'
import { useAppConfig } from '../../app/app-config'
import { framedSize, imageSources, largestWidth, type Crop } from './image-sources'

/** What browsers without srcset support (and crawlers) get. */
const defaultWidth = 960

type ImageContent = {
  asset?: { _ref: string } | null
  crop?: Crop | null
  hotspot?: { x?: number | null; y?: number | null } | null
  width?: number | null
  height?: number | null
  alt?: string | null
}

type Props = {
  image: ImageContent | null | undefined
  /** The shape of the frame the layout gives the image: width / height. */
  aspect: number
  /** The layout width the image takes, for the browser to pick a variant (`sizes`). */
  sizes: string
  /** Above the fold: load at once and with priority; everything else loads lazily. */
  eager?: boolean
}

/**
 * A CMS image in its layout's frame, as the editor cropped it and around the editor's hotspot,
 * in several widths and the best format the browser accepts, with its dimensions so the page does
 * not shift while it loads.
 */
export function ContentImage({ image, aspect, sizes, eager = false }: Props) {
  const { images } = useAppConfig()
  if (!image?.asset?._ref) return null
  const width = image.width ?? largestWidth
  const shown = framedSize(width, image.height ?? width / aspect, image.crop, aspect)
  const sources = imageSources(images, image as SanityImageSource, aspect)
  return (
    <img
      src={sources.url(Math.min(shown.width, defaultWidth))}
      srcSet={sources.srcSet(shown.width)}
      sizes={sizes}
      width={shown.width}
      height={shown.height}
      alt={image.alt ?? ''}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
    />
  )
}
