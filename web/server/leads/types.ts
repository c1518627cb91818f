import type {
  AccessEvent,
  Accessor,
  Attribution,
  DeliveryState,
  DeliveryStatus,
  ErasureReason,
  Funnel,
  LeadEvent,
  LeadKind,
  LeadStatus,
  NewAccessEvent,
  ReplyChannel,
} from 'shared/leads'
import type { WaitingList } from './waiting-list'

/** The lead's vocabulary, shared with the Studio's Leads tool; the store's own types follow. */
export {
  accessActions,
  erasureReasons,
  leadKinds,
  leadStatuses,
  replyChannels,
  type AccessAction,
  type AccessEvent,
  type Accessor,
  type Attribution,
  type DeliveryState,
  type DeliveryStatus,
  type ErasureReason,
  type Funnel,
  type FunnelCount,
  type FunnelWeek,
  type LeadEvent,
  type LeadKind,
  type LeadStatus,
  type NewAccessEvent,
  type ReplyChannel,
} from 'shared/leads'

export type NewLead = {
  kind: LeadKind
  /** Given by the client (form) so a retried or double-clicked submit stores one lead. */
  idempotencyKey?: string
  language: string
  clientIp: string
  /** The submitted fields: contact form values, or analysis url, email?, mode. */
  data: Record<string, unknown>
  attribution?: Attribution
}

export type Lead = Omit<NewLead, 'attribution'> & {
  id: string
  createdAt: Date
  status: LeadStatus
  /** `{}` when nothing is known. */
  attribution: Attribution
  /** The editor the lead is assigned to, by the name the Leads API knows them by; none when unassigned. */
  owner?: string
  /** When the agency means to act on the lead next; none when nothing is planned. */
  followUpAt?: Date
  /** The person's contact: the id of their first lead (contacts.ts). */
  contactId: string
}

export type NewDelivery = {
  /** A kind some instance has a handler for (see outbox.ts), e.g. 'agency-email', 'lead-forward'. */
  kind: string
  /** Everything the handler needs to build its message at send time; stored as JSON. */
  payload?: Record<string, unknown>
}

/** A delivery with its payload: everything its handler needs to build the message at send time. */
export type Delivery = DeliveryState & { leadId: string | null; payload: Record<string, unknown> }

/** An analysis's result, kept with its lead so the report can be rebuilt as the visitor got it. */
export type NewLeadReport = {
  /** The report's language. */
  language: string
  /** The analyzer's result (site-analyzer's `AnalysisResult`), stored as JSON. */
  result: Record<string, unknown>
}

export type LeadReport = NewLeadReport & { leadId: string; createdAt: Date }

export type LeadWithDeliveries = Lead & {
  deliveries: Pick<Delivery, 'kind' | 'status' | 'attempts' | 'lastError'>[]
  /** A report is stored with the lead (`getReport`). */
  hasReport: boolean
  /** In a list of one row per person: how many leads the person has, all told. */
  personLeads?: number
}

export type ListOptions = { kind?: LeadKind; limit?: number; since?: Date }

/** A lead's place in the list (newest first): the last row of a page, to ask for the next one. */
export type LeadCursor = { createdAt: Date; id: string }

export type SearchOptions = {
  kind?: LeadKind
  status?: LeadStatus
  /** Created at or after. */
  from?: Date
  /** Created before. */
  to?: Date
  /** Case-insensitive, in the name, business, e-mail, phone, URLs and message (see match-keys.ts). */
  query?: string
  /** The editor's leads; `null`: the leads nobody owns. */
  owner?: string | null
  /** One person's leads (contacts.ts). */
  contactId?: string
  /** Leads with a follow-up before this instant (the end of today: due today or overdue). */
  dueBefore?: Date
  /** Rows per page, 1 or more (else the search rejects with a RangeError). */
  limit: number
  /** The page after this row. */
  before?: LeadCursor
  /** One row per person: of the leads that match, each person's newest (with `personLeads`). */
  perPerson?: boolean
}

/** `next` is there when more rows match: pass it as `before` for the next page. */
export type LeadPage = { leads: LeadWithDeliveries[]; next?: LeadCursor }

/** What `setStatus`, `setFollowUp` and `setOwner` answer: undefined when there is no such lead. */
export type LeadChange = { changed: true; event: LeadEvent } | { changed: false } | undefined
/** What a merge or a split answers: as `LeadChange`, undefined when a lead is unknown. */
export type ContactChange = LeadChange

/** One person: every lead of a contact (newest first, as the list) and all their events in time order. */
export type ContactTimeline = { leads: LeadWithDeliveries[]; events: LeadEvent[] }

