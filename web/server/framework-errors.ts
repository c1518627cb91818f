import type { FastifyHttpOptions, FastifyInstance } from 'fastify'
import { STATUS_CODES, type OutgoingHttpHeaders, type Server } from 'node:http'
import type { Socket } from 'node:net'
import { defaultLanguage } from '../src/i18n/language'
import { answerError, genericError, sendGenericError, type GenericErrorCode } from './api-errors'
import { setSecurityHeaders } from './security-headers'

/** Node's parser errors that are not the client's malformed request (400): the status and code they answer. */
const parserErrors: Record<string, [number, GenericErrorCode]> = {
  HPE_HEADER_OVERFLOW: [431, 'too_large'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'too_large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'timeout'],
}

/**
 * The whole answer to a request Node's HTTP parser refused, written on the socket: there is no
 * request to read a language from, so the message is in Spanish (docs/api-errors.md).
 */
export function rawErrorAnswer(errorCode: string, headers: OutgoingHttpHeaders): string {
  const [status, code] = parserErrors[errorCode] ?? [400, 'invalid']
  const body = JSON.stringify(genericError(defaultLanguage, code))
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'Connection: close',
    ...Object.entries(headers).flatMap(([name, value]) =>
      value === undefined ? [] : [value].flat().map((one) => `${name}: ${one}`),
    ),
  ]
  return `${lines.join('\r\n')}\r\n\r\n${body}`
}

/**
 * Fastify's options for the errors it and Node raise before any hook runs, so that they too answer
 * the API's one error body with the security headers: an address Fastify cannot decode (`/api/%ff`)
 * or route, and a request Node's parser refuses (a malformed request line or header, headers over
 * 16 kB, a request that does not arrive in time), which is answered raw on the socket, then closed.
 */
export function frameworkErrorOptions(headers: OutgoingHttpHeaders) {
  return {
    // Node's own refusal of an HTTP/1.1 request without Host is a bare 400: `registerFrameworkErrors` answers it.
    http: { requireHostHeader: false },
    frameworkErrors: (error, request, reply) => {
      setSecurityHeaders(reply.raw, headers)
      // A request Fastify could not route has no query yet; `?lang=` still chooses the language.
      request.query = Object.fromEntries(new URLSearchParams(request.raw.url?.split('?')[1]))
      return answerError(error, request, reply)
    },
    clientErrorHandler: (error, socket: Socket) => {
      if (error.code === 'ECONNRESET' || socket.destroyed) return
      if (socket.writable) socket.write(rawErrorAnswer(error.code, headers))
      socket.destroy()
    },
  } satisfies FastifyHttpOptions<Server>
}

/**
 * What Node would answer bare itself, after the security headers are on the answer: an HTTP/1.1
 * request without Host is refused with the error body, and an expectation Node does not know
 * (`Expect: x`, which it answers with an empty 417) is ignored, as HTTP allows: the request is
 * served like any other.
 */
export function registerFrameworkErrors(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) {
      return void sendGenericError(request, reply, 400, 'invalid')
    }
    done()
  })
  app.server.on('checkExpectation', (request, response) => app.server.emit('request', request, response))
}
