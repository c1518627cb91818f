import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { codeOf, sendError, storeRetryAfterSeconds } from '../api-errors'
import { requestLanguage } from '../html'
import { contactMessages } from '../../src/features/contact/contact-messages'
import { contactSchema, fieldErrors } from '../../src/features/contact/contact-schema'
import { honeypotField } from '../../src/features/contact/contact-values'
import type { Language } from '../../src/i18n/language'
import { attributionSchema } from '../../src/lib/attribution/schema'
import { errorCode } from '../leads/outbox'
import type { LeadServices } from '../leads/services'
import { createStoreRateLimiter } from '../rate-limit'
import { clientKey } from '../rate-keys'

type Options = { leads: LeadServices; rateLimit: number }

const rateWindowMs = 10 * 60_000
/** Generous for any real form (largest field caps sum to ~6 kB), far below Fastify's 1 MB default. */
const bodyLimit = 32 * 1024
const idempotencyKeyPattern = /^[A-Za-z0-9_.:-]{8,128}$/

/** `?lang=`, then the language the page asked in (the form sends Accept-Language), then the cookie. */
function contactLanguage(request: FastifyRequest): Language {
  return requestLanguage(request, request.headers['accept-language']?.split(/[,;-]/)[0]?.trim().toLowerCase())
}

function fail(reply: FastifyReply, status: number, error: string, message: string, fields?: Record<string, string>) {
  return sendError(reply, status, { error, message, ...(fields && { fields }) })
}

/** Malformed requests get a clear 4xx in the visitor's language; nothing in them is logged. */
function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const text = contactMessages[contactLanguage(request)].errors
  const status = error.statusCode ?? 500
  if (status >= 500) {
    // Nothing was stored: the form keeps what was typed and may send it again (same idempotency key).
    request.log.error({ reason: errorCode(error) }, 'contact request failed')
    return fail(reply.header('Retry-After', String(storeRetryAfterSeconds)), 503, 'unavailable', text.unavailable)
  }
  request.log.info({ reason: error.code }, 'contact request refused')
  return fail(reply, status, codeOf(error), text.invalidRequest)
}

/**
 * POST /api/contact (product §7.3's webhook, ours by default): validate with the form's schema,
 * commit the lead and its deliveries, then answer. Delivery happens after, through the outbox.
 */
export function registerContact(app: FastifyInstance, { leads, rateLimit }: Options) {
  const limiter =
    rateLimit > 0 ? createStoreRateLimiter(leads.store, { limit: rateLimit, windowMs: rateWindowMs }) : undefined
  app.register(async (scope) => {
    scope.setErrorHandler(answerError)
    scope.post('/api/contact', { bodyLimit }, async (request, reply) => {
      const language = contactLanguage(request)
      const text = contactMessages[language].errors
      const body = request.body
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        return fail(reply, 415, 'unsupported_media_type', text.invalidRequest)
      }
      const key = request.headers['idempotency-key']
      if (key !== undefined && (typeof key !== 'string' || !idempotencyKeyPattern.test(key))) {
        return fail(reply, 400, 'invalid_idempotency_key', text.invalidRequest)
      }
      if (limiter) {
        const { allowed, retryAfterSeconds } = await limiter.take(`contact:${clientKey(request.ip)}`)
        if (!allowed) {
          request.log.info('contact rate limit reached')
          return fail(reply.header('Retry-After', String(retryAfterSeconds)), 429, 'rate_limited', text.tooMany)
        }
      }
      const honeypot = (body as Record<string, unknown>)[honeypotField]
      if (typeof honeypot === 'string' && honeypot !== '') {
        // Looks like success to the bot, so it has no reason to try harder.
        request.log.info('contact honeypot filled; not stored')
        return reply.code(201).send({ ok: true })
      }
      const parsed = contactSchema.safeParse(body)
      if (!parsed.success) {
        return fail(reply, 400, 'validation', text.invalidRequest, fieldErrors(parsed.error, text))
      }
      // Beside the form's fields; a malformed attribution is dropped, never the request.
      const attribution = attributionSchema.parse((body as Record<string, unknown>).attribution)
      const { lead, created } = await leads.store.addLead(
        { kind: 'contact', idempotencyKey: key, language, clientIp: request.ip, data: parsed.data, attribution },
        leads.leadDeliveries,
      )
      request.log.info({ leadId: lead.id, created }, created ? 'contact lead stored' : 'contact lead repeated')
      if (created) leads.outbox.wake()
      return reply.code(created ? 201 : 200).send({ ok: true, id: lead.id, duplicate: !created })
    })
  })
}
