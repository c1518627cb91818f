import type { LeadWithDeliveries } from './types'

/**
 * Flat rows for the CLI and the admin API: one column per field any lead has, the attribution's
 * (page, referrer host, each utm parameter) among them.
 */
export function leadRows(leads: LeadWithDeliveries[]) {
  return leads.map(({ attribution: { page, referrerHost, utm }, ...lead }) => ({
    id: lead.id,
    createdAt: lead.createdAt.toISOString(),
    kind: lead.kind,
    status: lead.status,
    language: lead.language,
    clientIp: lead.clientIp,
    ...(page !== undefined && { sourcePage: page }),
    ...(referrerHost !== undefined && { referrerHost }),
    ...utm,
    ...Object.fromEntries(Object.entries(lead.data).map(([key, value]) => [key, String(value ?? '')])),
    // A dead-lettered delivery shows why it was given up.
    deliveries: lead.deliveries
      .map((d) => `${d.kind}:${d.status}${d.status === 'dead' && d.lastError ? ` (${d.lastError})` : ''}`)
      .join(' '),
  }))
}

/** Every field any row has, delivery states last. */
export function columnsOf(rows: Record<string, string>[]) {
  const columns = new Set(rows.flatMap((row) => Object.keys(row)))
  columns.delete('deliveries')
  return [...columns, 'deliveries']
}

// Quotes every cell, and defuses cells a spreadsheet would run as a formula (CSV injection).
const cell = (value: string) => `"${(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value).replaceAll('"', '""')}"`

export function leadsToCsv(leads: LeadWithDeliveries[]) {
  const rows = leadRows(leads)
  const columns = columnsOf(rows)
  const lines = [columns, ...rows.map((row) => columns.map((column) => row[column as keyof typeof row] ?? ''))]
  return `${lines.map((line) => line.map((value) => cell(String(value))).join(',')).join('\r\n')}\r\n`
}
