import type { Logger } from 'pino'
import { hostPort } from '../address-policy'
import { analyzeSite } from '../analyze'
import { createWorkQueue } from '../limits'
import type { AnalysisResult } from '../model'
import type { AnalysisStage } from '../stages'
import type { WorkerConfig } from './protocol'

export type Analyze = (url: string, onStage?: (stage: AnalysisStage) => void) => Promise<AnalysisResult>

/**
 * How a worker process runs one analysis: the HTTP checks, and the phone pass with one browser at a
 * time in this process, so no two pages are measured at once on the machine (one worker per
 * machine) and a page's figures do not depend on what else is being analysed. Each analysis logs one
 * line: the site's host, the outcome, the time, the phone pass and what the egress proxy refused.
 */
export function createLocalAnalyzer(config: WorkerConfig, log: Logger): Analyze {
  const policy = { allowHosts: config.allowHosts }
  const phone = config.phone && {
    chromiumPath: config.phone.chromiumPath,
    browsers: createWorkQueue({ concurrency: 1, maxQueued: 64 }),
  }
  const phoneFor = (url: string) =>
    config.phone?.onlyHosts && !config.phone.onlyHosts.includes(hostPort(new URL(url))) ? undefined : phone
  return async (url, onStage) => {
    const host = new URL(url).host
    let refused: string[] = []
    const started = performance.now()
    const took = () => Math.round(performance.now() - started)
    try {
      const result = await analyzeSite(url, {
        policy,
        phone: phoneFor(url),
        onStage,
        onRefused: (destinations) => (refused = destinations),
      })
      const phoneStatus = result.phone.status === 'measured' ? 'measured' : result.phone.reason
      log.info(
        { host, ms: took(), phone: phoneStatus, refused: refused.length, firstRefused: refused[0] },
        'analysis done',
      )
      return result
    } catch (error) {
      log.info(
        { host, ms: took(), error: (error as Error).name, refused: refused.length, firstRefused: refused[0] },
        'analysis not done',
      )
      throw error
    }
  }
}
