import { SqlAccessRecord } from './access-record'
import type { Executor } from './executor'
import { deliveryQueue } from './sql-delivery-queue'
import { erasure } from './sql-erasure'
import { followUps } from './sql-follow-ups'
import { funnelReads } from './sql-funnel'
import { leadRecords } from './sql-lead-records'
import { rateSlots } from './sql-rate-slots'
import { storedReports } from './sql-reports'
import type { LeadStore } from './types'
import { SqlWaitingList } from './waiting-list'

/** The store on top of either engine, one module per concern over the same connection: the same SQL, so both behave the same. */
export function sqlLeadStore(db: Executor): LeadStore {
  const accessRecord = new SqlAccessRecord(db)
  const work = followUps(db)
  return {
    engine: db.engine,
    waitingList: new SqlWaitingList(db),
    accessRecord,
    transaction: (run) => db.transaction(run),
    ...leadRecords(db, work),
    ...storedReports(db),
    ...deliveryQueue(db),
    ...work,
    ...erasure(db, accessRecord),
    ...funnelReads(db),
    ...rateSlots(db),
    close: () => db.close(),
  }
}
