/** The same JSON for the same value, whatever order its keys were written in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1))
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/**
 * A short fingerprint of a Spanish value (FNV-1a, 32 bits): synchronous, so the Studio can store
 * it in the same patch as the English edit, and the same in the browser and in Node. It only has
 * to tell "changed" from "unchanged", not resist anyone.
 */
export function sourceDigest(value: unknown): string {
  let hash = 0x811c9dc5
  for (const character of canonical(value)) {
    hash ^= character.codePointAt(0)!
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(16).padStart(8, '0')
}
