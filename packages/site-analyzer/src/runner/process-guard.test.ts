import { spawn } from 'node:child_process'
import { writeFileSync, mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'

/** Runs a script that guards its process with a JSON logger, then returns its exit code and output. */
function runGuarded(body: string) {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'process-guard-'))
  const script = path.join(folder, 'script.ts')
  const guard = fileURLToPath(new URL('./process-guard.ts', import.meta.url))
  writeFileSync(
    script,
    `import { guardProcess } from ${JSON.stringify(guard)}
const write = (level: string) => (obj: { err: unknown }, msg: string) =>
  console.log(JSON.stringify({ level, msg, err: String((obj.err as Error).message) }))
guardProcess({ error: write('error'), fatal: write('fatal') } as never)
${body}`,
  )
  const child = spawn(process.execPath, ['--import', 'tsx', script], { stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return new Promise<{ code: number | null; lines: Record<string, string>[] }>((resolve) =>
    child.on('close', (code) =>
      resolve({
        code,
        lines: output
          .trim()
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line)),
      }),
    ),
  )
}

it('logs a rejection nobody handled and keeps the process running', async () => {
  const { code, lines } = await runGuarded(`
void Promise.reject(new Error('Target closed'))
setTimeout(() => console.log(JSON.stringify({ level: 'info', msg: 'still running' })), 100)
`)
  expect(code).toBe(0)
  expect(lines).toEqual([
    { level: 'error', msg: 'unhandled promise rejection (logged; the process keeps running)', err: 'Target closed' },
    { level: 'info', msg: 'still running' },
  ])
}, 20_000)

it('logs an uncaught exception before the process ends with a failure', async () => {
  const { code, lines } = await runGuarded(`setTimeout(() => { throw new Error('broken state') }, 10)`)
  expect(code).toBe(1)
  expect(lines).toEqual([{ level: 'fatal', msg: 'uncaught exception: the process ends', err: 'broken state' }])
}, 20_000)
