import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startFixtureSite, wellBuiltSite, type FixtureSite } from '../../testing'
import { UnsafeUrlError } from '../address-policy'
import { listProcesses } from '../phone/process-tree'
import { superviseWorkers, workerNiceness, type WorkerSupervisor } from './supervisor'

/** The worker from source, as the site starts it under tsx. */
const sourceWorker = {
  file: fileURLToPath(new URL('./worker.ts', import.meta.url)),
  execArgv: ['--import', 'tsx'],
}
const quiet = { info: () => {}, warn: () => {}, error: () => {} }

describe('analyses in supervised worker processes', () => {
  let site: FixtureSite
  let slow: FixtureSite
  let workers: WorkerSupervisor

  beforeAll(async () => {
    site = await startFixtureSite(wellBuiltSite)
    // A page that answers after 3 s, so an analysis is surely running when its worker is killed.
    slow = await startFixtureSite({
      '/': (_request, response) =>
        void setTimeout(
          () => response.writeHead(200, { 'content-type': 'text/html' }).end(wellBuiltSite['/']!.body),
          3_000,
        ),
    })
    workers = superviseWorkers({
      entry: sourceWorker,
      config: { concurrency: 2, allowHosts: [site.host, slow.host], logLevel: 'silent' },
      workers: 1,
      log: quiet,
    })
  })
  afterAll(async () => {
    await workers.close()
    await Promise.all([site.close(), slow.close()])
  })

  it('runs the analysis in another process, below the site’s CPU priority, and relays its stages', async () => {
    const stages: string[] = []
    const result = await workers.analyze(site.url(), (stage) => stages.push(stage))
    expect(result.finalUrl).toBe(site.url())
    expect(stages).toEqual(['reading', 'writing'])
    const [pid] = workers.pids()
    expect(pid).not.toBe(process.pid)
    const worker = (await listProcesses()).find((info) => info.pid === pid)
    expect(worker?.nice).toBe(workerNiceness)
  }, 30_000)

  it('brings a refusal back as the same kind of error, so the visitor hears why', async () => {
    await expect(workers.analyze('http://10.0.0.1/')).rejects.toBeInstanceOf(UnsafeUrlError)
  }, 30_000)

  it('restarts a worker killed mid-analysis and runs that analysis once more, on the new worker', async () => {
    const [first] = workers.pids()
    const answer = workers.analyze(slow.url())
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    process.kill(first!, 'SIGKILL')
    const result = await answer
    expect(result.finalUrl).toBe(slow.url())
    await vi.waitFor(() => expect(workers.pids()).toHaveLength(1))
    expect(workers.pids()[0]).not.toBe(first)
  }, 60_000)
})
