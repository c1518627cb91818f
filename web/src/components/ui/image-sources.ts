/**
 * Widths the site asks images in. Hosted Sanity resizes on request (`?w=…&auto=format`); in
 * embedded mode the server answers the same URLs from variants generated ahead of time
 * (`npm run media:variants`), so the markup is the same in both modes.
 */
export const imageWidths = [320, 480, 640, 960, 1280] as const
export const largestWidth = 1280

export function imageUrl(url: string, width: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}w=${width}&auto=format`
}

/** A srcset of every width up to the original's (never upscaled). */
export function imageSrcSet(url: string, originalWidth: number): string {
  const widths = imageWidths.filter((width) => width < originalWidth)
  return [
    ...widths.map((width) => `${imageUrl(url, width)} ${width}w`),
    `${imageUrl(url, originalWidth)} ${originalWidth}w`,
  ].join(', ')
}
