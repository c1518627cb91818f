import { spawn, type ChildProcess } from 'node:child_process'
import os from 'node:os'
import { handwrittenSite, handwrittenSiteNames, poorSite, startFixtureSite, wellBuiltSite } from 'site-analyzer/testing'
import { analyse, latency, percentile, probe } from './analysis-client'
import { startProductionServer } from './server-process'

/**
 * `npm run build && npm run bench:analyze:load [load] [analyses]`: the phone pass on a machine busy
 * with other work. Beside the production server run `load` processes that only spin (at the default
 * priority, as any other program would), until the machine's one-minute load average has risen to
 * nearly `load`; then the home page is asked for every 25 ms, first alone, then while `analyses`
 * analyses run one after another over five sites. Printed as JSON: how many were measured on the
 * phone, their latency, why the others were not, the load average meanwhile, and the page's latency
 * with and without them. Nothing is asserted: the machine is noisy.
 */
const load = Number(process.argv[2] ?? 10)
const runs = Number(process.argv[3] ?? 20)
const port = 3472

const sites = await Promise.all([
  startFixtureSite(wellBuiltSite),
  startFixtureSite(poorSite),
  ...(await handwrittenSiteNames()).slice(0, 3).map(async (name) => startFixtureSite(await handwrittenSite(name))),
])
const server = await startProductionServer(port, 'bench-analyze-load', {
  LOG_LEVEL: 'error',
  ANALYZER_ALLOW_HOSTS: sites.map((site) => site.host).join(','),
  ANALYZER_PHONE_PASS: 'on',
  TRUST_PROXY: '127.0.0.1',
})
const origin = `http://127.0.0.1:${port}`
await analyse(origin, sites[0]!.url()) // The worker's first analysis loads its code.

/** The other work: processes that only spin, stopped by their own PIDs. */
const spinners: ChildProcess[] = Array.from({ length: load }, () =>
  spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
)
const stopSpinners = () => spinners.forEach((spinner) => spinner.kill('SIGKILL'))
process.on('exit', stopSpinners)
const loadAverage = () => Math.round(os.loadavg()[0]! * 10) / 10
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const risenBy = performance.now() + 240_000
while (loadAverage() < load * 0.9 && performance.now() < risenBy) await pause(1_000)

const loads: number[] = []
const sampling = setInterval(() => loads.push(loadAverage()), 1_000)

const alone = probe(`${origin}/`)
await pause(15_000)
const pageAlone = await alone.stop()

const during = probe(`${origin}/`)
const analyses = []
for (let i = 0; i < runs; i++) analyses.push(await analyse(origin, sites[i % sites.length]!.url()))
const pageDuring = await during.stop()

clearInterval(sampling)
stopSpinners()
await server.stop()
await Promise.all(sites.map((site) => site.close()))

const measured = analyses.filter((entry) => entry.measured).length
const reasons = analyses.flatMap((entry) => (entry.unmeasuredFor ? [entry.unmeasuredFor] : []))
console.log(
  JSON.stringify(
    {
      spinners: load,
      loadAverage: { min: Math.min(...loads), p50: percentile(loads, 50), max: Math.max(...loads) },
      analyses: {
        ...latency(analyses.map((entry) => entry.ms)),
        measured,
        measuredShare: Math.round((measured / runs) * 1000) / 10,
        unmeasuredFor: Object.fromEntries(
          [...new Set(reasons)].map((why) => [why, reasons.filter((r) => r === why).length]),
        ),
        statuses: [...new Set(analyses.map((entry) => entry.status))],
        each: analyses.map((entry) => entry.ms),
      },
      homePage: { withoutAnalyses: pageAlone, duringAnalyses: pageDuring },
    },
    null,
    2,
  ),
)
process.exit(0)
