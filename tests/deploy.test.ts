import { execFile } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

/**
 * The systemd units of docs/deploy (docs/deploy/README.md): valid as systemd reads them, restarting
 * whatever ends them, bounded in memory, and a health check that restarts the site only when
 * /healthz does not answer.
 */
const run = promisify(execFile)
const root = fileURLToPath(new URL('..', import.meta.url))
const deploy = path.join(root, 'docs/deploy')
const units = readdirSync(deploy).filter((file) => /\.(service|timer)$/.test(file))
const unit = (name: string) => readFileSync(path.join(deploy, name), 'utf8')
const systemdAnalyze = '/usr/bin/systemd-analyze'
const runs = (command: string) =>
  run(command, ['--version']).then(
    () => true,
    () => false,
  )
const hasSystemd = await runs(systemdAnalyze)
const hasCurl = await runs('curl')

describe('the systemd units', () => {
  it.runIf(hasSystemd)('are valid as systemd reads them, with this checkout standing for /srv/zenit', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'units-'))
    for (const name of units) writeFileSync(path.join(folder, name), unit(name).replaceAll('/srv/zenit', root))
    const { stdout, stderr } = await run(systemdAnalyze, ['verify', ...units], { cwd: folder })
    expect(`${stdout}${stderr}`).toBe('')
  })

  it('restart the site and the workers whatever ends them, bound their memory and end every process they started', () => {
    for (const name of ['zenit-site.service', 'zenit-worker.service']) {
      expect(unit(name)).toMatch(/^Restart=always$/m)
      expect(unit(name)).toMatch(/^MemoryMax=\d+[MG]$/m)
      expect(unit(name)).toMatch(/^KillMode=control-group$/m)
      expect(unit(name)).toMatch(/^ExecStart=\/srv\/zenit\/node_modules\/node\/bin\/node /m)
    }
    expect(unit('zenit-health.timer')).toMatch(/^OnUnitActiveSec=30s$/m)
  })
})

describe('the health check', () => {
  /** The check's shell command as systemd runs it: `$$` is a plain `$` once systemd has read it. */
  const command = /^ExecStart=\/bin\/sh -c '(.*)'$/m.exec(unit('zenit-health.service'))![1]!.replaceAll('$$', '$')

  /** Runs the check against a server answering `status`, with a `systemctl` that only writes what it was asked. */
  async function checkAgainst(status: number) {
    const server = createServer((_request, response) => response.writeHead(status).end())
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const bin = mkdtempSync(path.join(os.tmpdir(), 'health-'))
    const asked = path.join(bin, 'asked')
    writeFileSync(path.join(bin, 'systemctl'), `#!/bin/sh\necho "$@" >> ${asked}\n`)
    chmodSync(path.join(bin, 'systemctl'), 0o755)
    try {
      const port = String((server.address() as AddressInfo).port)
      const env = { ...process.env, PORT: port, PATH: `${bin}:${process.env.PATH}` }
      const { stdout } = await run('/bin/sh', ['-c', command], { env })
      return { stdout, asked: existsSync(asked) ? readFileSync(asked, 'utf8').trim() : '' }
    } finally {
      server.close()
    }
  }

  it.runIf(hasCurl)('leaves a site that answers alone, and restarts one that does not', async () => {
    expect(await checkAgainst(200)).toEqual({ stdout: '', asked: '' })
    expect(await checkAgainst(503)).toEqual({
      stdout: 'no answer from /healthz: restarting the site\n',
      asked: 'restart zenit-site.service',
    })
  })
})
