import type { FastifyInstance, FastifyReply } from 'fastify'
import { sendError } from '../api-errors'
import {
  type AnalysisStage,
  UnsafeUrlError,
  QueueFullError,
  type WorkQueue,
  type AnalysisResult,
  FetchFailure,
  type Analyze,
} from 'site-analyzer'
import { analysisRequestSchema } from '../../src/features/analysis/schema'
import { isLanguage, type Language } from '../../src/i18n/language'
import type { AnalysisLeads, AnalysisOutcome } from '../analyzer/leads'
import type { ProgressHub } from '../analyzer/progress'
import { buildReport } from '../analyzer/report/document'
import { toHtmlFragment } from '../analyzer/report/html'
import type { RateLimiter } from '../rate-limit'
import { clientKey, mailboxKey } from '../rate-keys'
import { analyzeErrors, busyFor, invalidKey } from './analyze-messages'
import { registerAnalyzeProgress } from './analyze-progress'

export type AnalyzeDeps = {
  /** Runs one analysis, telling `onStage` what it is doing (the progress stream relays it). */
  analyze: Analyze
  progress: ProgressHub
  /** Starts what the analyses need (the worker processes) once the server listens. */
  start?: () => void
  /** Stops what the analyses need beyond this request (the worker processes, the job queue). */
  close?: () => Promise<void>
  leads: AnalysisLeads
  ipLimiter: RateLimiter
  emailLimiter: RateLimiter
  queue: WorkQueue
}

type ErrorKey = keyof (typeof analyzeErrors)['es']

/** The body's language when it names one, so even a rejected request is answered in it. */
const languageOf = (body: unknown): Language => {
  const lang = (body as { lang?: unknown } | null)?.lang
  return isLanguage(lang) ? lang : 'es'
}

/** How long one analysis typically takes, for the wait a busy answer foresees. */
const typicalAnalysisSeconds = 12

function outcomeOf(error: unknown): Exclude<AnalysisOutcome, 'done'> {
  if (error instanceof QueueFullError) return 'busy'
  if (error instanceof UnsafeUrlError) return 'refused'
  if (error instanceof FetchFailure) return 'unreachable'
  return 'failed'
}

/**
 * POST /api/analyze (product §7.2): `{ url, mode, ip, email?, lang? }` → `{ message: { content } }`
 * with the markdown report. Rate limits key on the connection's address (or a trusted proxy's),
 * never on the `ip` the body claims.
 */
export function registerAnalyze(app: FastifyInstance, deps: AnalyzeDeps) {
  app.get('/api/client-ip', async (request) => ({ ip: request.ip }))
  registerAnalyzeProgress(app, deps.progress)
  if (deps.start) app.addHook('onListen', async () => deps.start?.())
  if (deps.close) app.addHook('onClose', deps.close)
  // One analysis at a time per client (an IPv6 client per /64): a second waits for the first.
  const running = new Set<string>()

  app.post('/api/analyze', { bodyLimit: 16 * 1024 }, async (request, reply) => {
    const language = languageOf(request.body)
    const fail = (status: number, key: ErrorKey, extra?: (reply: FastifyReply) => void) => {
      extra?.(reply)
      return sendError(reply, status, { error: key, message: analyzeErrors[language][key] })
    }
    const parsed = analysisRequestSchema.safeParse(request.body)
    if (!parsed.success) return fail(400, invalidKey(parsed.error.issues))
    const input = parsed.data

    for (const [limiter, key] of [
      [deps.ipLimiter, `ip:${clientKey(request.ip)}`],
      ...(input.email ? [[deps.emailLimiter, `email:${mailboxKey(input.email)}`] as const] : []),
    ] as const) {
      const { allowed, retryAfterSeconds } = await limiter.take(key)
      if (!allowed) return fail(429, 'rate_limited', (r) => r.header('Retry-After', String(retryAfterSeconds)))
    }

    // Every admitted request is a lead, whatever its outcome; the report e-mail is queued with it.
    const record = (outcome: AnalysisOutcome, result?: AnalysisResult) =>
      deps.leads.record({
        url: input.url,
        mode: input.mode,
        email: input.email,
        language,
        clientIp: request.ip,
        attribution: input.attribution,
        outcome,
        result,
      })

    const client = clientKey(request.ip)
    if (running.has(client)) return fail(429, 'analysis_running', (r) => r.header('Retry-After', '60'))
    const { progressId } = input
    const onStage = progressId ? (stage: AnalysisStage) => deps.progress.publish(progressId, stage) : undefined
    // Foreseen before joining the queue: the analyses ahead, taking turns.
    const { active, waiting } = deps.queue.size
    const busyMinutes = Math.max(1, Math.ceil(((active + waiting) * typicalAnalysisSeconds) / 60))
    let result: AnalysisResult
    running.add(client)
    try {
      result = await deps.queue.run(() => deps.analyze(input.url, onStage))
    } catch (error) {
      const outcome = outcomeOf(error)
      // A refused or unreachable site is the visitor's answer, not our fault: its reason, without a stack.
      if (outcome === 'failed') request.log.error({ err: error, url: input.url, outcome }, 'analysis not done')
      else request.log.info({ url: input.url, outcome, reason: (error as Error).message }, 'analysis not done')
      await record(outcome)
      if (progressId) deps.progress.publish(progressId, 'done')
      if (outcome === 'busy') {
        reply.header('Retry-After', String(busyMinutes * 60))
        return sendError(reply, 503, { error: 'busy', message: busyFor[language](busyMinutes) })
      }
      return fail(outcome === 'failed' ? 500 : 422, outcome)
    } finally {
      running.delete(client)
    }
    await record('done', result)
    if (progressId) deps.progress.publish(progressId, 'done')
    request.log.info(
      { url: input.url, mode: input.mode, overall: result.scores.overall, ms: result.durationMs },
      'analysis done',
    )
    return { message: { content: toHtmlFragment(buildReport(result, language)) } }
  })
}
