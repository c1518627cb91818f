import { buildApp } from './app'
import { loadEnvOrExit } from './env.server'
import { startBanner } from './start-banner'
import { guardProcess } from 'site-analyzer'

async function main() {
  const env = loadEnvOrExit()
  const app = await buildApp(env)
  guardProcess(app.log)
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down')
    await app.close()
    process.exit(0)
  }
  process.once('SIGINT', () => void shutdown('SIGINT'))
  process.once('SIGTERM', () => void shutdown('SIGTERM'))
  await app.listen({ port: env.port, host: env.host })
  // For the person who started it; a quieter log level (the journeys' servers) leaves it out too.
  if (['trace', 'debug', 'info'].includes(env.logLevel)) console.log(startBanner(env))
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
