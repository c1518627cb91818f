import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { RenderInput, RenderResult } from '../src/entry-server'
import { modulePreloader, type ViteManifest } from './preload'

export type Renderer = {
  render: (input: RenderInput) => Promise<RenderResult>
  template: (url: string) => Promise<string>
  /** Preload tags for the page modules a render used (production; Vite serves modules in development). */
  preloadLinks: (modules: string[]) => string
  /** Connect-style middleware serving Vite's dev assets, in development only. */
  devMiddleware?: (req: unknown, res: unknown, next: () => void) => void
  close: () => Promise<void>
}

/** Production: the built client template and the bundled server entry. */
export async function productionRenderer(root: string): Promise<Renderer> {
  const client = path.join(root, 'dist/client')
  const template = await readFile(path.join(client, 'index.html'), 'utf8')
  const manifest = JSON.parse(await readFile(path.join(client, '.vite/manifest.json'), 'utf8')) as ViteManifest
  const { render } = await import('../src/entry-server')
  return { render, template: async () => template, preloadLinks: modulePreloader(manifest), close: async () => {} }
}

/** Development: Vite in middleware mode, with modules reloaded on change. */
export async function developmentRenderer(root: string): Promise<Renderer> {
  const { createServer } = await import('vite')
  const vite = await createServer({
    configFile: path.join(root, 'vite.config.ts'),
    server: { middlewareMode: true },
    appType: 'custom',
  })
  const templatePath = path.join(root, 'web/index.html')
  return {
    render: async (input) => {
      const module = (await vite.ssrLoadModule('/src/entry-server.tsx')) as Pick<Renderer, 'render'>
      return module.render(input)
    },
    template: async (url) => vite.transformIndexHtml(url, await readFile(templatePath, 'utf8')),
    preloadLinks: () => '',
    devMiddleware: vite.middlewares as unknown as Renderer['devMiddleware'],
    close: () => vite.close(),
  }
}
