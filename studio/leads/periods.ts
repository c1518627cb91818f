/** The list's periods, in days, or everything. */
export const periods = ['7', '30', '90', '365', 'all'] as const
export type Period = (typeof periods)[number]

/** How many weeks the funnel can show. */
export const weekChoices = [8, 12, 26, 52] as const

/** The first moment of the period, as the API takes it; none for "since the start". */
export const periodStart = (period: Period, now = Date.now()) =>
  period === 'all' ? undefined : new Date(now - Number(period) * 86_400_000).toISOString()

/** Monday (UTC) `weeks` weeks back, counting this one: where the funnel starts. */
export function funnelStart(weeks: number, now = new Date()) {
  const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7) - 7 * (weeks - 1))
  return monday.toISOString()
}
