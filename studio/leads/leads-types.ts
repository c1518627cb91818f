/** What the site's leads API answers (docs/leads-api.md): the Studio's view of the lead store. */
export const leadSources = ['contact', 'analysis', 'booking'] as const
export type LeadSource = (typeof leadSources)[number]

export const leadStatuses = ['new', 'contacted', 'won', 'lost'] as const
export type LeadStatus = (typeof leadStatuses)[number]

export type LeadItem = {
  id: string
  kind: LeadSource
  status: LeadStatus
  createdAt: string
  language: string
  name?: string
  business?: string
  email?: string
  phone?: string
  whatsapp?: string
  message?: string
  url?: string
  /** The service a contact request asked about. */
  service?: string
  score?: number
  outcome?: string
  attribution: {page?: string; referrerHost?: string; utm?: Record<string, string>}
  deliveries: {kind: string; status: string}[]
  hasReport: boolean
}

export type LeadPage = {leads: LeadItem[]; next?: string}

export type LeadEvent = {id: string; at: string; editor: string} & (
  {type: 'status'; status: LeadStatus} | {type: 'note'; note: string}
)

/** A delivery's state: the agency's e-mail, the report e-mail, the invitee look-up… */
export type DeliveryState = {
  id: string
  kind: string
  status: 'pending' | 'done' | 'dead'
  attempts: number
  lastError: string | null
}

export type LeadDetail = {lead: LeadItem; deliveries: DeliveryState[]; events: LeadEvent[]}

export type FunnelWeek = {
  week: string
  start: string
  analysesRequested: number
  analysesCompleted: number
  contactRequests: number
  bookings: number
  won: number
}

export type FunnelCount = {value: string | null; leads: number}

export type Funnel = {
  timeZone: string
  weeks: FunnelWeek[]
  analysisToBooking: {analyses: number; booked: number}
  bySourcePage: FunnelCount[]
  byReferrerHost: FunnelCount[]
  byUtmSource: FunnelCount[]
}

/** The list's filters, as the tool's controls hold them. */
export type LeadFilters = {kind?: LeadSource; status?: LeadStatus; from?: string; query?: string}

export const erasureReasons = ['request', 'spam', 'test'] as const
export type ErasureReason = (typeof erasureReasons)[number]
