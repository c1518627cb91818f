import { impactIn, lossOf, tierOf, type Weighing } from './impact'
import { categories, type AnalysisResult, type Category, type Finding } from './model'

/** With the phone pass, the speed score is mostly Lighthouse's own performance score. */
const lighthouseShare = 0.6

/** The overall score's parameters, the ones `npm run calibrate` fits on half the calibration sites. */
export type ScoreWeights = {
  /** How much each category counts: what a customer meets first weighs most. */
  category: Record<Category, number>
  /** What each failure that stops visitors outright (impact.ts `tierOf`) leaves of the overall score. */
  blockerFactor: number
  /**
   * The weighted mean that counts as 0: every site passes the basic checks, so without a floor the
   * worst sites would still score half. It stretches the scale and never changes an order.
   */
  floor: number
}

/** Fitted by `npm run calibrate` on all the calibration sites (decision 0024 has the figures). */
export const scoreWeights: ScoreWeights = {
  category: { speed: 0.05, seo: 0.6, sales: 0.3, automation: 0.05 },
  blockerFactor: 0.95,
  floor: 25,
}

/**
 * 0–100 per category: the share of the category's possible impact for this business (impact.ts) the
 * site does not lose. The overall score is their weighted mean, times `blockerFactor` for each failure
 * that stops visitors outright, counted from `floor`.
 */
export function score(
  findings: Finding[],
  weighing: Weighing,
  weights: ScoreWeights = scoreWeights,
): AnalysisResult['scores'] {
  const byCategory = Object.fromEntries(
    categories.map((category) => {
      const own = findings.filter((finding) => finding.category === category)
      const possible = own.reduce((sum, finding) => sum + impactIn(finding.id, weighing).fail, 0)
      const lost = own.reduce((sum, finding) => sum + lossOf(finding, weighing), 0)
      return [category, possible ? 100 * (1 - lost / possible) : 100]
    }),
  ) as Record<Category, number>
  const { phone } = weighing
  if (phone.status === 'measured') {
    byCategory.speed = lighthouseShare * phone.measurements.performance + (1 - lighthouseShare) * byCategory.speed
  }
  const blockers = findings.filter((finding) => tierOf(finding, findings) === 0).length
  const mean =
    categories.reduce((sum, category) => sum + weights.category[category] * byCategory[category], 0) *
    weights.blockerFactor ** blockers
  const overall = (100 * Math.max(0, mean - weights.floor)) / (100 - weights.floor)
  const rounded = Object.fromEntries(categories.map((category) => [category, Math.round(byCategory[category])]))
  return { ...(rounded as Record<Category, number>), overall: Math.round(overall) }
}
