import { imageSrcSet, imageUrl, largestWidth } from './image-sources'

/** What browsers without srcset support (and crawlers) get. */
const defaultWidth = 960

type ImageContent = { url?: string | null; width?: number | null; height?: number | null; alt?: string | null }

type Props = {
  image: ImageContent | null | undefined
  /** The layout width the image takes, for the browser to pick a variant (`sizes`). */
  sizes: string
  /** Above the fold: load at once and with priority; everything else loads lazily. */
  eager?: boolean
}

/**
 * A CMS image in several widths and the best format the browser accepts, with its real dimensions
 * so the page does not shift while it loads.
 */
export function ContentImage({ image, sizes, eager = false }: Props) {
  if (!image?.url) return null
  const width = image.width ?? largestWidth
  return (
    <img
      src={imageUrl(image.url, Math.min(width, defaultWidth))}
      srcSet={imageSrcSet(image.url, width)}
      sizes={sizes}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      alt={image.alt ?? ''}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
    />
  )
}
