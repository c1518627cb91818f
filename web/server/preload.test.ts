import { describe, expect, it } from 'vitest'
import { modulePreloader, type ViteManifest } from './preload'

const manifest: ViteManifest = {
  'src/entry-client.tsx': { file: 'assets/index.js', isEntry: true, imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  '_page-frame.js': { file: 'assets/page-frame.js', imports: ['_runtime.js'] },
  'src/pages/home/home-page.tsx': { file: 'assets/home.js', imports: ['_page-frame.js', '_form.js'] },
  '_form.js': { file: 'assets/form.js', imports: ['_page-frame.js'] },
  'src/pages/about/about-page.tsx': { file: 'assets/about.js', imports: ['_page-frame.js'] },
}

describe('modulePreloader', () => {
  it("preloads a page's chunk and everything it imports, once each, but not the entry's own", () => {
    const links = modulePreloader(manifest)(['src/pages/home/home-page.tsx'])
    expect(links.split('\n').map((line) => /href="([^"]+)"/.exec(line)?.[1])).toEqual([
      '/assets/home.js',
      '/assets/page-frame.js',
      '/assets/form.js',
    ])
    expect(links).toContain('<link rel="modulepreload" crossorigin href="/assets/home.js">')
  })

  it("never names another page's chunk, and nothing for an unknown module", () => {
    const preload = modulePreloader(manifest)
    expect(preload(['src/pages/about/about-page.tsx'])).not.toContain('home.js')
    expect(preload(['src/pages/missing.tsx'])).toBe('')
  })
})
