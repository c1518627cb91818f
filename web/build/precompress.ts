import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Plugin } from 'vite'
import { compressBest } from '../server/compression.ts'

/** Text formats worth compressing; images and fonts are compressed already. */
const compressible = /\.(js|mjs|css|map|svg|json|txt|xml|webmanifest)$/
/** Below this, compression saves less than the headers it costs (as @fastify/compress's threshold). */
const minimumBytes = 1024

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of the client build, at the best
 * settings, so the server sends assets without compressing them per request (`preCompressed` in
 * web/server/app.ts). The template is never sent as it is, so it is left alone.
 */
export function precompressAssets(): Plugin {
  let outDir = ''
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    closeBundle: () => precompressDirectory(outDir),
  }
}

export async function precompressDirectory(directory: string) {
  const files = await readdir(directory, { recursive: true })
  const targets = files.filter((file) => compressible.test(file))
  await Promise.all(targets.map((file) => precompress(path.join(directory, file))))
}

async function precompress(file: string) {
  const body = await readFile(file)
  if (body.length < minimumBytes) return
  const { br, gzip } = await compressBest(body)
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzip)])
}
