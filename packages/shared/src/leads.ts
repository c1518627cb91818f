/**
 * A lead and what happens to it, as the site stores it and the Leads API answers it
 * (docs/leads-api.md): the vocabulary the site's server and the Studio's Leads tool share.
 */

/**
 * What the agency keeps as a lead: contact requests, analysis requests and bookings made in the
 * scheduling widget. The reply templates name the kinds they suit.
 */
export const leadKinds = ['contact', 'analysis', 'booking'] as const
export type LeadKind = (typeof leadKinds)[number]

/** Where the agency stands with a lead; every change is a `LeadEvent`. New leads are `new`. */
export const leadStatuses = ['new', 'contacted', 'won', 'lost'] as const
export type LeadStatus = (typeof leadStatuses)[number]

/** Where a lead came from, as the page it was sent from knew it. Every part is optional. */
export type Attribution = {
  /** The site path the lead was sent from, e.g. `/servicios`. */
  page?: string
  referrerHost?: string
  /** `utm_source` … `utm_content`; stored only when one of them is given. */
  utm?: Record<string, string>
}

/** `dead`: failed `maxAttempts` times (outbox.ts); kept with its reason, never tried again. */
export type DeliveryStatus = 'pending' | 'done' | 'dead'

type EventBase = {
  id: string
  leadId: string
  at: Date
  /** The editor's name as the Studio shows it. */
  editor: string
}
/**
 * The lead's history: who changed its status, wrote a note, set or cleared its follow-up, or gave it
 * an owner, and when. `null`: cleared (a won or lost lead's follow-up is cleared by the status change).
 */
export type LeadEvent =
  | (EventBase & { type: 'status'; status: LeadStatus })
  | (EventBase & { type: 'note'; note: string })
  /** The lead's contact and another lead's were merged into one (`with`: the other lead). */
  | (EventBase & { type: 'merged'; with: string })
  /** The lead was split off its contact into one of its own. */
  | (EventBase & { type: 'split' })
  /** A message the editor sent the person from the tool (WhatsApp or e-mail), as they sent it. */
  | (EventBase & { type: 'reply'; channel: ReplyChannel; note: string })
  | (EventBase & { type: 'follow-up'; followUpAt: Date | null })
  | (EventBase & { type: 'owner'; owner: string | null })

/** How the Leads tool replies to a person: a WhatsApp chat or an e-mail, each opened with the message. */
export const replyChannels = ['whatsapp', 'email'] as const
export type ReplyChannel = (typeof replyChannels)[number]

/**
 * Why a lead was erased; a closed list so the erasure log never holds personal data. `request`: the
 * person asked; `spam` and `test`: it was never a real lead; `retention`: older than the agency keeps
 * leads (`purgeLeadsBefore`).
 */
export const erasureReasons = ['request', 'spam', 'test', 'retention'] as const
export type ErasureReason = (typeof erasureReasons)[number]

/**
 * What the access record notes (docs/leads.md): a lead's detail read, its report as sent read, an
 * export of leads, an erasure.
 */
export const accessActions = ['read-lead', 'read-report', 'export', 'erase'] as const
export type AccessAction = (typeof accessActions)[number]

/**
 * Who reached leads: the Leads API's caller (their name and the kind of credential: `admin-token`,
 * `lake`, `sanity`), or the server itself (`retention`, `server`).
 */
export type Accessor = { name: string; via: string }

export type NewAccessEvent = {
  action: AccessAction
  /** The lead read or erased (an id is not personal data); none for an export or a purge. */
  leadId?: string
  /** How many leads an export held, or a purge erased. */
  leads?: number
  /** The names of the filters an export was given, never their values (a search's text names a person). */
  filters?: string[]
}

export type AccessEvent = NewAccessEvent &
  Accessor & {
    id: string
    at: Date
    /** With `leadId`: whether the lead is still stored (not erased since). */
    leadExists?: boolean
  }

export type FunnelWeek = {
  /** ISO week, e.g. `2026-W02`. */
  week: string
  /** Its Monday, `YYYY-MM-DD` in the funnel's time zone. */
  start: string
  analysesRequested: number
  /** Analyses whose `data.outcome` is `done` (web/server/analyzer/leads.ts). */
  analysesCompleted: number
  contactRequests: number
  bookings: number
  /** Status changes to `won` made that week. */
  won: number
}

/** How many leads had each value; `null` is "not known". Most first. */
export type FunnelCount = { value: string | null; leads: number }

export type Funnel = {
  timeZone: string
  /** Every week that overlaps [from, to), oldest first, zeros included. */
  weeks: FunnelWeek[]
  /**
   * Analyses created in [from, to), and how many of them were followed by a booking with the same
   * e-mail or phone within 30 days (the booking may fall after `to`).
   */
  analysisToBooking: { analyses: number; booked: number }
  bySourcePage: FunnelCount[]
  byReferrerHost: FunnelCount[]
  byUtmSource: FunnelCount[]
}

/** A delivery as the Leads tool shows it: its state, not its payload (which may hold a whole report). */
export type DeliveryState = {
  id: string
  kind: string
  status: DeliveryStatus
  attempts: number
  nextAttemptAt: Date
  lastError: string | null
  deliveredAt: Date | null
}

/**
 * A lead as the Leads API shows it (docs/leads-api.md): one flat shape whatever the form, the
 * fields named in English. What a lead does not have is absent.
 */
export type LeadItem = {
  id: string
  kind: LeadKind
  status: LeadStatus
  /** ISO time. */
  createdAt: string
  language: string
  name?: string
  business?: string
  email?: string
  /** As typed. */
  phone?: string
  /** `https://wa.me/<digits>` for the phone. */
  whatsapp?: string
  message?: string
  /** The analysed site, or the site a contact request gives as theirs. */
  url?: string
  /** The service a contact request asks about (schemas/constants.ts `serviceKeys`). */
  service?: string
  /** An analysis's: shown on the page (`inline`) or e-mailed (`email`). */
  mode?: string
  score?: number
  /** An analysis's outcome (web/server/analyzer/leads.ts). */
  outcome?: string
  /** A booking's Calendly records. */
  eventUri?: string
  inviteeUri?: string
  attribution: Attribution
  deliveries: { kind: string; status: DeliveryStatus }[]
  hasReport: boolean
  /** The editor the lead is assigned to. */
  owner?: string
  /** ISO time of the next follow-up. */
  followUpAt?: string
  /** The person's contact, shared by their leads: `GET /api/leads/:id/contact`. */
  contactId: string
  /** In a list of one row per person (`people=1`): how many leads the person has. */
  personLeads?: number
  /**
   * A booking kept although its address had already sent many within minutes: an office behind one
   * address, or a script (web/server/http/booking-events.ts).
   */
  overRateLimit?: true
}
