import { browserLimits } from 'site-analyzer'
import {
  busySite,
  hostileSites,
  listProcesses,
  poorSite,
  scriptlessSite,
  startFixtureSite,
  wellBuiltSite,
  type FixtureSite,
} from 'site-analyzer/testing'
import { buildReport, toPdf } from 'site-analyzer/report'
import { sampleContacts, sampleResult } from 'site-analyzer/testing'
import { analyse, latency, newClient, probe } from './analysis-client'
import { lighthouseCliScore, sampleMemory } from './analyzer-tools'
import { startProductionServer, type ServerProcess } from './server-process'

/**
 * `npm run build && npm run bench:analyze [phoneRuns]`: the analysis on the production build, over
 * real HTTP, against local fixture and hostile sites. Every figure of the analyzer's budgets
 * (docs/analysis.md, "Measuring") is printed as JSON; nothing is asserted, the machine is noisy.
 */
const phoneRuns = Number(process.argv[2] ?? 5)
const port = 3471

const sites = {
  wellBuilt: await startFixtureSite(wellBuiltSite),
  poor: await startFixtureSite(poorSite),
  scriptless: await startFixtureSite(scriptlessSite),
  busy: await startFixtureSite(busySite),
  ...Object.fromEntries(
    await Promise.all(
      Object.entries(hostileSites).map(async ([name, routes]) => [name, await startFixtureSite(routes)] as const),
    ),
  ),
} as Record<string, FixtureSite>
const site = (name: string) => sites[name]!

/** A production server of its own; every request comes from a client of its own (a trusted proxy's header). */
async function serve(phonePass: 'on' | 'off') {
  const server = await startProductionServer(port, `bench-analyze-${phonePass}`, {
    LOG_LEVEL: 'error',
    ANALYZER_ALLOW_HOSTS: Object.values(sites)
      .map((entry) => entry.host)
      .join(','),
    ANALYZER_PHONE_PASS: phonePass,
    TRUST_PROXY: '127.0.0.1',
  })
  return { server, origin: `http://127.0.0.1:${port}` }
}

const workerOf = async (server: ServerProcess) =>
  (await listProcesses()).find((info) => info.ppid === server.pid && info.cmdline.includes('analysis-worker'))?.pid
const browsersOf = async (owner: number) =>
  (await listProcesses()).filter((info) => info.cmdline.includes(`site-analyzer-${owner}-`)).length
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const statuses = (entries: { status: number }[]) => [...new Set(entries.map((entry) => entry.status))]

// --- the phone pass --------------------------------------------------------------------------------
let { server, origin } = await serve('on')
await analyse(origin, site('wellBuilt').url()) // The worker's first analysis loads its code.

const quiet = []
for (let i = 0; i < phoneRuns; i++) quiet.push(await analyse(origin, site('wellBuilt').url()))

const pages = [probe(`${origin}/`), probe(`${origin}/healthz`)]
const fourStarted = performance.now()
const four = await Promise.all(
  ['wellBuilt', 'poor', 'scriptless', 'wellBuilt'].map((name) => analyse(origin, site(name).url())),
)
const fourMs = Math.round(performance.now() - fourStarted)
const [home, health] = await Promise.all(pages.map((entry) => entry.stop()))

// The same page four times while three others run.
const together = await Promise.all([
  ...Array.from({ length: 4 }, () => analyse(origin, site('scriptless').url())),
  ...['wellBuilt', 'poor', 'busy'].map((name) => analyse(origin, site(name).url())),
])
const same = together.slice(0, 4)

// Bursts of a slow page: eight at once from one client, thirty at once from thirty clients.
const countOf = (entries: { status: number }[]) =>
  Object.fromEntries(
    statuses(entries).map((status) => [status, entries.filter((entry) => entry.status === status).length]),
  )
const oneClient = newClient()
const fromOneClient = await Promise.all(Array.from({ length: 8 }, () => analyse(origin, site('busy').url(), oneClient)))
const fromThirty = await Promise.all(Array.from({ length: 30 }, () => analyse(origin, site('busy').url())))
const bursts = {
  eightFromOneClient: { statuses: countOf(fromOneClient), maxMs: Math.max(...fromOneClient.map((entry) => entry.ms)) },
  thirtyFromThirtyClients: {
    statuses: countOf(fromThirty),
    measured: fromThirty.filter((entry) => entry.measured).length,
    maxMs: Math.max(...fromThirty.map((entry) => entry.ms)),
  },
}

