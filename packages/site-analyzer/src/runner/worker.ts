import { pino } from 'pino'
import { createWorkQueue } from '../limits'
import { clearLeftovers } from '../phone/leftovers'
import { loadLighthouse } from '../phone/phone-pass'
import { createLocalAnalyzer } from './local-analyzer'
import { guardProcess } from './process-guard'
import { toWire, type FromWorker, type ToWorker, type WorkerConfig } from './protocol'

/**
 * An analysis worker process: the only kind of process that runs Chromium and Lighthouse. The
 * supervisor (`supervisor.ts`) starts it with its configuration as its one argument, under batch
 * scheduling (`scheduling.ts`). It takes jobs from its parent over IPC, or, with `databaseUrl`, from the
 * Postgres queue (`npm run worker` on other machines runs the same process). When its parent goes,
 * it goes too, and its browsers with it. When its phone pass is wedged or broken it says so
 * (`unhealthy`); told to `retire`, it takes no more jobs and exits once those running are done.
 */
const config = JSON.parse(process.argv[2] ?? '{}') as WorkerConfig
const log = pino({ level: config.logLevel, base: { worker: process.pid } })
guardProcess(log)
process.on('disconnect', () => process.exit(0))

const cleared = await clearLeftovers()
if (cleared.processes || cleared.folders) log.warn(cleared, 'cleared the browsers and profiles a dead worker left')

const send = (message: FromWorker) => process.send?.(message)
const analyze = createLocalAnalyzer(config, log, (reason) => {
  log.error({ reason }, 'analysis worker unhealthy; asking to be replaced')
  send({ type: 'unhealthy', reason })
})

if (config.databaseUrl) {
  // Only the Postgres mode loads the queue's code: a worker its parent hands jobs to starts without it.
  const { openJobQueue, workAnalyses } = await import('../jobs')
  const jobs = await workAnalyses(
    await openJobQueue(config.databaseUrl, log, config.queueSchema),
    analyze,
    config.concurrency,
  )
  process.on('message', (message: ToWorker) => {
    if (message.type === 'retire') void jobs.close(true).finally(() => process.exit(0))
  })
} else {
  // The supervisor never sends more than `concurrency` at once; the queue is a second guard.
  const slots = createWorkQueue({ concurrency: config.concurrency, maxQueued: config.concurrency * 4 })
  let retiring = false
  const exitWhenIdle = () => {
    const { active, waiting } = slots.size
    if (retiring && active + waiting === 0) process.exit(0)
  }
  process.on('message', (message: ToWorker) => {
    if (message.type === 'retire') {
      retiring = true
      return exitWhenIdle()
    }
    const { job, url } = message
    void slots
      .run(() => analyze(url, (stage) => send({ type: 'stage', job, stage })))
      .then(
        (result) => send({ type: 'done', job, result }),
        (error: Error) => send({ type: 'failed', job, error: toWire(error) }),
      )
      .finally(() => setImmediate(exitWhenIdle))
  })
  send({ type: 'ready' })
}
log.info(
  { concurrency: config.concurrency, queue: config.databaseUrl ? 'postgres' : 'parent' },
  'analysis worker ready',
)
if (config.phone) void loadLighthouse().catch((error: unknown) => log.error({ err: error }, 'Lighthouse did not load'))
