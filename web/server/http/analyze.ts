import type { FastifyInstance, FastifyReply } from 'fastify'
import { sendError } from '../api-errors'
import { type AnalysisStage, UnsafeUrlError, QueueFullError, type AnalysisResult, FetchFailure } from 'site-analyzer'
import { analysisRequestSchema } from '../../src/features/analysis/schema'
import { isLanguage, type Language } from '../../src/i18n/language'
import type { AnalyzeDeps } from '../analyzer/deps'
import type { EndedOutcome, OpenLead } from '../analyzer/leads'
import { buildReport, toHtmlFragment } from 'site-analyzer/report'
import { clientKey, mailboxKey } from '../rate-keys'
import { analyzeErrors, busyFor, invalidKey } from './analyze-messages'
import { registerAnalyzeProgress } from './analyze-progress'
import { placeOf, registerAnalyzeWaiting } from './analyze-waiting'

type ErrorKey = keyof (typeof analyzeErrors)['es']

/** The body's language when it names one, so even a rejected request is answered in it. */
const languageOf = (body: unknown): Language => {
  const lang = (body as { lang?: unknown } | null)?.lang
  return isLanguage(lang) ? lang : 'es'
}

function outcomeOf(error: unknown): Exclude<EndedOutcome, 'done'> {
  if (error instanceof QueueFullError) return 'busy'
  if (error instanceof UnsafeUrlError) return 'refused'
  if (error instanceof FetchFailure) return 'unreachable'
  return 'failed'
}

/**
 * POST /api/analyze (product §7.2): `{ url, mode, ip, email?, lang? }` → `{ message: { content } }`
 * with the HTML report, or, when every place on this server is taken or others wait before them,
 * 202 `{ queued: { ticket, position, etaSeconds } }`: the analysis waits on the list, its lead is
 * kept at once, and the visitor follows it (`analyze-waiting.ts`). Rate limits key on the
 * connection's address (or a trusted proxy's), never on the `ip` the body claims.
 */
export function registerAnalyze(app: FastifyInstance, deps: AnalyzeDeps) {
  app.get('/api/client-ip', async (request) => ({ ip: request.ip }))
  registerAnalyzeProgress(app, deps.progress)
  registerAnalyzeWaiting(app, deps)
  app.addHook('onListen', async () => {
    deps.start?.()
    deps.runner.start()
  })
  app.addHook('onClose', async () => {
    await deps.runner.stop()
    await deps.close?.()
  })
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

    const asked = {
      url: input.url,
      mode: input.mode,
      email: input.email,
      language,
      clientIp: request.ip,
      attribution: input.attribution,
    }
    const client = clientKey(request.ip)
    const { progressId } = input
    const ended = () => progressId && deps.progress.publish(progressId, 'done')
    const onStage = progressId ? (stage: AnalysisStage) => deps.progress.publish(progressId, stage) : undefined
    if (running.has(client)) return fail(429, 'analysis_running', (r) => r.header('Retry-After', '60'))
    // A visitor who asks again for the analysis they wait for (a reload) gets its place back.
    const held = await deps.waitingList.heldBy(client)
    if (held) {
      ended()
      if (held.url !== input.url) return fail(429, 'analysis_running', (r) => r.header('Retry-After', '60'))
      return reply
        .code(202)
        .header('Cache-Control', 'no-store')
        .send({ queued: await placeOf(deps, held) })
    }

    // Every admitted request is a lead from the moment it is admitted, whatever its outcome.
    const queue = async (lead?: OpenLead) => {
      ended()
      if ((await deps.waitingList.waiting()) >= deps.maxWaiting) {
        request.log.warn({ url: input.url, waiting: deps.maxWaiting }, 'analysis not queued: the waiting list is full')
        await deps.leads.close(lead ?? (await deps.leads.open(asked)), 'busy')
        reply.header('Retry-After', '600')
        return sendError(reply, 503, { error: 'busy', message: busyFor[language](10) })
      }
      const waiting = await deps.leads.queue({ ...asked, clientKey: client }, lead)
      deps.runner.pump()
      const queued = await placeOf(deps, waiting)
      request.log.info({ url: input.url, position: queued.position }, 'analysis queued')
      return reply.code(202).header('Cache-Control', 'no-store').send({ queued })
    }

    // Room on this server, and nobody waiting before them: analysed now. Else they wait their turn.
    if (!deps.lane.free || (await deps.waitingList.waiting()) > 0) return queue()
    let result: AnalysisResult
    let lead: OpenLead | undefined
    running.add(client)
    try {
      lead = await deps.leads.open(asked)
      result = await deps.lane.run(() => deps.analyze(input.url, onStage))
      deps.runner.finished()
    } catch (error) {
      // The lead could not be kept (the store out of reach): nothing was analysed, 503 to retry.
      if (!lead) throw error
      const outcome = outcomeOf(error)
      // The room went meanwhile, or no worker took it in time: the visitor waits on the list.
      if (outcome === 'busy') return queue(lead)
      // A refused or unreachable site is the visitor's answer, not our fault: its reason, without a stack.
      if (outcome === 'failed') request.log.error({ err: error, url: input.url, outcome }, 'analysis not done')
      else request.log.info({ url: input.url, outcome, reason: (error as Error).message }, 'analysis not done')
      await deps.leads.close(lead, outcome)
      ended()
      return fail(outcome === 'failed' ? 500 : 422, outcome)
    } finally {
      running.delete(client)
    }
    await deps.leads.close(lead, 'done', result)
    ended()
    request.log.info(
      { url: input.url, mode: input.mode, overall: result.scores.overall, ms: result.durationMs },
      'analysis done',
    )
    return { message: { content: toHtmlFragment(buildReport(result, language)) } }
  })
}
