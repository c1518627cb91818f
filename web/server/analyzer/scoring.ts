import {
  categories,
  type AnalysisResult,
  type Category,
  type CheckId,
  type Finding,
  type Importance,
  type Status,
} from './model'

const weight: Record<Importance, number> = { high: 3, medium: 2, low: 1 }
const points: Record<Status, number> = { pass: 1, warn: 0.5, fail: 0 }
const severity: Record<Status, number> = { fail: 2, warn: 1, pass: 0 }

/** 0–100 per category: each check weighs by importance, a warning earns half. */
export function score(findings: Finding[]): AnalysisResult['scores'] {
  const byCategory = Object.fromEntries(
    categories.map((category) => {
      const own = findings.filter((finding) => finding.category === category)
      const total = own.reduce((sum, finding) => sum + weight[finding.importance], 0)
      const earned = own.reduce((sum, finding) => sum + weight[finding.importance] * points[finding.status], 0)
      return [category, total ? Math.round((100 * earned) / total) : 100]
    }),
  ) as Record<Category, number>
  const overall = Math.round(categories.reduce((sum, category) => sum + byCategory[category], 0) / categories.length)
  return { ...byCategory, overall }
}

/** Findings that need work, the most valuable first: importance, then failure over warning. */
export function rankProblems(findings: Finding[]): Finding[] {
  return findings
    .filter((finding) => finding.status !== 'pass')
    .sort((a, b) => weight[b.importance] * severity[b.status] - weight[a.importance] * severity[a.status])
}

export const topActions = (findings: Finding[]): CheckId[] =>
  rankProblems(findings)
    .slice(0, 3)
    .map((finding) => finding.id)
