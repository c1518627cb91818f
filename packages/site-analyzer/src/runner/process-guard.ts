import type { Logger } from 'pino'

type Log = Pick<Logger, 'error' | 'fatal'>

/**
 * What escapes every handler is logged, never lost: a promise rejection nobody handled (a library's
 * own timer, say) is logged and the process keeps serving, where Node would end it with a bare stack
 * trace; an uncaught exception leaves the process in an unknown state, so it is logged and the
 * process ends (a supervised worker is then restarted).
 */
export function guardProcess(log: Log) {
  process.on('unhandledRejection', (reason) => {
    log.error({ err: reason }, 'unhandled promise rejection (logged; the process keeps running)')
  })
  process.on('uncaughtException', (error) => {
    log.fatal({ err: error }, 'uncaught exception: the process ends')
    process.exit(1)
  })
}
