import { execFile } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { contactData, newLead } from '../../../tests/support/server/lead-fixtures'
import { openSqliteStore } from '../leads/sqlite'

const run = promisify(execFile)

/**
 * `npm run leads -- …` as an operator runs it (tsx on this Node), over this data folder and nothing
 * else of this process's environment; its output and exit code.
 */
async function leadsCli(dataDir: string, args: string[]) {
  const tsx = path.resolve('node_modules/tsx/dist/cli.mjs')
  const env = { DATA_DIR: dataDir }
  try {
    const { stdout } = await run(process.execPath, [tsx, 'web/server/cli/leads.ts', ...args], { env })
    return { stdout, code: 0 }
  } catch (error) {
    const failed = error as { stdout: string; code: number }
    return { stdout: failed.stdout, code: failed.code }
  }
}

describe('npm run leads -- --erasure-check', () => {
  it('names every place it searched, with counts and never the details; exits 1 until the person is gone', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'leads-cli-'))
    const store = await openSqliteStore(path.join(dataDir, 'leads.sqlite'))
    const person = { correo: 'lidia@panaderia.test', telefono: '+503 7111-2233' }
    const { lead } = await store.addLead(newLead('contact', contactData(person)), [])
    const check = ['--erasure-check', person.correo, '--erasure-check', person.telefono]

    const before = await leadsCli(dataDir, check)
    expect(before.code).toBe(1)
    expect(before.stdout).toMatch(/^\s+1 {2}table leads$/m)
    expect(before.stdout).toContain('Traces left in')
    expect(before.stdout).not.toContain(person.correo)
    expect(before.stdout).not.toContain('7111')

    await store.eraseLead(lead.id, { name: 'Ana', via: 'lake' }, 'request')
    await store.close()
    const after = await leadsCli(dataDir, check)
    expect(after.code).toBe(0)
    expect(after.stdout).toMatch(/^\s+0 {2}table leads$/m)
    expect(after.stdout).toMatch(/^\s+0 {2}file .*leads\.sqlite$/m)
    expect(after.stdout).toContain('No trace of the 2 detail(s) in')
  })
})
