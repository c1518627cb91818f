import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { compressible, contentTypes } from './content-types'
import type { FixtureHandler, FixtureRoute } from './fixture-server'

/** The calibration set: real small-business sites and our ranking of them (`calibration/README.md`). */
export const calibrationDir = fileURLToPath(new URL('./calibration', import.meta.url))

/** One site's `site.json`: where it comes from, what it is, how its host answers, and its files. */
export type CalibrationSiteFile = {
  kind: string
  place: string
  host: string
  gzip: boolean
  cacheSeconds: number
  cacheSecondsFor?: Record<string, number>
  home?: string
  origin: { repository: string; commit: string; folder?: string }
  files: string[]
  assets: Record<string, number>
}

/** A calibration site as the script and the test see it: our rank (1 is best) and whether its files are here. */
export type CalibrationSite = CalibrationSiteFile & { name: string; rank: number; home: string; present: boolean }

const rankedEntry = /^\d+\. \*\*([\w-]+)\*\*/gm

/** The calibration sites in our order, best first: the numbered list of `calibration/README.md`. */
export async function calibrationSites(): Promise<CalibrationSite[]> {
  const readme = await readFile(path.join(calibrationDir, 'README.md'), 'utf8')
  const names = [...readme.matchAll(rankedEntry)].map((match) => match[1]!)
  return Promise.all(
    names.map(async (name, index) => {
      const site = JSON.parse(
        await readFile(path.join(calibrationDir, name, 'site.json'), 'utf8'),
      ) as CalibrationSiteFile
      const present = site.files.every((file) => existsSync(path.join(calibrationDir, name, 'files', file)))
      return { ...site, name, rank: index + 1, home: site.home ?? '/', present }
    }),
  )
}

const typeOf = (file: string) => contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream'

/** A body of `bytes` zero bytes, made up on request so that no asset is held in memory. */
function syntheticBody(headers: Record<string, string>, bytes: number): FixtureHandler {
  return (request: IncomingMessage, response: ServerResponse) => {
    response.writeHead(200, { ...headers, 'content-length': String(bytes) })
    if (request.method === 'HEAD') return void response.end()
    const chunk = Buffer.alloc(64 * 1024)
    let left = bytes
    const write = () => {
      while (left > 0) {
        const part = chunk.subarray(0, Math.min(left, chunk.length))
        left -= part.length
        if (!response.write(part)) return void response.once('drain', write)
      }
      response.end()
    }
    write()
  }
}

/** The paths a static host answers a file at: itself, `page` for `page.html`, and `dir/` for `dir/index.html`. */
function pathsOf(file: string): string[] {
  const own = `/${file}`
  const paths = [own]
  if (/\.html$/i.test(file)) paths.push(own.replace(/\.html$/i, ''))
  if (/(^|\/)index\.html$/.test(file)) paths.push(own.replace(/index\.html$/, ''))
  return paths.flatMap((candidate) => [candidate, encodeURI(candidate)])
}

/** One calibration site as fixture routes: its text files from `files/`, and every asset as a body of its size. */
export async function calibrationSiteRoutes(
  site: CalibrationSite,
): Promise<Record<string, FixtureRoute | FixtureHandler>> {
  const headers = (file: string): Record<string, string> => {
    const seconds = site.cacheSecondsFor?.[path.extname(file).toLowerCase()] ?? site.cacheSeconds
    return {
      'content-type': typeOf(file),
      ...(seconds > 0 && { 'cache-control': `public, max-age=${seconds}` }),
    }
  }
  const routes: Record<string, FixtureRoute | FixtureHandler> = {}
  for (const [file, bytes] of Object.entries(site.assets)) {
    for (const route of pathsOf(file)) routes[route] = syntheticBody(headers(file), bytes)
  }
  for (const file of site.files) {
    const body = await readFile(path.join(calibrationDir, site.name, 'files', file))
    const route: FixtureRoute =
      site.gzip && compressible(typeOf(file))
        ? { headers: { ...headers(file), 'content-encoding': 'gzip' }, body: gzipSync(body) }
        : { headers: headers(file), body }
    for (const candidate of pathsOf(file)) routes[candidate] = route
  }
  return routes
}
