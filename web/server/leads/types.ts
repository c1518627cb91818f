/**
 * What the agency keeps: contact requests, analysis requests and bookings made through the site's
 * scheduling widget (the conversion the site exists for), and their pending deliveries.
 */
export const leadKinds = ['contact', 'analysis', 'booking'] as const
export type LeadKind = (typeof leadKinds)[number]

export type NewLead = {
  kind: LeadKind
  /** Given by the client (form) so a retried or double-clicked submit stores one lead. */
  idempotencyKey?: string
  language: string
  clientIp: string
  /** The submitted fields: contact form values, or analysis url, email?, mode. */
  data: Record<string, unknown>
}

export type Lead = NewLead & { id: string; createdAt: Date }

export type NewDelivery = {
  /** A kind some instance has a handler for (see outbox.ts), e.g. 'agency-email', 'lead-forward'. */
  kind: string
  /** Everything the handler needs to build its message at send time; stored as JSON. */
  payload?: Record<string, unknown>
}

/** `dead`: failed `maxAttempts` times (outbox.ts); kept with its reason, never tried again. */
export type DeliveryStatus = 'pending' | 'done' | 'dead'

export type Delivery = {
  id: string
  leadId: string | null
  kind: string
  payload: Record<string, unknown>
  status: DeliveryStatus
  attempts: number
  nextAttemptAt: Date
  lastError: string | null
  deliveredAt: Date | null
}

export type LeadWithDeliveries = Lead & { deliveries: Pick<Delivery, 'kind' | 'status' | 'attempts' | 'lastError'>[] }

export type ListOptions = { kind?: LeadKind; limit?: number; since?: Date }

/**
 * One interface, two engines (SQLite embedded, Postgres scale-out); both pass store.test.ts.
 * Every method commits before it resolves.
 */
export interface LeadStore {
  readonly engine: 'sqlite' | 'postgres'
  /**
   * Stores the lead and queues its deliveries in one transaction. A known idempotency key returns
   * the lead stored first and queues nothing (`created: false`).
   */
  addLead(lead: NewLead, deliveries: NewDelivery[]): Promise<{ lead: Lead; created: boolean }>
  /** Queues a delivery later, e.g. a report e-mail once an analysis is done. */
  enqueue(delivery: NewDelivery & { leadId?: string }): Promise<Delivery>
  getLead(id: string): Promise<Lead | undefined>
  listLeads(options?: ListOptions): Promise<LeadWithDeliveries[]>
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
  /**
   * Sliding window: admits one use of `key` if fewer than `limit` were admitted in the last
   * `windowMs`, atomically across instances; a refusal says when the oldest of them leaves the window.
   */
  takeRateSlot(key: string, limit: number, windowMs: number): Promise<{ allowed: boolean; retryAfterMs: number }>
  close(): Promise<void>
}
