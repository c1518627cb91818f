import { categories, type Category } from '../src/model'
import { score, scoreWeights, type ScoreWeights } from '../src/scoring'
import type { CalibrationRow } from './calibration-run'
import { spearman } from './spearman'

const overallScores = (rows: CalibrationRow[], weights: ScoreWeights) =>
  rows.map(({ result }) => score(result.findings, result, weights).overall)

/** How well a score orders some sites as our ranking does. */
const rhoOf = (rows: CalibrationRow[], weights: ScoreWeights) =>
  spearman(
    overallScores(rows, weights),
    rows.map(({ site }) => -site.rank),
  )

/** The scale an owner reads: the best site scores at least 80 and the worst at most 35. */
export const scale = { best: 80, worst: 35 }
const usesScale = (rows: CalibrationRow[], weights: ScoreWeights) => {
  const scores = overallScores(rows, weights)
  return Math.max(...scores) >= scale.best && Math.min(...scores) <= scale.worst
}

/** The lowest floor (in steps of 5) at which the scores use the scale; it never changes their order. */
function fitFloor(rows: CalibrationRow[], weights: ScoreWeights): ScoreWeights {
  for (let floor = 0; floor <= 70; floor += 5) {
    if (usesScale(rows, { ...weights, floor })) return { ...weights, floor }
  }
  return weights
}

const step = 0.05
const steps = Math.round(1 / step)

/**
 * The most automation may weigh. Its checks list what the agency could add (a chat, analytics, a
 * newsletter, online booking), not what the site does wrong, and our ranking reads the site as it
 * is: a half's fit that gives them a fifth or more of the score follows the ten or twenty sites it
 * sees (decision 0026).
 */
const automationCap = 0.1

/** Every set of category weights on a 0.05 grid that sums to 1, each at least 0.05, automation at most its cap. */
function* categoryGrid(): Generator<Record<Category, number>> {
  for (let speed = 1; speed < steps; speed += 1)
    for (let seo = 1; speed + seo < steps; seo += 1)
      for (let sales = 1; speed + seo + sales < steps; sales += 1) {
        const automation = steps - speed - seo - sales
        if (automation * step > automationCap + 1e-9) continue
        yield { speed: speed * step, seo: seo * step, sales: sales * step, automation: automation * step }
      }
}

const blockerFactors = Array.from({ length: 11 }, (_, index) => 0.5 + index * step)

/** How far a set of weights is from the ones the analyzer ships: ties go to the nearest. */
const distance = (weights: ScoreWeights) =>
  categories.reduce(
    (sum, category) => sum + Math.abs(weights.category[category] - scoreWeights.category[category]),
    0,
  ) + Math.abs(weights.blockerFactor - scoreWeights.blockerFactor)

/**
 * The score's weights that order `rows` most as our ranking does (a grid search), ties going to the
 * weights nearest the shipped ones, then the floor that spreads them over the scale; and that rho.
 */
export function fitWeights(rows: CalibrationRow[]): { weights: ScoreWeights; rho: number } {
  let best = { weights: scoreWeights, rho: rhoOf(rows, scoreWeights) }
  for (const category of categoryGrid()) {
    for (const blockerFactor of blockerFactors) {
      const weights = { category, blockerFactor, floor: scoreWeights.floor }
      const rho = rhoOf(rows, weights)
      const better =
        rho > best.rho + 1e-9 || (Math.abs(rho - best.rho) <= 1e-9 && distance(weights) < distance(best.weights))
      if (better) best = { weights, rho }
    }
  }
  return { weights: fitFloor(rows, best.weights), rho: best.rho }
}

/** One half's fit: the rho on the sites it was fitted to and on the other half, which it never saw. */
export type HalfFit = { fittedOn: string; weights: ScoreWeights; fitted: number; heldOut: number }

/**
 * Splits the sites into two halves that each span our ranking (odd and even ranks), fits the weights on
 * each, and measures them on the other: the held-out rho is what the score would do on sites it was
 * not fitted to.
 */
export function crossValidate(rows: CalibrationRow[]): HalfFit[] {
  const halves = [
    { name: 'odd ranks', rows: rows.filter(({ site }) => site.rank % 2 === 1) },
    { name: 'even ranks', rows: rows.filter(({ site }) => site.rank % 2 === 0) },
  ]
  return halves.map((half, index) => {
    const other = halves[1 - index]!
    const { weights, rho } = fitWeights(half.rows)
    return { fittedOn: half.name, weights, fitted: rho, heldOut: rhoOf(other.rows, weights) }
  })
}
