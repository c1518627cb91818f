import { fixValue, isUncertain, tierOf } from './impact'
import type { CheckId, Finding, PhonePass } from './model'

/**
 * Findings that need work, in the order to fix them (impact.ts): what stops visitors first, problems
 * of later visits last, and within each tier the most valuable fix first, check order breaking ties.
 */
export function rankProblems(findings: Finding[], phone: PhonePass): Finding[] {
  return findings
    .filter((finding) => finding.status !== 'pass')
    .map((finding, index) => ({ finding, index, tier: tierOf(finding), value: fixValue(finding, phone) }))
    .sort((a, b) => a.tier - b.tier || b.value - a.value || a.index - b.index)
    .map(({ finding }) => finding)
}

/**
 * The three most valuable fixes, no two about the same resource (one heavy image is one action), and
 * none that only says what we could not confirm.
 */
export function topActions(findings: Finding[], phone: PhonePass): CheckId[] {
  const chosen: Finding[] = []
  for (const finding of rankProblems(findings, phone)) {
    if (isUncertain(finding)) continue
    if (finding.subject && chosen.some((taken) => taken.subject === finding.subject)) continue
    chosen.push(finding)
    if (chosen.length === 3) break
  }
  return chosen.map((finding) => finding.id)
}
