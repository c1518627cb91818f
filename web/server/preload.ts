/** The part of Vite's build manifest (`dist/client/.vite/manifest.json`) that preloading reads. */
export type ViteManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>

/** A chunk and every chunk it imports statically, as built files. */
function closure(manifest: ViteManifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key]
  if (!chunk || seen.has(key)) return seen
  seen.add(key)
  for (const imported of chunk.imports ?? []) closure(manifest, imported, seen)
  return seen
}

/**
 * `<link rel="modulepreload">` tags for the page modules a render used, so the browser fetches the
 * route's chunks with the entry instead of after it. Chunks the entry imports are left out: the
 * template's own tags load those.
 */
export function modulePreloader(manifest: ViteManifest): (modules: string[]) => string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry)
  const entryChunks = new Set(entries.flatMap((key) => [...closure(manifest, key)]))
  return (modules) => {
    const chunks = new Set(modules.flatMap((module) => [...closure(manifest, module)]))
    return [...chunks]
      .filter((key) => !entryChunks.has(key))
      .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`)
      .join('\n    ')
  }
}
