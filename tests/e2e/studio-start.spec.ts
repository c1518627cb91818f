import { expect, test } from '@playwright/test'
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from '../support/free-port'
import { studioLoad } from './studio-editor'

/**
 * Getting in, as the README tells a newcomer: `npm run studio -- --port N --name "Ana"` starts the
 * lake on that port, serves the built Studio there, and prints one sign-in address that works once,
 * signing the browser in as Ana.
 */
test.use({ ignoreHTTPSErrors: true })
test.setTimeout(180_000)

test('npm run studio -- --port N --name prints a sign-in address on that port that opens the Studio once, as that editor', async ({
  page,
}) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'studio-start-'))
  const port = await freePort()
  // What `npm run studio -- --port N` runs, without npm in between so the test can stop it.
  const studio = spawn('node_modules/.bin/tsx', ['studio/start.ts', '--port', String(port), '--name', 'Ana Pérez'], {
    env: { ...process.env, DATA_DIR: dir },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let output = ''
  studio.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  try {
    const address = () => /https:\/\/\S+\/lake\/login\?code=\S+/.exec(output)?.[0] ?? ''
    await expect.poll(address, studioLoad).not.toBe('')
    expect(address().startsWith(`https://local.localhost:${port}/lake/login?code=`)).toBe(true)
    // The certificate is this machine's own: the person is told the browser will warn, and why.
    expect(output).toContain('the browser says the connection is not private')
    expect(output).not.toContain('status.sanity.io')
    expect(output).toContain('sign in to the Studio as Ana Pérez')

    await page.goto(address())
    await expect(page.getByRole('link', { name: 'Structure' })).toBeVisible(studioLoad)
    expect(new URL(page.url()).origin).toBe(`https://local.localhost:${port}`)
    // Who the Studio's browser is to the lake.
    const me = await page.evaluate(() => fetch('/v2025-02-19/users/me').then((response) => response.json()))
    expect(me).toMatchObject({ name: 'Ana Pérez' })

    const again = await page.goto(address())
    expect(again?.status()).toBe(403)
    await expect(page.getByRole('heading', { name: 'This sign-in address no longer works' })).toBeVisible()
  } finally {
    studio.kill('SIGTERM')
    if (studio.exitCode === null) await once(studio, 'exit')
    await rm(dir, { recursive: true, force: true })
  }
})
