import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'

/** A free loopback port, for servers a bench starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/** The production build as a child process; its output is kept to check it for personal data. */
export class ServerProcess {
  child: ChildProcess | undefined
  readonly output: string[] = []

  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get url() {
    return `http://127.0.0.1:${this.port}`
  }

  async start() {
    this.child = spawn(process.execPath, ['dist/server/main.js'], {
      env: { ...this.env, PORT: String(this.port), HOST: '127.0.0.1', NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    this.child.stdout?.on('data', (chunk: Buffer) => this.output.push(chunk.toString()))
    this.child.stderr?.on('data', (chunk: Buffer) => this.output.push(chunk.toString()))
    for (let i = 0; i < 300; i++) {
      const ok = await fetch(`${this.url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
      if (ok) return
      if (this.child.exitCode !== null) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
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
