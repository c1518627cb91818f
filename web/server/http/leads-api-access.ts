import type { FastifyInstance, FastifyRequest } from 'fastify'
import { sendError, sendGenericError } from '../api-errors'
import { requestLanguage } from '../html'
import type { Caller, Callers } from '../leads-access/callers'
import { IdentityUnavailableError } from '../leads-access/identity-unavailable'
import { leadsApiMessages } from './leads-api-messages'

const admitted = new WeakMap<FastifyRequest, Caller>()

/** Who makes a request the Leads API admitted (every route of it is behind `guardLeadsApi`). */
export const callerOf = (request: FastifyRequest) => admitted.get(request)!

const preflight = {
  'Access-Control-Allow-Methods': 'GET, POST, DELETE',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type',
  'Access-Control-Max-Age': '600',
}

/**
 * On every route of the scope (docs/leads-api.md): `Cache-Control: no-store`; CORS for the Studio's
 * origins only, preflight included (no other origin gets a CORS header); then the caller, named by
 * their bearer credential, or a 401 with `WWW-Authenticate: Bearer`. Refusals are logged without
 * the credential; when the lake or hosted Sanity cannot say who a credential is, 503.
 */
export function guardLeadsApi(
  scope: FastifyInstance,
  { callers, studioOrigins }: { callers: Callers; studioOrigins: readonly string[] },
) {
  const allowed = new Set(studioOrigins)
  scope.addHook('onRequest', async (request, reply) => {
    reply.header('Cache-Control', 'no-store').header('Vary', 'Origin')
    const { origin } = request.headers
    if (origin === undefined || !allowed.has(origin)) return
    reply.header('Access-Control-Allow-Origin', origin).header('Access-Control-Expose-Headers', 'Content-Disposition')
  })

  for (const path of ['/api/leads', '/api/leads/*']) {
    scope.options(path, async (request, reply) => {
      const { origin } = request.headers
      if (origin !== undefined && allowed.has(origin)) reply.headers(preflight)
      return reply.code(204).send()
    })
  }

  scope.addHook('onRequest', async (request, reply) => {
    if (request.method === 'OPTIONS') return
    let caller: Caller | undefined
    try {
      caller = await callers(request.headers.authorization)
    } catch (error) {
      if (!(error instanceof IdentityUnavailableError)) throw error
      request.log.warn({ reason: error.message }, 'leads API: could not say who calls')
      const message = leadsApiMessages[requestLanguage(request)].identityUnavailable
      return sendError(reply, 503, { error: 'unavailable', message })
    }
    if (!caller) {
      const credential = request.headers.authorization === undefined ? 'missing' : 'refused'
      request.log.warn({ credential }, 'leads API: no valid credential')
      return sendGenericError(request, reply.header('WWW-Authenticate', 'Bearer'), 401, 'unauthorized')
    }
    admitted.set(request, caller)
  })
}
