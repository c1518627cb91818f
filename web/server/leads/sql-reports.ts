import type { Executor } from './executor'
import { toReport } from './lead-rows'
import type { NewLeadReport, StoredReports } from './types'

/** Keeps a lead's report; a report given with a new lead is dated with it. */
export async function insertReport(db: Executor, leadId: string, report: NewLeadReport, at: number) {
  await db.run('INSERT INTO lead_reports (lead_id, language, result, created_at) VALUES (?, ?, ?, ?)', [
    leadId,
    report.language,
    JSON.stringify(report.result),
    at,
  ])
}

/** The analysis reports, one per lead. */
export function storedReports(db: Executor): StoredReports {
  return {
    addReport: (leadId, report) => insertReport(db, leadId, report, Date.now()),
    async getReport(leadId) {
      const [row] = await db.run('SELECT * FROM lead_reports WHERE lead_id = ?', [leadId])
      return row && toReport(row)
    },
  }
}
