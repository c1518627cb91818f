import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * The production build (`npm run build` first) on a port of its own, with a fresh data folder and
 * lake, never the developer's ./data or the Studio's lake port, and any further variables. Resolves
 * once /healthz answers.
 */
export async function startProductionServer(
  port: number,
  name: string,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  const origin = `http://127.0.0.1:${port}`
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: origin,
      LOG_LEVEL: 'warn',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), `${name}-`)),
      LAKE_PORT: '0',
      ...env,
    },
    stdio: 'inherit',
  })
  for (let attempt = 0; attempt < 100; attempt++) {
    const up = await fetch(`${origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    )
    if (up) return server
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  server.kill()
  throw new Error('the server did not start')
}
