import type { Plugin } from 'vite'

/** The module Vite wraps every dynamic import of the browser build with (`__vitePreload`). */
const preloadHelperId = '\0vite/preload-helper.js'

/**
 * Vite wraps each dynamic import in its preload helper even with `build.modulePreload: false`: the
 * helper then preloads nothing (every dependency list is empty) and only re-announces a failed
 * import as a `vite:preloadError` event, which nothing here listens to. In its place, a helper that
 * just runs the import: 0.7 kB gzip less in every page's first load (docs/performance-log.md).
 */
export function plainDynamicImports(): Plugin {
  return {
    name: 'plain-dynamic-imports',
    apply: 'build',
    enforce: 'pre',
    load: (id) => (id === preloadHelperId ? 'export const __vitePreload = (load) => load()' : null),
  }
}
