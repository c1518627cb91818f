import { expect, type Page } from '@playwright/test'
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fixtureDocuments } from '../../seed/fixtures'
import { authorization } from '../../web/server/lake/credential'
import { startLake, type Lake } from '../../web/server/lake/lake'

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

/**
 * The editing loop on one machine, for the Studio journeys: the built Studio, served by a local
 * content lake over HTTP/2 with its self-signed certificate, and a production site reading the same
 * lake. Both run here (not as the suite's web server) so a journey can restart the lake.
 */
export async function studioLake() {
  const dir = await mkdtemp(path.join(tmpdir(), 'studio-e2e-'))
  const open = (port = 0) =>
    startLake({
      documents: fixtureDocuments,
      dataset: 'production',
      port,
      // Where the site, given DATA_DIR=dir, looks for the lake's uploads.
      dir: path.join(dir, 'lake'),
      mediaDirs: [path.resolve('seed/images')],
      studioDir: path.resolve('studio/dist'),
    })
  let lake: Lake = await open()
  const port = await freePort()
  const siteUrl = `http://127.0.0.1:${port}`
  // The site finds the lake holding LAKE_PORT and reads from it.
  const site: ChildProcess = spawn('node', ['dist/server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LAKE_PORT: String(lake.port),
      DATA_DIR: dir,
      LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
  })
  const health = () =>
    fetch(`${siteUrl}/healthz`).then(
      (r) => r.status,
      () => 0,
    )
  await expect.poll(health, { timeout: 60_000 }).toBe(200)

  const problems = { console: [] as string[], lake: [] as string[] }
  const origin = () => `https://local.localhost:${lake.port}`
  const signIn = async (page: Page) => {
    const response = await fetch(`${lake.url}/lake/login-codes`, {
      method: 'POST',
      headers: authorization(lake.token),
    })
    const { code } = (await response.json()) as { code: string }
    await page.goto(`${origin()}/lake/login?code=${code}`)
  }

  return {
    get lake() {
      return lake
    },
    get origin() {
      return origin()
    },
    siteUrl,
    siteText: (route: string) => fetch(`${siteUrl}${route}`).then((response) => response.text()),
    /** A write as an editor's script makes it: with the token. */
    mutate: (mutations: object[]) =>
      fetch(`${lake.url}/v2025-02-19/data/mutate/production`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...authorization(lake.token) },
        body: JSON.stringify({ mutations }),
      }),
    /** An image upload as an editor's script makes it: the asset document the lake made. */
    upload: async (bytes: Buffer, filename: string) => {
      const response = await fetch(`${lake.url}/v2025-02-19/assets/images/production?filename=${filename}`, {
        method: 'POST',
        headers: authorization(lake.token),
        body: new Uint8Array(bytes),
      })
      return ((await response.json()) as { document: { _id: string } }).document
    },
    /** What `npm run studio` prints, opened: the browser gets the editor's session cookie. */
    signIn,
    /** Every console error and every lake answer of 400 or more the watched pages met. */
    problems,
    /** Signs the page in as an editor of its own and opens the Studio there, watching for problems. */
    open: async (page: Page, studioPath: string) => {
      page.on('console', (message) => {
        if (message.type() === 'error') problems.console.push(message.text())
      })
      page.on('pageerror', (error) => problems.console.push(error.message))
      page.on('response', (response) => {
        if (response.status() >= 400 && response.url().startsWith(origin())) {
          problems.lake.push(`${response.status()} ${response.request().method()} ${response.url()}`)
        }
      })
      await signIn(page)
      await page.goto(`${origin()}/${studioPath}`)
    },
    restart: async () => {
      const port = lake.port
      await lake.close()
      lake = await open(port)
    },
    close: async () => {
      site.kill()
      await lake.close()
      await rm(dir, { recursive: true, force: true })
    },
  }
}

export type StudioLake = Awaited<ReturnType<typeof studioLake>>