// Each hostile page alone, with the peak memory of everything (server, worker, browser) and of the browser.
const hostile: Record<string, object> = {}
for (const name of Object.keys(hostileSites)) {
  const memory = sampleMemory(server.pid!)
  const outcome = await analyse(origin, site(name).url())
  hostile[name] = { ...outcome, peakMb: await memory.stop() }
}

// kill -9 of the worker mid-analysis: its browsers must be gone 5 s later, the visitor still answered.
const victim = (await workerOf(server))!
const answered = analyse(origin, site('busy').url())
await pause(3_000)
const browsersBeforeWorkerKill = await browsersOf(victim)
process.kill(victim, 'SIGKILL')
await pause(5_000)
const afterWorkerKill = {
  browsersBefore: browsersBeforeWorkerKill,
  browsersLeft: await browsersOf(victim),
  visitor: await answered,
}

const poorScore = await analyse(origin, site('poor').url())

// kill -9 of the server mid-analysis: its workers and their browsers must be gone 5 s later.
const worker = (await workerOf(server))!
void analyse(origin, site('busy').url())
await pause(3_000)
const browsersBeforeServerKill = await browsersOf(worker)
await server.kill()
await pause(5_000)
const afterServerKill = {
  browsersBefore: browsersBeforeServerKill,
  workerLeft: (await listProcesses()).some((info) => info.pid === worker),
  browsersLeft: await browsersOf(worker),
}
const cli = await lighthouseCliScore(site('poor').url())

// --- the HTTP checks alone -------------------------------------------------------------------------
;({ server, origin } = await serve('off'))
const sequential = []
for (let i = 0; i < 20; i++) sequential.push(await analyse(origin, site(i % 2 ? 'poor' : 'wellBuilt').url()))
const burstStarted = performance.now()
const burst = await Promise.all(
  Array.from({ length: 20 }, (_, i) => analyse(origin, site(i % 2 ? 'poor' : 'wellBuilt').url())),
)
const burstMs = Math.round(performance.now() - burstStarted)
await server.stop()

const scores = same.map((entry) => entry.overall)
console.log(
  JSON.stringify(
    {
      phonePass: {
        quietSingle: {
          ...latency(quiet.map((entry) => entry.ms)),
          measured: quiet.filter((entry) => entry.measured).length,
        },
        fourConcurrent: {
          wallMs: fourMs,
          each: four.map((entry) => entry.ms),
          statuses: statuses(four),
          measured: four.filter((entry) => entry.measured).length,
        },
        pagesDuringFour: { '/': home, '/healthz': health },
        samePageFourTimesWithThreeOthers: {
          overall: scores,
          spread: Math.max(...scores) - Math.min(...scores),
          phoneScores: same.map((entry) => entry.phoneScore),
          blamesScriptsOnScriptlessPage: same.some((entry) => entry.blamesScripts),
          each: together.map((entry) => entry.ms),
          statuses: statuses(together),
        },
        // The watch stops a browser past `memoryMb`; what a page allocates within one sample comes on
        // top, so the documented cap is 1 GB (docs/analysis.md).
        bursts,
        hostile: { stopsBrowserAtMb: browserLimits.memoryMb, documentedCapMb: 1024, ...hostile },
        killWorkerMidAnalysis: afterWorkerKill,
        killServerMidAnalysis: afterServerKill,
        performanceScore: { page: 'poor fixture', ours: poorScore.phoneScore, lighthouseCli: cli },
      },
      httpOnly: {
        sequential: { ...latency(sequential.map((entry) => entry.ms)), statuses: statuses(sequential) },
        burst20: { ...latency(burst.map((entry) => entry.ms)), wallMs: burstMs, statuses: statuses(burst) },
      },
      pdfBytes: (await toPdf(buildReport(sampleResult(), 'es', sampleContacts))).length,
    },
    null,
    2,
  ),
)
await Promise.all(Object.values(sites).map((entry) => entry.close()))
process.exit(0)
