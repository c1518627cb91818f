import { causeOf, fixValue, isUncertain, tierOf, type Weighing } from './impact'
import type { CheckId, Finding } from './model'

/**
 * Findings that need work, in the order to fix them (impact.ts): what stops visitors first, problems
 * of later visits last, and within each tier the most valuable fix first, check order breaking ties.
 */
export function rankProblems(findings: Finding[], weighing: Weighing): Finding[] {
  return findings
    .filter((finding) => finding.status !== 'pass')
    .map((finding, index) => ({
      finding,
      index,
      tier: tierOf(finding, findings),
      value: fixValue(finding, weighing),
    }))
    .sort((a, b) => a.tier - b.tier || b.value - a.value || a.index - b.index)
    .map(({ finding }) => finding)
}

/**
 * The three most valuable fixes, no two about the same resource (one heavy image is one action) or the
 * same cause (impact.ts `causeOf`), and none that only says what we could not confirm.
 */
export function topActions(findings: Finding[], weighing: Weighing): CheckId[] {
  const chosen: Finding[] = []
  const sameAs = (finding: Finding) => (taken: Finding) =>
    (finding.subject !== undefined && taken.subject === finding.subject) ||
    (causeOf[finding.id] !== undefined && causeOf[taken.id] === causeOf[finding.id])
  for (const finding of rankProblems(findings, weighing)) {
    if (isUncertain(finding) || chosen.some(sameAs(finding))) continue
    chosen.push(finding)
    if (chosen.length === 3) break
  }
  return chosen.map((finding) => finding.id)
}
