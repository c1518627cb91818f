import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { busySite, startFixtureSite, type FixtureSite } from '../../testing'
import { chromiumPath } from '../chromium'
import { canRun } from '../phone/browser'
import { listProcesses } from '../phone/process-tree'
import type { AnalysisStage } from '../stages'
import { workerScheduling } from './scheduling'
import { superviseWorkers, type WorkerSupervisor } from './supervisor'

/**
 * What a browser does when its owner dies: with real Chromium, a worker killed outright mid-measure,
 * and a supervisor killed outright with its worker. Skipped without Chromium.
 */
const withBrowser = describe.runIf(await canRun(chromiumPath))
const worker = { file: fileURLToPath(new URL('./worker.ts', import.meta.url)), execArgv: ['--import', 'tsx'] }
const quiet = { info: () => {}, warn: () => {}, error: () => {} }
/**
 * How long the processes may take to go: a guard, not the budget. The budget (0 browsers 5 s after
 * a `kill -9`) is `npm run bench:analyze`'s to measure; on a loaded machine the chain of exits
 * (the IPC channel, then the worker, then the pipe, then every browser process) takes longer.
 */
const goneWithinMs = 20_000

/** Processes running a browser profile of the given owner. */
const browsersOf = async (owner: number) =>
  (await listProcesses()).filter((info) => info.cmdline.includes(`site-analyzer-${owner}-`))

withBrowser('no browser outlives its owner', () => {
  let site: FixtureSite
  let workers: WorkerSupervisor
  beforeAll(async () => {
    site = await startFixtureSite(busySite)
    workers = superviseWorkers({
      entry: worker,
      config: { concurrency: 1, allowHosts: [site.host], phone: { chromiumPath }, logLevel: 'silent' },
      workers: 1,
      log: quiet,
    })
  })
  afterAll(async () => {
    await workers.close()
    await site.close()
  })

  it('a worker killed outright mid-measure takes its browser with it', async () => {
    const stages: AnalysisStage[] = []
    const answer = workers.analyze(site.url(), (stage) => stages.push(stage)).catch((error: Error) => error)
    await vi.waitFor(() => expect(stages).toContain('measuring'), { timeout: 30_000, interval: 100 })
    const [owner] = workers.pids()
    const browser = await browsersOf(owner!)
    expect(browser.length).toBeGreaterThan(0)
    // No process of the browser raised its priority or left the worker's batch scheduling (Linux's 3).
    expect(browser.filter((info) => info.nice < workerScheduling.niceness || info.policy !== 3)).toEqual([])
    process.kill(owner!, 'SIGKILL')
    await vi.waitFor(async () => expect(await browsersOf(owner!)).toEqual([]), { timeout: goneWithinMs, interval: 100 })
    await answer
  }, 90_000)

  it('a supervisor killed outright takes its workers and their browsers with it', async () => {
    // A stand-in for the web server: supervises one worker, starts an analysis, prints the worker's pid.
    const script = `
      import { superviseWorkers } from ${JSON.stringify(fileURLToPath(new URL('./supervisor.ts', import.meta.url)))}
      const workers = superviseWorkers({ entry: ${JSON.stringify(worker)}, workers: 1, log: console,
        config: { concurrency: 1, allowHosts: [${JSON.stringify(site.host)}], phone: { chromiumPath: ${JSON.stringify(chromiumPath)} }, logLevel: 'silent' } })
      void workers.analyze(${JSON.stringify(site.url())}, (stage) => stage === 'measuring' && console.log('measuring ' + workers.pids()[0]))
    `
    const server = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    const owner = await new Promise<number>((resolve) =>
      server.stdout.on('data', (chunk: Buffer) => {
        const match = /measuring (\d+)/.exec(chunk.toString())
        if (match) resolve(Number(match[1]))
      }),
    )
    expect((await browsersOf(owner)).length).toBeGreaterThan(0)
    server.kill('SIGKILL')
    await vi.waitFor(
      async () => {
        const left = (await listProcesses()).filter(
          (info) => info.pid === owner || info.cmdline.includes(`site-analyzer-${owner}-`),
        )
        expect(left).toEqual([])
      },
      { timeout: goneWithinMs, interval: 100 },
    )
  }, 90_000)
})
