import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { RenderInput, RenderResult } from '../src/entry-server'

export type Renderer = {
  render: (input: RenderInput) => Promise<RenderResult>
  template: (url: string) => Promise<string>
  /** Connect-style middleware serving Vite's dev assets, in development only. */
  devMiddleware?: (req: unknown, res: unknown, next: () => void) => void
  close: () => Promise<void>
}

/** Production: the built client template and the bundled server entry. */
export async function productionRenderer(root: string): Promise<Renderer> {
  const template = await readFile(path.join(root, 'dist/client/index.html'), 'utf8')
  const { render } = await import('../src/entry-server')
  return { render, template: async () => template, close: async () => {} }
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
    devMiddleware: vite.middlewares as unknown as Renderer['devMiddleware'],
    close: () => vite.close(),
  }
}
