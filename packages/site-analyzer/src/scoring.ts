import { impactOf, lossOf, tierOf } from './impact'
import { categories, type AnalysisResult, type Category, type Finding, type PhonePass } from './model'

/** How much each category counts in the overall score: what a customer meets first weighs most. */
const categoryWeight: Record<Category, number> = { speed: 0.3, seo: 0.25, sales: 0.3, automation: 0.15 }
/** With the phone pass, the speed score is mostly Lighthouse's own performance score. */
const lighthouseShare = 0.6
/** What each failure that stops visitors outright (impact.ts `tierOf`) leaves of the overall score. */
const blockerFactor = 0.8

/**
 * 0–100 per category: the share of the category's possible impact (impact.ts) the site does not
 * lose. The overall score is their weighted mean, of which each failure that stops visitors outright
 * (they cannot find or read the site, or reach the business) leaves four fifths: a site nobody can
 * contact is not a good site with one flaw. Calibrated on packages/site-analyzer/testing/calibration.
 */
export function score(findings: Finding[], phone: PhonePass): AnalysisResult['scores'] {
  const byCategory = Object.fromEntries(
    categories.map((category) => {
      const own = findings.filter((finding) => finding.category === category)
      const possible = own.reduce((sum, finding) => sum + impactOf[finding.id].fail, 0)
      const lost = own.reduce((sum, finding) => sum + lossOf(finding), 0)
      return [category, possible ? 100 * (1 - lost / possible) : 100]
    }),
  ) as Record<Category, number>
  if (phone.status === 'measured') {
    byCategory.speed = lighthouseShare * phone.measurements.performance + (1 - lighthouseShare) * byCategory.speed
  }
  const blockers = findings.filter((finding) => tierOf(finding) === 0).length
  const overall =
    categories.reduce((sum, category) => sum + categoryWeight[category] * byCategory[category], 0) *
    blockerFactor ** blockers
  const rounded = Object.fromEntries(categories.map((category) => [category, Math.round(byCategory[category])]))
  return { ...(rounded as Record<Category, number>), overall: Math.round(overall) }
}
