import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Language } from '../src/i18n/language'
import type { ApiErrorBody } from '../src/lib/api-error'
import { requestLanguage } from './html'
import { errorCode } from './leads/outbox'
import { StoreUnavailableError } from './leads/types'

/**
 * The API's one error body (docs/api-errors.md): `{ error, message, fields? }`, where `error` is a
 * stable code for programs and `message` a sentence for the visitor, in their language.
 */
export function sendError(reply: FastifyReply, status: number, body: ApiErrorBody) {
  return reply.code(status).header('Cache-Control', 'no-store').send(body)
}

const generic = {
  es: {
    invalid: 'La solicitud no es válida.',
    not_found: 'No encontramos lo que buscas.',
    unauthorized: 'Hace falta una credencial válida.',
    too_large: 'La solicitud es demasiado grande.',
    timeout: 'La solicitud tardó demasiado en llegar.',
    unsupported_media_type: 'Envía la solicitud como JSON.',
    rate_limited: 'Demasiadas solicitudes seguidas. Por favor intenta de nuevo en unos minutos.',
    unavailable: 'El servicio no está disponible en este momento. Por favor intenta de nuevo en un momento.',
    internal: 'Algo salió mal de nuestro lado. Por favor intenta de nuevo en un momento.',
  },
  en: {
    invalid: 'The request is not valid.',
    not_found: 'We could not find what you are looking for.',
    unauthorized: 'A valid credential is needed.',
    too_large: 'The request is too large.',
    timeout: 'The request took too long to arrive.',
    unsupported_media_type: 'Send the request as JSON.',
    rate_limited: 'Too many requests in a row. Please try again in a few minutes.',
    unavailable: 'The service is not available right now. Please try again in a moment.',
    internal: 'Something went wrong on our side. Please try again in a moment.',
  },
} satisfies Record<Language, Record<string, string>>

export type GenericErrorCode = keyof (typeof generic)['es']

/** The body of a generic error in `language`. */
export function genericError(language: Language, code: GenericErrorCode): ApiErrorBody {
  return { error: code, message: generic[language][code] }
}

/** A generic error in the visitor's language, for routes with nothing more specific to say. */
export function sendGenericError(request: FastifyRequest, reply: FastifyReply, status: number, code: GenericErrorCode) {
  return sendError(reply, status, genericError(requestLanguage(request), code))
}

const codesByStatus: Partial<Record<number, GenericErrorCode>> = {
  404: 'not_found',
  408: 'timeout',
  413: 'too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  431: 'too_large',
}

/** The code for an error Fastify or Node raised before a handler ran (parsing, size, media type, time). */
export function codeOf(error: FastifyError, status = error.statusCode ?? 500): GenericErrorCode {
  return status >= 500 ? 'internal' : (codesByStatus[status] ?? 'invalid')
}

/** Seconds a client is asked to wait after the lead store could not be reached: a reconnect's time. */
export const storeRetryAfterSeconds = 5

/**
 * A 503 `unavailable` with `Retry-After` when the lead store could not be reached (nothing was
 * stored; the same request may succeed in a few seconds), else nothing.
 */
export function answerStoreUnavailable(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (!(error instanceof StoreUnavailableError)) return undefined
  request.log.error({ reason: error.code }, 'lead store unavailable')
  reply.header('Retry-After', String(storeRetryAfterSeconds))
  return sendGenericError(request, reply, 503, 'unavailable')
}

/**
 * Answers an error no route answered itself: the lead store out of reach is a 503 to retry; 4xx
 * keep their status with a generic code; anything else is a 500 that says nothing of its cause (the
 * log has its code, never its message).
 */
export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const unavailable = answerStoreUnavailable(error, request, reply)
  if (unavailable) return unavailable
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500
  if (status === 500) request.log.error({ reason: errorCode(error) }, 'request failed')
  return sendGenericError(request, reply, status, codeOf(error, status))
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(answerError)
}
