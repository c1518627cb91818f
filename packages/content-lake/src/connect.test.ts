import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { connectLake } from './connect'

const documents = [{ _id: 'a', _type: 'thing' }]
const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function options(port = 0) {
  const dir = await mkdtemp(path.join(tmpdir(), 'connect-test-'))
  cleanups.push(() => rm(dir, { recursive: true, force: true }))
  return { documents, dataset: 'production', port, dir, languages: [] }
}

describe('connectLake', () => {
  it('starts a lake, and a second process on the same port uses it instead', async () => {
    const first = await connectLake(await options())
    cleanups.push(first.close)
    const second = await connectLake(await options(first.port))
    expect([first.owned, second.owned]).toEqual([true, false])
    expect(second.url).toBe(first.url)
  })

  it('says so when the port is taken by something else', async () => {
    const other = createServer((_request, response) => response.end('hello'))
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve))
    cleanups.push(() => new Promise((resolve) => other.close(resolve)))
    const { port } = other.address() as { port: number }
    await expect(connectLake(await options(port))).rejects.toThrow(`LAKE_PORT ${port} is taken`)
  })
})
