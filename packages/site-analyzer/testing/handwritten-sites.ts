import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { contentTypes } from './content-types'
import type { FixtureRoute } from './fixture-server'

/** Hand-written small-business sites of known quality, best first (`handwritten/` beside this file). */
const handwrittenDir = fileURLToPath(new URL('./handwritten', import.meta.url))

/** `/img/pan-450k.jpg`: an image of 450 KiB, made up on the fly so the repository holds no binaries. */
const imageReference = /\/img\/[\w-]+-(\d+)k\.(jpg|png|webp)/g

type SiteBehaviour = { gzip: boolean; cacheSeconds: number }

async function filesOf(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? filesOf(dir, path.join(prefix, entry.name)) : [path.join(prefix, entry.name)],
    ),
  )
  return nested.flat()
}

/** One hand-written site as fixture routes: `index.html` is `/`, `menu.html` is `/menu`. */
export async function handwrittenSite(name: string): Promise<Record<string, FixtureRoute>> {
  const dir = path.join(handwrittenDir, name)
  const behaviour = JSON.parse(await readFile(path.join(dir, 'site.json'), 'utf8')) as SiteBehaviour
  const headers = (type: string): Record<string, string> => ({
    'content-type': type,
    ...(behaviour.cacheSeconds > 0 && { 'cache-control': `public, max-age=${behaviour.cacheSeconds}` }),
  })
  const routes: Record<string, FixtureRoute> = {}
  for (const file of (await filesOf(dir)).filter((candidate) => candidate !== 'site.json')) {
    const extension = path.extname(file)
    const type = contentTypes[extension] ?? 'application/octet-stream'
    const body = await readFile(path.join(dir, file))
    const route = `/${file
      .replace(/\\/g, '/')
      .replace(/(^|\/)index\.html$/, '$1')
      .replace(/\.html$/, '')}`
    const textual = !type.startsWith('image/')
    routes[route] =
      behaviour.gzip && textual
        ? { headers: { ...headers(type), 'content-encoding': 'gzip' }, body: gzipSync(body) }
        : { headers: headers(type), body }
    if (extension === '.html') {
      for (const [reference, kib, format] of body.toString('utf8').matchAll(imageReference)) {
        routes[reference] = { headers: headers(contentTypes[`.${format}`]!), body: Buffer.alloc(Number(kib) * 1024) }
      }
    }
  }
  return routes
}

/** The hand-written sites' folder names, best first. */
export async function handwrittenSiteNames(): Promise<string[]> {
  const entries = await readdir(handwrittenDir, { withFileTypes: true })
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
}
