import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { sendError, sendGenericError } from '../api-errors'
import { buildReport, toHtmlFragment } from 'site-analyzer/report'
import type { WaitingAnalysis } from '../leads/waiting-list'
import { requestLanguage } from '../html'
import { mailboxKey } from '../rate-keys'
import { emailPattern } from '../../src/lib/email-address'
import { isLanguage, type Language } from '../../src/i18n/language'
import type { AnalyzeDeps } from '../analyzer/deps'
import { analyzeErrors } from './analyze-messages'

/** A ticket as the waiting list makes them (`waiting-list.ts`): 18 random bytes, base64url. */
const ticketPattern = /^[A-Za-z0-9_-]{24}$/

/** What a waiting visitor's page reads: where the analysis stands, and its report once done. */
export type WaitingState =
  | { status: 'queued'; position: number; etaSeconds: number }
  | { status: 'running'; etaSeconds: number }
  | { status: 'done'; message: { content: string } }
  | { status: 'failed'; error: 'refused' | 'unreachable' | 'failed'; message: string }

type Deps = Pick<AnalyzeDeps, 'waitingList' | 'runner' | 'leads' | 'emailLimiter' | 'lane'>

/** A waiting analysis's place: 1 when it is next, and the time until its report, estimated. */
export async function placeOf(
  { waitingList, runner, lane }: Pick<AnalyzeDeps, 'waitingList' | 'runner' | 'lane'>,
  waiting: WaitingAnalysis,
) {
  const { ahead, running } = await waitingList.place(waiting)
  // Ahead of it: those waiting before it, and those running (from the list anywhere, or here).
  const before = ahead + Math.max(running, lane.size.active)
  return { ticket: waiting.ticket, position: ahead + 1, etaSeconds: runner.estimateSeconds(before) }
}

async function stateOf(deps: Deps, waiting: WaitingAnalysis, language: Language): Promise<WaitingState> {
  if (waiting.status === 'queued') {
    const { position, etaSeconds } = await placeOf(deps, waiting)
    return { status: 'queued', position, etaSeconds }
  }
  if (waiting.status === 'running') return { status: 'running', etaSeconds: deps.runner.estimateSeconds(0) }
  const result = waiting.status === 'done' ? await deps.leads.report(waiting.leadId) : undefined
  if (result) return { status: 'done', message: { content: toHtmlFragment(buildReport(result, language)) } }
  const error = waiting.outcome === 'refused' || waiting.outcome === 'unreachable' ? waiting.outcome : 'failed'
  return { status: 'failed', error, message: analyzeErrors[language][error] }
}

/**
 * The waiting visitor's two calls, by the ticket their 202 carried: GET `/api/analyze/queue/:ticket`
 * (where it stands: place and estimate, running, the report once done, or why it failed), and POST
 * `/api/analyze/queue/:ticket/email` `{ email }` (send the report there, once done or at once if it
 * is, within the same per-mailbox limit as the form). An unknown or forgotten ticket is a 404.
 */
export function registerAnalyzeWaiting(app: FastifyInstance, deps: Deps) {
  const find = async (request: FastifyRequest, reply: FastifyReply) => {
    const { ticket } = request.params as { ticket: string }
    const waiting = ticketPattern.test(ticket) ? await deps.waitingList.get(ticket) : undefined
    if (!waiting) sendGenericError(request, reply, 404, 'not_found')
    return waiting
  }

  app.get('/api/analyze/queue/:ticket', async (request, reply) => {
    const waiting = await find(request, reply)
    if (!waiting) return reply
    const language = isLanguage(waiting.language) ? waiting.language : 'es'
    return reply.header('Cache-Control', 'no-store').send(await stateOf(deps, waiting, language))
  })

  app.post('/api/analyze/queue/:ticket/email', { bodyLimit: 1024 }, async (request, reply) => {
    const language = requestLanguage(request, (request.body as { lang?: string } | null)?.lang)
    const waiting = await find(request, reply)
    if (!waiting) return reply
    const email = String((request.body as { email?: unknown } | null)?.email ?? '').trim()
    if (email.length > 254 || !emailPattern.test(email))
      return sendError(reply, 400, { error: 'invalid_email', message: analyzeErrors[language].invalid_email })
    const { allowed, retryAfterSeconds } = await deps.emailLimiter.take(`email:${mailboxKey(email)}`)
    if (!allowed) {
      reply.header('Retry-After', String(retryAfterSeconds))
      return sendError(reply, 429, { error: 'rate_limited', message: analyzeErrors[language].rate_limited })
    }
    await deps.leads.addEmail(waiting, email)
    request.log.info({ status: waiting.status }, 'waiting analysis: e-mail given')
    return reply.header('Cache-Control', 'no-store').send({ ok: true })
  })
}
