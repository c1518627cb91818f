import {
  erasureReasons as storeErasureReasons,
  type AccessEvent as StoreAccessEvent,
  type DeliveryState as StoreDeliveryState,
  type ErasureReason as StoreErasureReason,
  type LeadEvent as StoreLeadEvent,
  type LeadItem,
} from 'shared/leads'

/**
 * What the site's leads API answers (docs/leads-api.md): the lead's vocabulary the server shares
 * (`shared/leads`), as JSON carries it (times as ISO strings).
 */
type AsJson<T> = T extends Date ? string : T extends object ? {[K in keyof T]: AsJson<T[K]>} : T

export {leadKinds as leadSources, leadStatuses} from 'shared/leads'
export type {Funnel, FunnelCount, FunnelWeek, LeadKind as LeadSource, LeadStatus, ReplyChannel} from 'shared/leads'
export type {LeadItem}

export type LeadPage = {leads: LeadItem[]; next?: string}
export type LeadEvent = AsJson<StoreLeadEvent>
export type DeliveryState = AsJson<StoreDeliveryState>
export type LeadDetail = {lead: LeadItem; deliveries: DeliveryState[]; events: LeadEvent[]}
export type AccessEvent = AsJson<StoreAccessEvent>
export type AccessPage = {events: AccessEvent[]; next?: string}

/**
 * The list's filters, as the tool's controls hold them: `due` the follow-ups of today and before,
 * `owner` an editor's name, `me` or `none`, `people` one row per person.
 */
export type LeadFilters = {
  kind?: LeadItem['kind']
  status?: LeadItem['status']
  from?: string
  query?: string
  due?: 'today'
  owner?: string
  /** One row per person. */
  people?: '1'
}

/** What an editor may give as the reason; `retention` is the purge's own. */
export type ErasureReason = Exclude<StoreErasureReason, 'retention'>
export const erasureReasons = storeErasureReasons.filter((reason): reason is ErasureReason => reason !== 'retention')

/** Who the lead is, for every kind: the name, else the e-mail or phone they left. */
export const leadName = (lead: Pick<LeadItem, 'name' | 'email' | 'phone'>) => lead.name ?? lead.email ?? lead.phone
