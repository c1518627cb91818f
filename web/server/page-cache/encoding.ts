/** The encodings cached pages are kept in; the compressed ones in order of preference. */
export type Encoding = 'br' | 'gzip' | 'identity'
const compressed = ['br', 'gzip'] as const

/**
 * The best compression the client accepts (RFC 9110 §12.5.3): the highest q-value, brotli before
 * gzip on a tie, `*` covering either; identity when it accepts neither.
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>()
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean)
    if (name) accepted.set(name, q === undefined ? 1 : Number(q) || 0)
  }
  let best: Encoding = 'identity'
  let bestQuality = 0
  for (const encoding of compressed) {
    const q = accepted.get(encoding) ?? accepted.get('*') ?? 0
    if (q > bestQuality) [best, bestQuality] = [encoding, q]
  }
  return best
}
