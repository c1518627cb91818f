import type { FastifyInstance, FastifyReply } from 'fastify'
import { analysisRequestSchema } from '../../src/features/analysis/schema'
import { isLanguage, type Language } from '../../src/i18n/language'
import { UnsafeUrlError } from '../analyzer/address-policy'
import type { ReportDelivery } from '../analyzer/delivery'
import { QueueFullError, type RateLimiter, type WorkQueue } from '../analyzer/limits'
import type { AnalysisResult } from '../analyzer/model'
import { buildReport } from '../analyzer/report/document'
import { toMarkdown } from '../analyzer/report/markdown'
import { FetchFailure } from '../analyzer/safe-fetch'
import { analyzeErrors } from './analyze-messages'

export type AnalyzeDeps = {
  analyze: (url: string) => Promise<AnalysisResult>
  delivery: ReportDelivery
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

/**
 * POST /api/analyze (SPEC §7.2): `{ url, mode, ip, email?, lang? }` → `{ message: { content } }`
 * with the markdown report. Rate limits key on the connection's address (or a trusted proxy's),
 * never on the `ip` the body claims.
 */
export function registerAnalyze(app: FastifyInstance, deps: AnalyzeDeps) {
  app.get('/api/client-ip', async (request) => ({ ip: request.ip }))

  app.post('/api/analyze', { bodyLimit: 16 * 1024 }, async (request, reply) => {
    const language = languageOf(request.body)
    const fail = (status: number, key: ErrorKey, extra?: (reply: FastifyReply) => void) => {
      extra?.(reply)
      return reply.code(status).send({ error: key, message: analyzeErrors[language][key] })
    }
    const parsed = analysisRequestSchema.safeParse(request.body)
    if (!parsed.success) return fail(400, 'invalid')
    const input = parsed.data

    for (const [limiter, key] of [
      [deps.ipLimiter, `ip:${request.ip}`],
      ...(input.email ? [[deps.emailLimiter, `email:${input.email.toLowerCase()}`] as const] : []),
    ] as const) {
      const { allowed, retryAfterSeconds } = await limiter.take(key)
      if (!allowed) return fail(429, 'rateLimited', (r) => r.header('Retry-After', String(retryAfterSeconds)))
    }

    let result: AnalysisResult
    try {
      result = await deps.queue.run(() => deps.analyze(input.url))
    } catch (error) {
      const outcome =
        error instanceof QueueFullError
          ? 'busy'
          : error instanceof UnsafeUrlError
            ? 'refused'
            : error instanceof FetchFailure
              ? 'unreachable'
              : 'failed'
      request.log[outcome === 'failed' ? 'error' : 'info']({ err: error, url: input.url, outcome }, 'analysis not done')
      return fail(outcome === 'busy' ? 503 : outcome === 'failed' ? 500 : 422, outcome)
    }

    if (input.mode === 'email' && input.email)
      await deps.delivery.enqueue({ to: input.email, language, url: input.url, result })
    request.log.info(
      { url: input.url, mode: input.mode, overall: result.scores.overall, ms: result.durationMs },
      'analysis done',
    )
    return { message: { content: toMarkdown(buildReport(result, language)) } }
  })
}
