/**
 * The parameters of Sanity's image CDN that `@sanity/image-url` writes and the Studio asks for,
 * parsed and bounded: https://www.sanity.io/docs/image-urls. Unknown or malformed values are
 * ignored, as the CDN ignores them.
 */
export type OutputFormat = 'avif' | 'webp' | 'jpg' | 'png' | 'gif'
export type Fit = 'clip' | 'crop' | 'fill' | 'fillmax' | 'max' | 'min' | 'scale'

export type ImageParams = {
  width?: number
  height?: number
  /** Region of the original to start from: left, top, width, height in pixels. */
  rect?: [number, number, number, number]
  fit: Fit
  /** Where `fit=crop` keeps the image: a focal point (0–1 each way), from `fp-x`/`fp-y` or `crop`. */
  focus: { x: number; y: number }
  /** Undefined keeps the original's format. */
  format?: OutputFormat
  quality: number
}

const maxSide = 5000
const fits: readonly Fit[] = ['clip', 'crop', 'fill', 'fillmax', 'max', 'min', 'scale']
const forced: Record<string, OutputFormat> = {
  avif: 'avif',
  webp: 'webp',
  jpg: 'jpg',
  pjpg: 'jpg',
  png: 'png',
  gif: 'gif',
}
const edges: Record<string, Partial<{ x: number; y: number }>> = {
  top: { y: 0 },
  bottom: { y: 1 },
  left: { x: 0 },
  right: { x: 1 },
}

const positive = (value: string | null, max = maxSide) => {
  const number = Number(value)
  return value !== null && Number.isFinite(number) && number > 0 ? Math.min(number, max) : undefined
}
const unit = (value: string | null) => {
  const number = Number(value)
  return value !== null && Number.isFinite(number) ? Math.min(Math.max(number, 0), 1) : undefined
}

function focusOf(search: URLSearchParams) {
  const focus = { x: 0.5, y: 0.5 }
  for (const edge of (search.get('crop') ?? '').split(',')) Object.assign(focus, edges[edge])
  return { x: unit(search.get('fp-x')) ?? focus.x, y: unit(search.get('fp-y')) ?? focus.y }
}

function rectOf(value: string | null): ImageParams['rect'] {
  const parts = (value ?? '').split(',').map(Number)
  if (parts.length !== 4 || parts.some((part) => !Number.isInteger(part) || part < 0)) return undefined
  const [left, top, width, height] = parts as [number, number, number, number]
  return width > 0 && height > 0 ? [left, top, width, height] : undefined
}

/** `fm=` wins; `auto=format` picks AVIF, then WebP, by what the browser accepts. */
function formatOf(search: URLSearchParams, accept: string): OutputFormat | undefined {
  const fm = forced[search.get('fm') ?? '']
  if (fm) return fm
  if (search.get('auto') !== 'format') return undefined
  if (accept.includes('image/avif')) return 'avif'
  return accept.includes('image/webp') ? 'webp' : undefined
}

/** Undefined when the URL asks for the original as it is. */
export function parseImageParams(search: URLSearchParams, accept = ''): ImageParams | undefined {
  const dpr = positive(search.get('dpr'), 3) ?? 1
  const scaled = (value: number | undefined) => value && Math.min(Math.round(value * dpr), maxSide)
  const fit = fits.find((candidate) => candidate === search.get('fit')) ?? 'clip'
  const params: ImageParams = {
    width: scaled(positive(search.get('w') ?? search.get('max-w'))),
    height: scaled(positive(search.get('h') ?? search.get('max-h'))),
    rect: rectOf(search.get('rect')),
    fit,
    focus: focusOf(search),
    format: formatOf(search, accept),
    quality: Math.round(positive(search.get('q'), 100) ?? 75),
  }
  const transforms = params.width || params.height || params.rect || params.format || search.has('q')
  return transforms ? params : undefined
}

/** The same parameters always name the same cached file. */
export const paramsKey = (params: ImageParams) => JSON.stringify(params)
