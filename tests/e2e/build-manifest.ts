import type { Page } from '@playwright/test'
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'

export type Chunk = { file: string; src?: string; isEntry?: boolean; imports?: string[] }

/** The production build's manifest (`npm run build` first): each source module's built chunk. */
export const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<string, Chunk>

/**
 * A built file with each chunk's content hash in the names it imports (`footer-DePU1x2q.js`) replaced
 * by a stand-in as incompressible, made from the chunk's name: the hashes change with any source
 * anywhere, and their letters alone moved a page's gzip size by a few bytes from build to build.
 */
const withStandInHashes = (code: string) =>
  code.replace(
    /([\w.-]+?)-[\w-]{8}\.js/g,
    (_, name: string) => `${name}-${createHash('sha256').update(name).digest('base64url').slice(0, 8)}.js`,
  )

/** kB gzip of built files of the browser's bundle (paths under dist/client), as a page receives them. */
export const gzipKb = (files: string[]) =>
  files.reduce(
    (total, file) => total + gzipSync(withStandInHashes(readFileSync(`dist/client/${file}`, 'utf8'))).length,
    0,
  ) / 1000

/** The built chunk of a module, by its path under web/ (`src/…`). */
export const chunkOf = (source: string) => manifest[source]!.file

/** The npm package a source path in a source map belongs to, if it is one. */
export const packageOf = (source: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1]

/**
 * From now on, records each of the site's own scripts the page fetches (built chunks, paths under
 * `assets/`); third-party scripts, such as Calendly's widget, are not the site's.
 */
export function recordOwnScripts(page: Page, origin: string): string[] {
  const scripts: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (request.resourceType() === 'script' && url.origin === origin && url.pathname.startsWith('/assets/'))
      scripts.push(url.pathname.slice(1))
  })
  return scripts
}
