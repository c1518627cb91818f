import * as cheerio from 'cheerio'
import { automationChecks } from './checks/automation'
import { businessKind } from './checks/business-kind'
import { countryOf, marketOf } from './checks/market'
import { contentChecks } from './checks/content'
import { salesChecks } from './checks/sales'
import { seoChecks } from './checks/seo'
import { speedChecks, unjudgedSpeed } from './checks/speed'
import type { AnalysisStage } from './stages'
import type { UrlPolicy } from './address-policy'
import {
  browserCheckCategory,
  drawnPageChecks,
  type AnalysisResult,
  type Category,
  type Finding,
  type Verdict,
} from './model'
import { runPhonePass, type PhoneOutcome, type PhonePassOptions } from './phone/phone-pass'
import { createSafeFetcher, type FetchLimits, type Resolver } from './safe-fetch'
import { topActions } from './ranking'
import { score } from './scoring'
import { siteText, siteTextLimits, siteValues } from './site-text'
import { watchingPage } from './reference-page'
import { takeSnapshot, type Snapshot } from './snapshot'
import { pageAddress } from './checks/links'
import { drawnByScript, type SiteView } from './checks/site-view'

export type AnalyzerOptions = {
  policy: UrlPolicy
  limits?: Partial<FetchLimits>
  /** The HTTP checks, every request included, stop after this long. */
  deadlineMs?: number
  resolve?: Resolver
  /** The phone pass; without it the report says the phone measurements were unavailable. */
  phone?: Pick<PhonePassOptions, 'chromiumPath' | 'browsers' | 'timeoutMs' | 'onStuck'>
  onStage?: (stage: AnalysisStage) => void
  /** Told the destinations the phone pass's egress proxy refused (`host:port`), for the log. */
  onRefused?: (refused: string[]) => void
}

export const defaultLimits: FetchLimits = { maxRedirects: 5, timeoutMs: 8000, maxBodyBytes: 5 * 1024 * 1024 }

const checks: [Category, (site: SiteView) => Verdict[]][] = [
  ['speed', speedChecks],
  ['seo', seoChecks],
  ['sales', salesChecks],
  ['sales', contentChecks],
  ['automation', automationChecks],
]

const withoutPhone: PhoneOutcome = { phone: { status: 'unavailable', reason: 'off' }, verdicts: [], refused: [] }

async function readOverHttp(url: string, options: AnalyzerOptions): Promise<Snapshot> {
  const fetcher = createSafeFetcher(options.policy, { ...defaultLimits, ...options.limits }, options.resolve)
  try {
    return await takeSnapshot(watchingPage(fetcher, url), url, AbortSignal.timeout(options.deadlineMs ?? 20_000))
  } finally {
    await fetcher.close()
  }
}

/**
 * What the checks read: the rendered home page when the phone pass ran and stayed on it (a script
 * that sends an English browser to `/en/` leaves the served page as the home), and the navigation
 * pages read.
 */
function siteView(snapshot: Snapshot, outcome: PhoneOutcome): SiteView {
  const { phone, renderedHtml, renderedUrl, behaviour, failedScripts } = outcome
  const stayed =
    renderedUrl === undefined ||
    pageAddress(renderedUrl, renderedUrl) === pageAddress(snapshot.page.url, snapshot.page.url)
  const home = renderedHtml && stayed ? cheerio.load(renderedHtml) : snapshot.$
  const pages = [home, ...snapshot.pages.flatMap((page) => (page.$ ? [page.$] : []))]
  const measurements = phone.status === 'measured' ? phone.measurements : undefined
  return { snapshot, home, pages, business: businessKind(pages), phone: measurements, behaviour, failedScripts }
}

/**
 * Reads the page over HTTP and, at the same time, loads it as a phone in headless Chromium; runs
 * every check and scores the result. An unreachable or refused site fails the whole analysis (and
 * stops the browser); a phone pass that cannot run only leaves its measurements out.
 */
export async function analyzeSite(url: string, options: AnalyzerOptions): Promise<AnalysisResult> {
  const started = performance.now()
  const { onStage, phone } = options
  onStage?.('reading')
  const abandon = new AbortController()
  const phonePass = phone
    ? runPhonePass(url, { ...phone, policy: options.policy, resolve: options.resolve, signal: abandon.signal, onStage })
    : Promise.resolve(withoutPhone)
  let snapshot: Snapshot
  try {
    snapshot = await readOverHttp(url, options)
  } catch (error) {
    abandon.abort()
    options.onRefused?.((await phonePass).refused)
    throw error
  }
  const outcome = await phonePass
  const { phone: phoneResult, verdicts, refused } = outcome
  options.onRefused?.(refused)
  onStage?.('writing')
  const site = siteView(snapshot, outcome)
  const drawn = drawnByScript(site)
  const findings: Finding[] = [
    ...checks.flatMap(([category, run]) =>
      run(site)
        .filter((found) => !(drawn && drawnPageChecks[category].includes(found.id)))
        .map((found) => ({ ...found, category })),
    ),
    ...verdicts,
  ].map((found) => ({ ...found, values: siteValues(found.values ?? {}) }))
  const weighing = { phone: phoneResult, business: site.business, market: marketOf(site) }
  return {
    url,
    finalUrl: siteText(snapshot.page.url, siteTextLimits.url),
    analyzedAt: new Date().toISOString(),
    durationMs: Math.round(performance.now() - started),
    scores: score(findings, weighing),
    findings,
    topActions: topActions(findings, weighing),
    business: site.business,
    market: weighing.market,
    country: countryOf(site),
    phone: phoneResult,
    unjudged: [...unjudgedSpeed(site), ...(outcome.unjudged ?? [])].map((id) => ({ id, category: 'speed' })),
    unmeasured: (outcome.unmeasured ?? []).map(({ id, cause }) => ({ id, cause, category: browserCheckCategory(id) })),
    ...(drawn && { drawnByScript: true }),
  }
}
