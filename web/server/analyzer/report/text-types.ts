import type { Category, CheckId, Importance, Status, Values } from '../model'

/** How one check reads: its name, what we found (passed or not) and the concrete fix. */
export type CheckText = {
  title: string
  pass: (values: Values) => string
  problem: (values: Values) => string
  fix: (values: Values) => string
}

export type ReportText = {
  reportTitle: string
  analyzedUrl: string
  analyzedAt: string
  overall: string
  scoreOutOf: string
  topActions: string
  noActions: string
  findings: string
  fixLabel: string
  categories: Record<Category, string>
  status: Record<Status, string>
  importance: Record<Importance, string>
  /** The phone pass: its figures when measured, a plain sentence when it could not run. */
  phone: { title: string; measured: (values: Values) => string; unavailable: string }
  limitsTitle: string
  limits: string
  closing: string
  checks: Record<CheckId, CheckText>
  dateLocale: string
}
