import type { Executor } from './executor'
import { buildFunnel, conversionWindowMs } from './funnel'
import { toFunnelLead } from './lead-rows'
import type { FunnelReads } from './types'

/** The funnel's reads over a range: the leads, the people won, and analyses followed by a booking. */
export function funnelReads(db: Executor): FunnelReads {
  return {
    async funnel(options) {
      const range = [options.from.getTime(), options.to.getTime()]
      // Bounded by the range: a year of the agency's leads is some thousands of short rows.
      const leads = await db.run(
        `SELECT kind, created_at, source_page, referrer_host, utm, CASE WHEN kind = 'analysis' THEN data END AS data
         FROM leads WHERE created_at >= ? AND created_at < ?`,
        range,
      )
      const won = await db.run(
        `SELECT at FROM lead_events WHERE status = 'won' AND type = 'status' AND at >= ? AND at < ?`,
        range,
      )
      // Each analysis counts once, however many bookings match it. One EXISTS per key, so each reads
      // its own index (leads_email, leads_phone) rather than every booking of the window.
      const bookingWith = (key: 'email' | 'phone') =>
        `EXISTS (SELECT 1 FROM leads b WHERE b.${key} = a.${key} AND b.kind = 'booking'
           AND b.created_at >= a.created_at AND b.created_at <= a.created_at + ?)`
      const [conversions] = await db.run(
        `SELECT COUNT(*) AS analyses,
           SUM(CASE WHEN ${bookingWith('email')} OR ${bookingWith('phone')} THEN 1 ELSE 0 END) AS booked
         FROM leads a WHERE a.kind = 'analysis' AND a.created_at >= ? AND a.created_at < ?`,
        [conversionWindowMs, conversionWindowMs, ...range],
      )
      return buildFunnel(
        options,
        leads.map(toFunnelLead),
        won.map((row) => Number(row.at)),
        { analyses: Number(conversions!.analyses), booked: Number(conversions!.booked ?? 0) },
      )
    },
  }
}
