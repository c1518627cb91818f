import { expect, test } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'

/**
 * The voice SDK (and Daily under it) must cost a page nothing until a call starts: no byte of it
 * may be in the JavaScript the home page loads. Reads the build's manifest, so run after `npm run build`.
 */
type Chunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }
const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<string, Chunk>
const chunk = (key: string): Chunk => manifest[key] ?? { file: '' }
const read = (file: string) => readFileSync(`dist/client/${file}`)
const gzipKb = (files: string[]) => files.reduce((total, file) => total + gzipSync(read(file)).length, 0) / 1000

/** A chunk and everything it imports statically: what loads together with it. */
function staticGraph(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen
  seen.add(key)
  for (const next of chunk(key).imports ?? []) staticGraph(next, seen)
  return seen
}

// Strings only the SDK (its API host) and Daily (its call-machine CDN) contain.
const sdkMarkers = ['api.vapi.ai', 'c.daily.co']

test('the home page loads none of the voice SDK; it comes as a lazy chunk on the click', async ({ page }) => {
  const entryKey = Object.keys(manifest).find((key) => chunk(key).isEntry)!
  const initial = [...staticGraph(entryKey)].map((key) => chunk(key).file)
  for (const file of initial) {
    const text = read(file).toString()
    for (const marker of sdkMarkers) expect(text.includes(marker), `${marker} in ${file}`).toBe(false)
  }

  const sdkKey = Object.keys(manifest).find((key) => chunk(key).src?.includes('@vapi-ai/web'))!
  expect(chunk(entryKey).dynamicImports).toContain(sdkKey)
  const lazy = [...staticGraph(sdkKey)].map((key) => chunk(key).file).filter((file) => !initial.includes(file))
  expect(sdkMarkers.every((marker) => lazy.some((file) => read(file).toString().includes(marker)))).toBe(true)

  // What the browser really fetches for the home page: exactly the initial graph.
  const scripts: string[] = []
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname))
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  expect(scripts.sort()).toEqual(initial.map((file) => `/${file}`).sort())

  const sizes = `initial JS ${gzipKb(initial).toFixed(1)} kB gzip in ${initial.length} chunk(s); voice SDK ${gzipKb(lazy).toFixed(1)} kB gzip, on the click`
  test.info().annotations.push({ type: 'bundle', description: sizes })
  console.log(sizes)
})