export type LeadDetail = { lead: Lead; deliveries: DeliveryState[]; events: LeadEvent[]; hasReport: boolean }

/** The server's own erasures of leads past retention. */
export const retentionAccessor: Accessor = { name: 'retention', via: 'server' }

/** Newest first; `next` (the last event's time and id) is there when older events follow. */
export type AccessPage = { events: AccessEvent[]; next?: LeadCursor }

/** The access record; the lead store holds it (`LeadStore.accessRecord`). */
export interface AccessRecord {
  add(by: Accessor, event: NewAccessEvent): Promise<void>
  /** A page of events, newest first; keyset paging as the leads' list (`before`: a page's `next`). */
  page(options: { limit: number; before?: LeadCursor }): Promise<AccessPage>
  /** Forgets the events older than `date` (retention); returns how many. */
  forgetBefore(date: Date): Promise<number>
}

export type FunnelOptions = {
  /** Leads created (and status events) at or after. */
  from: Date
  /** …and before. */
  to: Date
  /** The IANA zone whose Mondays start the weeks; UTC when absent. An unknown zone rejects (RangeError). */
  timeZone?: string
}

/**
 * One interface, two engines (SQLite embedded, Postgres scale-out); both pass store.test.ts.
 * Every method commits before it resolves.
 */
/** The leads themselves: storing, reading and searching them, and the people they belong to. */
export interface LeadRecords {
  /**
   * Stores the lead, queues its deliveries and keeps its report, if any, in one transaction. A known
   * idempotency key returns the lead stored first and stores nothing (`created: false`).
   */
  addLead(lead: NewLead, deliveries: NewDelivery[], report?: NewLeadReport): Promise<{ lead: Lead; created: boolean }>
  getLead(id: string): Promise<Lead | undefined>
  /**
   * Adds fields to a lead's data, or replaces them (a booking's invitee, from Calendly), and derives
   * its match keys and searched text again, in one transaction. Only when `when` (if given) holds for
   * the data as it is then, read under the lead's lock, so of two instances changing the same lead
   * on the same condition only the first does. Undefined when there is no such lead, or it did not hold.
   */
  updateLeadData(
    id: string,
    fields: Record<string, unknown>,
    when?: (data: Record<string, unknown>) => boolean,
  ): Promise<Lead | undefined>
  /** The CLI's and the admin export's list: the first page of `searchLeads`. */
  listLeads(options?: ListOptions): Promise<LeadWithDeliveries[]>
  /** A page of leads, newest first, with their deliveries' states; keyset paging (`before`). */
  searchLeads(options: SearchOptions): Promise<LeadPage>
  /** The lead, its deliveries and its events (oldest first); undefined when there is no such lead. */
  getLeadDetail(id: string): Promise<LeadDetail | undefined>
  /** The lead's contact: its leads and their events; undefined when there is no such lead. */
  contactOf(leadId: string): Promise<ContactTimeline | undefined>
  /** Joins `otherId`'s contact to `leadId`'s by hand, recorded on both leads; they take `leadId`'s status. */
  mergeContacts(leadId: string, otherId: string, editor: string): Promise<ContactChange>
  /** Gives the lead a contact of its own by hand (its keys never join it again), recorded on it. */
  splitLead(leadId: string, editor: string): Promise<ContactChange>
  /** Everyone who owns a lead or is named in a lead's history, sorted: whom a lead may be assigned to. */
  editorNames(): Promise<string[]>
  /**
   * How many rows of each of the store's tables hold any of these LIKE patterns (`searchPatterns`)
   * in any column: the erasure check's look at the store.
   */
  rowsHolding(patterns: readonly string[]): Promise<{ table: string; rows: number }[]>
}

/** The analysis reports kept with their leads. */
export interface StoredReports {
  /** Keeps a report with a lead stored earlier (an analysis that waited for a worker). */
  addReport(leadId: string, report: NewLeadReport): Promise<void>
  /** The report stored with the lead; undefined when it has none (or there is no such lead). */
  getReport(leadId: string): Promise<LeadReport | undefined>
}

/** The outbox: e-mails and forwards waiting to go, each leased, retried and marked. */
export interface DeliveryQueue {
  /** Queues a delivery later, e.g. a report e-mail once an analysis is done. */
  enqueue(delivery: NewDelivery & { leadId?: string }): Promise<Delivery>
  /**
   * Leases up to `limit` due deliveries of the given kinds to this caller for `leaseMs`; another
   * instance cannot claim them meanwhile, and a crashed claimer's lease simply runs out.
   */
  claimDeliveries(kinds: string[], limit: number, leaseMs: number): Promise<Delivery[]>
  markDelivered(id: string): Promise<void>
  markFailed(id: string, error: string, retryAt: Date): Promise<void>
  /** Gives up on a delivery: it keeps its reason and is never claimed again. */
  markDead(id: string, error: string): Promise<void>
  listDeliveries(status?: DeliveryStatus): Promise<Delivery[]>
  /** Which of these deliveries the store still holds (the others were erased with their lead). */
  heldDeliveries(ids: readonly string[]): Promise<Set<string>>
}

