import { causeOf, fixValue, isSuggestion, isUncertain, lossOf, routeWorth, tierOf, type Weighing } from './impact'
import type { CheckId, Finding } from './model'

/**
 * Findings that need work, in the order to fix them (impact.ts): what stops visitors first, problems
 * of later visits last, and within each tier the most valuable fix first (a missing form or call link
 * while another way to reach the business works at half its worth), check order breaking ties.
 */
export function rankProblems(findings: Finding[], weighing: Weighing): Finding[] {
  return findings
    .filter((finding) => finding.status !== 'pass')
    .map((finding, index) => ({
      finding,
      index,
      tier: tierOf(finding, findings),
      value: fixValue(finding, weighing) * routeWorth(finding, findings, weighing),
    }))
    .sort((a, b) => a.tier - b.tier || b.value - a.value || a.index - b.index)
    .map(({ finding }) => finding)
}

/**
 * The three most valuable fixes, no two about the same resource (one heavy image is one action) or the
 * same cause (impact.ts `causeOf`), and none that only says what we could not confirm or suggests
 * something to add (a chat assistant, a mailing list). A cause takes
 * the place of its first member in the ranking, said by the member that costs this business most: with no
 * way to reach the business, the route this market's customers use (WhatsApp in Latin America, a
 * call or a form in the English-speaking world).
 */
export function topActions(findings: Finding[], weighing: Weighing): CheckId[] {
  const ranked = rankProblems(findings, weighing).filter((finding) => !isUncertain(finding) && !isSuggestion(finding))
  const chosen: Finding[] = []
  const sameAs = (finding: Finding) => (taken: Finding) =>
    (finding.subject !== undefined && taken.subject === finding.subject) ||
    (causeOf(finding) !== undefined && causeOf(taken) === causeOf(finding))
  // What a member costs this business says the cause, not the seconds Lighthouse expects of it: heavy
  // photos before photos in an older format that would save more bytes.
  const worthMost = (finding: Finding) =>
    ranked
      .filter(sameAs(finding))
      .reduce((best, other) => (lossOf(other, weighing) > lossOf(best, weighing) ? other : best), finding)
  for (const finding of ranked) {
    if (chosen.some(sameAs(finding))) continue
    chosen.push(causeOf(finding) === undefined ? finding : worthMost(finding))
    if (chosen.length === 3) break
  }
  return chosen.map((finding) => finding.id)
}
