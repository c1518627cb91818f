import { expect, test, type Page } from '@playwright/test'
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fixtureDocuments } from '../../seed/fixtures'
import { startLake, type Lake } from '../../web/server/lake/lake'

/**
 * The editing loop on one machine: the built Studio, served by a local content lake over HTTP/2
 * with its self-signed certificate, edits what a production site reads from the same lake.
 * The lake and the site run here (not as the suite's web server) so the lake can be restarted.
 */
test.describe.configure({ mode: 'serial' })
test.use({ ignoreHTTPSErrors: true })
// The Studio is a large application; its first load in a fresh browser takes a while.
test.setTimeout(180_000)
const studioLoad = { timeout: 60_000 }

let dir: string
let lake: Lake
let site: ChildProcess
let siteUrl: string

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

const openLake = (port = 0) =>
  startLake({
    documents: fixtureDocuments,
    dataset: 'production',
    port,
    // Where the site, given DATA_DIR=dir, looks for the lake's uploads.
    dir: path.join(dir, 'lake'),
    mediaDirs: [path.resolve('seed/images')],
    studioDir: path.resolve('studio/dist'),
  })

test.beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'studio-e2e-'))
  lake = await openLake()
  // A translator's starting point: one English field still empty, so the site shows Spanish there.
  await fetch(`${lake.url}/v2025-02-19/data/mutate/production`, {
    method: 'POST',
    body: JSON.stringify({ mutations: [{ patch: { id: 'service-chatbots', unset: ['badge.en'] } }] }),
  })
  const port = await freePort()
  siteUrl = `http://127.0.0.1:${port}`
  // The site finds the lake holding LAKE_PORT and reads from it.
  site = spawn('node', ['dist/server/main.js'], {
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
  await expect
    .poll(
      () =>
        fetch(`${siteUrl}/healthz`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200)
})

test.afterAll(async () => {
  site?.kill()
  await lake?.close()
  await rm(dir, { recursive: true, force: true })
})

async function openInStudio(page: Page, documentPath: string) {
  await page.goto(`https://local.localhost:${lake.port}/structure/${documentPath}`)
}

async function publish(page: Page) {
  const button = page.getByTestId('action-publish')
  await expect(button).toBeEnabled(studioLoad)
  await button.click()
  await expect(page.getByText(/was published/)).toBeVisible(studioLoad)
}

const siteText = (route: string) => fetch(`${siteUrl}${route}`).then((response) => response.text())

test('a translator fills an empty English field, publishes, and the site shows it in English', async ({ page }) => {
  expect(await siteText('/servicios?lang=en')).toContain('Disponible 24/7')

  await page.goto(`https://local.localhost:${lake.port}/structure/missing-english`)
  await expect(page.getByText('badge', { exact: true })).toBeVisible(studioLoad)

  await openInStudio(page, 'service;service-chatbots')
  const english = page.getByTestId('field-badge.en').locator('input')
  await expect(english).toHaveValue('', studioLoad)
  await english.fill('Always on')
  await publish(page)

  await expect.poll(() => siteText('/servicios?lang=en'), { timeout: 10_000 }).toContain('Always on')
  expect(await siteText('/servicios')).toContain('Disponible 24/7')
})

test('an editor changes a testimonial in Spanish and the site shows it in Spanish', async ({ page }) => {
  await openInStudio(page, 'testimonial;testimonial-1')
  const spanish = page.getByTestId('field-text.es').locator('textarea')
  await expect(spanish).not.toHaveValue('', studioLoad)
  await spanish.fill('Nos atendieron rápido y la página quedó preciosa.')
  await publish(page)

  await expect
    .poll(() => siteText('/'), { timeout: 10_000 })
    .toContain('Nos atendieron rápido y la página quedó preciosa.')
})

test("an editor replaces the founder's photo and the site serves the new image", async ({ page }) => {
  // A 1×1 PNG: any bytes the seed images do not have, so the upload makes a new asset.
  const photo = {
    name: 'new-founder.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    ),
  }
  await openInStudio(page, 'aboutPage')
  const founder = page.getByTestId('field-founder')
  await founder.getByTestId('field-founder.photo.alt').scrollIntoViewIfNeeded(studioLoad)
  await founder.getByTestId('options-menu-button').click()
  const chooser = page.waitForEvent('filechooser')
  await page.getByTestId('file-input-upload-button').click()
  await (await chooser).setFiles(photo)
  await publish(page)

  let src = ''
  await expect
    .poll(
      async () =>
        (src = /src="(\/media\/[0-9a-f]{40}-1x1\.png)(?:\?[^"]*)?"/.exec(await siteText('/sobre-nosotros'))?.[1] ?? ''),
      {
        timeout: 10_000,
      },
    )
    .not.toBe('')
  const image = await fetch(`${siteUrl}${src}`)
  expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/png'])
})

test('edits survive a restart of the lake', async () => {
  const port = lake.port
  await lake.close()
  lake = await openLake(port)
  await expect.poll(() => siteText('/servicios?lang=en'), { timeout: 10_000 }).toContain('Always on')
  expect(await siteText('/')).toContain('Nos atendieron rápido y la página quedó preciosa.')
})
