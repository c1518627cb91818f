import { automationChecks } from './checks/automation'
import { salesChecks } from './checks/sales'
import { seoChecks } from './checks/seo'
import { speedChecks } from './checks/speed'
import type { UrlPolicy } from './address-policy'
import type { AnalysisResult, Category, Finding, Verdict } from './model'
import { createSafeFetcher, type FetchLimits, type Resolver } from './safe-fetch'
import { score, topActions } from './scoring'
import { siteText, siteTextLimits, siteValues } from './site-text'
import { takeSnapshot, type Snapshot } from './snapshot'

export type AnalyzerOptions = {
  policy: UrlPolicy
  limits?: Partial<FetchLimits>
  /** The whole analysis, every request included, stops after this long. */
  deadlineMs?: number
  resolve?: Resolver
}

export const defaultLimits: FetchLimits = { maxRedirects: 5, timeoutMs: 8000, maxBodyBytes: 5 * 1024 * 1024 }

const checks: Record<Category, (snapshot: Snapshot) => Verdict[]> = {
  speed: speedChecks,
  seo: seoChecks,
  sales: salesChecks,
  automation: automationChecks,
}

/** Fetches the page and what it references over HTTP, runs every check and scores the result. */
export async function analyzeSite(url: string, options: AnalyzerOptions): Promise<AnalysisResult> {
  const started = performance.now()
  const fetcher = createSafeFetcher(options.policy, { ...defaultLimits, ...options.limits }, options.resolve)
  try {
    const snapshot = await takeSnapshot(fetcher, url, AbortSignal.timeout(options.deadlineMs ?? 20_000))
    const findings: Finding[] = Object.entries(checks).flatMap(([category, run]) =>
      run(snapshot).map((found) => ({
        ...found,
        category: category as Category,
        values: siteValues(found.values ?? {}),
      })),
    )
    return {
      url,
      finalUrl: siteText(snapshot.page.url, siteTextLimits.url),
      analyzedAt: new Date().toISOString(),
      durationMs: Math.round(performance.now() - started),
      scores: score(findings),
      findings,
      topActions: topActions(findings),
    }
  } finally {
    await fetcher.close()
  }
}
