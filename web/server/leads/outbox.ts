import type { FastifyBaseLogger } from 'fastify'
import type { Delivery, Lead, LeadStore } from './types'

/** Sends one delivery; throwing means "try again later". */
export type DeliveryHandler = (delivery: Delivery, lead: Lead | undefined) => Promise<void>

export type OutboxOptions = {
  /** Idle polling interval: picks up retries that fall due and work queued by other instances. */
  pollMs?: number
  /** First retry delay; each further attempt doubles it, up to maxDelayMs. */
  baseDelayMs?: number
  maxDelayMs?: number
  /** Longer than any handler may take, so a live claimer never loses its lease. */
  leaseMs?: number
  batchSize?: number
  /** After this many failed attempts (15: about an hour of backoff) a delivery is dead-lettered with its reason. */
  maxAttempts?: number
}

/** The error's kind only: messages can quote addresses, and personal data stays out of logs. */
export const errorCode = (error: unknown) =>
  (error as { code?: string }).code ?? (error instanceof Error ? error.name : 'Error')

/**
 * Delivers what the store has queued: at least once, retried with exponential backoff, resumed
 * after a restart from the store itself. Instances sharing a store claim disjoint deliveries.
 */
export class Outbox {
  private readonly handlers = new Map<string, DeliveryHandler>()
  private readonly options: Required<OutboxOptions>
  private timer: NodeJS.Timeout | undefined
  private running: Promise<void> | undefined
  private again = false
  private started = false
  private stopped = false

  constructor(
    private readonly store: LeadStore,
    private readonly log: FastifyBaseLogger,
    options: OutboxOptions = {},
  ) {
    this.options = {
      pollMs: 1000,
      baseDelayMs: 2000,
      maxDelayMs: 10 * 60_000,
      leaseMs: 60_000,
      batchSize: 10,
      maxAttempts: 15,
      ...options,
    }
  }

  register(kind: string, handler: DeliveryHandler) {
    this.handlers.set(kind, handler)
  }

  start() {
    this.started = true
    this.wake()
  }

  /** Runs a pass now (e.g. right after a lead was stored) instead of at the next poll. */
  wake() {
    if (!this.started || this.stopped) return
    if (this.running) {
      this.again = true
      return
    }
    clearTimeout(this.timer)
    this.running = this.drain()
      .then(() => {})
      .catch((error: unknown) => this.log.error({ reason: errorCode(error) }, 'outbox pass failed'))
      .finally(() => {
        this.running = undefined
        if (this.stopped) return
        if (this.again) {
          this.again = false
          this.wake()
        } else this.timer = setTimeout(() => this.wake(), this.options.pollMs)
      })
  }

  /** Stops polling and waits for the deliveries in flight. */
  async stop() {
    this.stopped = true
    clearTimeout(this.timer)
    await this.running
  }

  /** Delivers everything due now; returns how many deliveries were attempted. */
  async drain(): Promise<number> {
    let attempted = 0
    for (;;) {
      const batch = await this.store.claimDeliveries(
        [...this.handlers.keys()],
        this.options.batchSize,
        this.options.leaseMs,
      )
      await Promise.all(batch.map((delivery) => this.attempt(delivery)))
      attempted += batch.length
      if (batch.length < this.options.batchSize || this.stopped) return attempted
    }
  }

  retryDelay(attempts: number) {
    const { baseDelayMs, maxDelayMs } = this.options
    const delay = Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempts - 1))
    // Jitter spreads retries of a burst so a recovering server is not hit all at once.
    return Math.round(delay * (0.8 + Math.random() * 0.4))
  }

  private async attempt(delivery: Delivery) {
    const context = { deliveryId: delivery.id, kind: delivery.kind, attempt: delivery.attempts }
    try {
      const lead = delivery.leadId ? await this.store.getLead(delivery.leadId) : undefined
      await this.handlers.get(delivery.kind)!(delivery, lead)
      await this.store.markDelivered(delivery.id)
      this.log.info(context, 'delivery made')
    } catch (error) {
      const detail = error instanceof Error ? `${errorCode(error)}: ${error.message}` : String(error)
      const dead = delivery.attempts >= this.options.maxAttempts
      const retryAt = new Date(Date.now() + this.retryDelay(delivery.attempts))
      await (
        dead ? this.store.markDead(delivery.id, detail) : this.store.markFailed(delivery.id, detail, retryAt)
      ).catch(() => this.log.error(context, 'could not record a failed delivery; its lease will run out'))
      if (dead) this.log.error({ ...context, reason: errorCode(error) }, 'delivery dead-lettered')
      else this.log.warn({ ...context, reason: errorCode(error), retryAt }, 'delivery failed, will retry')
    }
  }
}
