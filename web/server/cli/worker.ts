import { createLocalAnalyzer } from '../analyzer/deps'
import { openJobQueue, workAnalyses } from 'site-analyzer'
import { pino } from 'pino'
import { loadEnv } from '../env.server'
import { guardProcess } from '../process-guard'

/**
 * `npm run worker`: a browser worker for the Postgres mode. It takes analysis jobs from the queue in
 * DATABASE_URL and runs them here (HTTP checks and the phone pass), four at a time with at most
 * ANALYZER_BROWSERS browsers, so analysis capacity grows by starting workers on other machines.
 */
const env = loadEnv()
const log = pino({ level: env.logLevel })
guardProcess(log)
if (!env.databaseUrl) {
  console.error('npm run worker needs DATABASE_URL: without Postgres, the server runs analyses itself.')
  process.exit(1)
}
const boss = await openJobQueue(env.databaseUrl)
const worker = await workAnalyses(boss, env.databaseUrl, createLocalAnalyzer(env), 4)
log.info('analysis worker ready')

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await boss.stop({ graceful: true, timeout: 60_000 })
    await worker.close()
    process.exit(0)
  })
}
