type ImageContent = { url?: string | null; width?: number | null; height?: number | null; alt?: string | null }

/** A CMS image with its real dimensions, so the page does not shift while it loads. */
export function ContentImage({ image, eager = false }: { image: ImageContent | null | undefined; eager?: boolean }) {
  if (!image?.url) return null
  return (
    <img
      src={image.url}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      alt={image.alt ?? ''}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  )
}