/** What the agency does with a lead: its person's status, follow-up, owner, notes and replies, and the morning digest's day. */
export interface FollowUps {
  /**
   * Changes the status of the lead's person (every lead of its contact) and records who did it, on
   * this lead, in one transaction. Undefined when there is no such lead; `changed: false` (nothing
   * recorded) when the person already had that status.
   */
  setStatus(id: string, status: LeadStatus, editor: string): Promise<LeadChange>
  /**
   * Sets the lead's next follow-up (`null` clears it) and records it, in one transaction; as
   * `setStatus`, `changed: false` when it already had that one. Setting the status to won or lost
   * clears the follow-up of each of the person's leads, recorded as a change by the same editor.
   */
  setFollowUp(id: string, at: Date | null, editor: string): Promise<LeadChange>
  /** Assigns the lead to an editor by name (`null`: to nobody) and records it; as `setFollowUp`. */
  setOwner(id: string, owner: string | null, editor: string): Promise<LeadChange>
  /**
   * Records a note on the lead, or with a `channel` the reply the editor sent the person there;
   * undefined when there is no such lead.
   */
  addNote(id: string, note: string, editor: string, channel?: ReplyChannel): Promise<LeadEvent | undefined>
  /** The events of these leads (a page of them, for the export), each lead's oldest first. */
  eventsOf(leadIds: string[]): Promise<LeadEvent[]>
  /**
   * Takes the agency's `day` (YYYY-MM-DD) for its morning digest: true for the first caller only, on
   * any server sharing the store.
   */
  claimMorningDigest(day: string): Promise<boolean>
}

/** Erasing leads with everything hung on them, on request and by retention. */
export interface Erasure {
  /**
   * Deletes the lead, its events, its report and its deliveries (pending ones too: nothing is sent afterwards) and
   * logs the erasure (`by.name`: the editor's name or `admin-token`), in the erasure log and the
   * access record, in the same transaction. Returns the erased deliveries' ids (mail files are named
   * after them), or undefined when there is no such lead.
   */
  eraseLead(id: string, by: Accessor, reason?: Exclude<ErasureReason, 'retention'>): Promise<string[] | undefined>
  /** Erases, as above, every lead created before `date`, by and for `retention` (one access event for all). */
  purgeLeadsBefore(date: Date): Promise<{ count: number; deliveryIds: string[] }>
}

/** What the leads add up to. */
export interface FunnelReads {
  /** The weekly funnel, the analysis → booking conversions and the leads' sources over [from, to). */
  funnel(options: FunnelOptions): Promise<Funnel>
}

/** The rate limits' sliding windows, kept in the store but apart from the leads. */
export interface RateSlots {
  /**
   * Sliding window: admits one use of `key` if fewer than `limit` were admitted in the last
   * `windowMs`, atomically across instances; a refusal says when the oldest of them leaves the window.
   */
  takeRateSlot(key: string, limit: number, windowMs: number): Promise<{ allowed: boolean; retryAfterMs: number }>
}

/** The lead store: every concern above, over one connection to SQLite or Postgres. */
export interface LeadStore
  extends LeadRecords, StoredReports, DeliveryQueue, FollowUps, Erasure, FunnelReads, RateSlots {
  readonly engine: 'sqlite' | 'postgres'
  /** Analyses waiting for a free worker, each beside its lead (erased with it). */
  readonly waitingList: WaitingList
  /** Who read, exported or erased leads, and when; kept when a lead is erased. */
  readonly accessRecord: AccessRecord
  /** Everything the store does inside `work` commits together, or nothing does. */
  transaction<T>(work: () => Promise<T>): Promise<T>
  close(): Promise<void>
}

/**
 * The store could not be reached or written (a lost database connection, a full or read-only disk):
 * nothing was stored, and the same request may succeed a few seconds later. Answered 503 with
 * `Retry-After` (api-errors.ts); the message is the cause's code, never its text.
 */
export class StoreUnavailableError extends Error {
  override name = 'StoreUnavailableError'
  constructor(readonly code: string) {
    super(`the lead store is unavailable (${code})`)
  }
}
