import { existsSync, readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js'
import { chromiumArgs, chromiumPath } from 'site-analyzer/chromium'
import { manifest, packageOf, recordOwnScripts } from '../e2e/build-manifest'
import { startProductionServer } from './server-process'

/**
 * `npm run bench:bundle [-- /page | chunk …]` (after `npm run build`): where the browser's
 * JavaScript goes, by source. The chunks are the built files named, or the scripts Chromium fetches
 * for a page until the network is idle (as tests/e2e/bundle.spec.ts counts them), or by default the
 * entry and what it imports, the first load of every page. Every byte of a minified chunk is
 * attributed, through its source map, to the package (or our file) it came from; each group is
 * gzipped on its own and the figures scaled to the chunk's real gzip size. Prints kB gzip per group,
 * largest first: the floor (React, React Router, React Query, styled-components) and what we add to
 * it, as docs/performance-log.md records them.
 */
const dist = 'dist/client'

function entryFiles(): string[] {
  const [, entry] = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)!
  return [entry.file, ...(entry.imports ?? []).map((key) => manifest[key]!.file)]
}

/** A source's group: its package under node_modules, else its path in the repository. */
function group(source: string): string {
  return packageOf(source) ?? source.replace(/^(\.\.\/)+/, '')
}

/** Gzip kB per group for one chunk, scaled so the groups add up to the chunk's own gzip size. */
function attribute(file: string): Map<string, number> {
  const code = readFileSync(`${dist}/${file}`, 'utf8')
  // The bundler's tiny module runtime ships without a map.
  if (!existsSync(`${dist}/${file}.map`)) return new Map([[file, gzipSync(code).length / 1000]])
  const map = JSON.parse(readFileSync(`${dist}/${file}.map`, 'utf8')) as RawSourceMap
  const lines = code.split('\n')
  const text = new Map<string, string[]>()
  // Each mapping owns the generated text up to the next mapping on its line.
  const mappings: { line: number; column: number; name: string }[] = []
  new SourceMapConsumer(map).eachMapping((mapping) => {
    const name = mapping.source ? group(mapping.source) : '(unmapped)'
    mappings.push({ line: mapping.generatedLine, column: mapping.generatedColumn, name })
  })
  mappings.sort((a, b) => a.line - b.line || a.column - b.column)
  mappings.forEach(({ line, column, name }, index) => {
    const next = mappings[index + 1]
    const piece = (lines[line - 1] ?? '').slice(column, next?.line === line ? next.column : undefined)
    const pieces = text.get(name) ?? []
    pieces.push(piece)
    text.set(name, pieces)
  })
  const raw = new Map([...text].map(([name, pieces]) => [name, gzipSync(pieces.join('')).length]))
  const sum = [...raw.values()].reduce((a, b) => a + b, 0)
  const total = gzipSync(code).length
  return new Map([...raw].map(([name, bytes]) => [name, (bytes / sum) * (total / 1000)]))
}

/** The site's own scripts a page fetches in Chromium until the network is idle. */
async function pageFiles(pagePath: string): Promise<string[]> {
  const port = 4390
  const server = await startProductionServer(port, 'bench-bundle')
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } })
    const origin = `http://127.0.0.1:${port}`
    const files = recordOwnScripts(page, origin)
    await page.goto(`${origin}${pagePath}`, { waitUntil: 'networkidle' })
    return files
  } finally {
    await browser.close()
    await server.stop()
  }
}

const [first] = process.argv.slice(2)
const files = !first ? entryFiles() : first.startsWith('/') ? await pageFiles(first) : process.argv.slice(2)
const totals = new Map<string, number>()
for (const file of files) {
  for (const [name, kb] of attribute(file)) totals.set(name, (totals.get(name) ?? 0) + kb)
}
const rows = [...totals].sort((a, b) => b[1] - a[1])
const all = rows.reduce((sum, [, kb]) => sum + kb, 0)
console.log(`${files.join(', ')}: ${all.toFixed(1)} kB gzip`)
for (const [name, kb] of rows) if (kb >= 0.05) console.log(`${kb.toFixed(2).padStart(7)}  ${name}`)
