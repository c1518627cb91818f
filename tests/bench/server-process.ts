import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { loadContentEnv } from 'shared/content-env'
import { seedUnedited } from '../../seed/lake'

type Options = {
  /** Names the fresh data folder, so a leftover one says which bench made it. */
  name?: string
  /** Also print the server's output; it is kept in `output` either way (to check it for personal data). */
  echo?: boolean
  /** The folder the server runs from, with its build in `dist/` (the repository's by default). */
  cwd?: string
}

/**
 * The production build (`npm run build` first) as a child process on a port of its own, with a
 * fresh data folder and lake unless `env` names others, never the developer's ./data or the
 * Studio's lake port.
 */
export class ServerProcess {
  child: ChildProcess | undefined
  readonly output: string[] = []
  private readonly env: Record<string, string>

  constructor(
    readonly port: number,
    env: Record<string, string> = {},
    private readonly options: Options = {},
  ) {
    this.env = {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: this.url,
      LOG_LEVEL: 'warn',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), `${options.name ?? 'bench-server'}-`)),
      LAKE_PORT: '0',
      ...env,
    }
  }

  get url() {
    return `http://127.0.0.1:${this.port}`
  }

  get pid() {
    return this.child?.pid
  }

  /** Resolves once /healthz answers; throws with the server's output if it never does. */
  async start() {
    const cwd = this.options.cwd ?? process.cwd()
    if (!existsSync(path.join(cwd, 'dist/server/main.js'))) throw new Error('run `npm run build` first')
    // As `npm start` does: the seed's fixtures first, into a lake no editor changed.
    const content = loadContentEnv(this.env)
    if (content.sanity.mode === 'embedded') await seedUnedited(content, () => {})
    this.child = spawn(process.execPath, ['dist/server/main.js'], {
      cwd,
      env: { ...process.env, ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    for (const stream of [this.child.stdout, this.child.stderr]) {
      stream?.on('data', (chunk: Buffer) => {
        this.output.push(chunk.toString())
        if (this.options.echo) process.stderr.write(chunk)
      })
    }
    for (let i = 0; i < 300; i++) {
      const ok = await fetch(`${this.url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
      if (ok) return this
      if (this.child.exitCode !== null) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    this.child.kill('SIGKILL')
    throw new Error(`server on ${this.port} did not start:\n${this.output.join('')}`)
  }

  /** SIGKILL: no shutdown hook runs, like a crash or a pulled plug. */
  kill() {
    return this.signal('SIGKILL')
  }

  stop() {
    return this.signal('SIGTERM')
  }

  private async signal(signal: NodeJS.Signals) {
    const child = this.child
    if (!child || child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill(signal)
    await exited
  }
}

/** A started production server whose output the bench shows as it comes. */
export const startProductionServer = (port: number, name: string, env: Record<string, string> = {}) =>
  new ServerProcess(port, env, { name, echo: true }).start()
