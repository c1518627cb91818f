import { pino } from 'pino'
import { guardProcess, superviseWorkers } from 'site-analyzer'
import { workerConfig, workerEntry } from '../analyzer/deps'
import { loadEnvOrExit } from '../env.server'

/**
 * `npm run worker`: analysis capacity for the Postgres mode, on this machine or another. It keeps
 * ANALYZER_WORKERS worker processes (at least one) taking analysis jobs from DATABASE_URL's queue,
 * restarts one that dies, and stops them all on SIGINT or SIGTERM.
 */
const env = loadEnvOrExit()
if (!env.databaseUrl) {
  console.error('npm run worker needs DATABASE_URL: without Postgres, the server runs its own analysis workers.')
  process.exit(1)
}
const log = pino({ level: env.logLevel })
guardProcess(log)
const workers = superviseWorkers({
  entry: workerEntry(),
  config: workerConfig(env),
  workers: Math.max(1, env.analyzerWorkers),
  log,
})
workers.start()
log.info({ workers: workers.pids() }, 'analysis workers started')

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await workers.close()
    process.exit(0)
  })
}
