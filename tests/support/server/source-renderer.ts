import { readFile } from 'node:fs/promises'
import { render } from '../../../web/src/entry-server'
import type { Renderer } from '../../../web/server/renderer'

/** For tests: the real page renderer with the source template, without a Vite build. */
export function sourceRenderer(): Renderer {
  return { render, template: () => readFile('web/index.html', 'utf8'), preloadLinks: () => '', close: async () => {} }
}
