import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { precompressDirectory } from './precompress.ts'

describe('precompressDirectory', () => {
  it('writes brotli and gzip copies of text files, nested too, that decompress to the original', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'precompress-'))
    await mkdir(path.join(directory, 'assets'))
    const script = Buffer.from('export const greeting = "hola";\n'.repeat(200))
    await writeFile(path.join(directory, 'assets/app-abc123.js'), script)
    await writeFile(path.join(directory, 'assets/app-abc123.js.map'), script)

    await precompressDirectory(directory)

    const br = await readFile(path.join(directory, 'assets/app-abc123.js.br'))
    const gz = await readFile(path.join(directory, 'assets/app-abc123.js.gz'))
    expect(brotliDecompressSync(br).equals(script)).toBe(true)
    expect(gunzipSync(gz).equals(script)).toBe(true)
    expect(br.length).toBeLessThan(script.length / 10)
    expect(await readdir(path.join(directory, 'assets'))).toContain('app-abc123.js.map.br')
  })

  it('leaves small files and formats that are compressed already alone', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'precompress-'))
    await writeFile(path.join(directory, 'robots.txt'), 'User-agent: *\n')
    await writeFile(path.join(directory, 'photo.webp'), Buffer.alloc(4096))

    await precompressDirectory(directory)

    expect((await readdir(directory)).sort()).toEqual(['photo.webp', 'robots.txt'])
  })
})
