import type { Logger } from 'pino'
import { hostPort } from '../address-policy'
import { analyzeSite } from '../analyze'
import { createWorkQueue } from '../limits'
import type { AnalysisResult, PhonePass } from '../model'
import { canRun } from '../phone/browser'
import { runPhonePass } from '../phone/phone-pass'
import { serveKnownPage, watchPhoneHealth } from './phone-health'
import type { AnalysisStage } from '../stages'
import type { WorkerConfig } from './protocol'

export type Analyze = (url: string, onStage?: (stage: AnalysisStage) => void) => Promise<AnalysisResult>

/**
 * How a worker process runs one analysis: the HTTP checks, and the phone pass with one browser at a
 * time in this process, so no two pages are measured at once on the machine (one worker per
 * machine) and a page's figures do not depend on what else is being analysed. Each analysis logs one
 * line: the site's host, the outcome, the time, the phone pass and what the egress proxy refused.
 * The phone passes' health is watched (`phone-health.ts`): `onUnhealthy` hears when this worker
 * should be replaced.
 */
export function createLocalAnalyzer(
  config: WorkerConfig,
  log: Logger,
  onUnhealthy: (reason: string) => void = () => {},
): Analyze {
  const policy = { allowHosts: config.allowHosts }
  const browsers = createWorkQueue({ concurrency: 1, maxQueued: 64 })
  // The watchdog measures a known page on this worker's own browser slot, taking its turn.
  const health = watchPhoneHealth({
    onUnhealthy,
    probe: () =>
      serveKnownPage(async (url, host) => {
        const { chromiumPath } = config.phone!
        return (await runPhonePass(url, { chromiumPath, policy: { allowHosts: [host] }, browsers })).phone
      }),
  })
  const phone = config.phone && { chromiumPath: config.phone.chromiumPath, browsers, onStuck: health.stuck }
  const phoneFor = (url: string) =>
    config.phone?.onlyHosts && !config.phone.onlyHosts.includes(hostPort(new URL(url))) ? undefined : phone
  // A machine without Chromium is configured so; no worker would do better.
  const watched = async (pass: PhonePass) => {
    if (phone && (await canRun(phone.chromiumPath))) await health.record(pass)
  }
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
      if (phoneFor(url)) void watched(result.phone)
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
