import { apiError } from '../../lib/api-error'
import type { AnalysisRequest } from './request'

/** product §9: the analysis is aborted after 90 s. */
export const analysisTimeoutMs = 90_000

/**
 * Why an analysis failed, for the error catalogue of product §8; the component words it, never with
 * a status code. `message` is our API's own sentence, in the visitor's language, when it sent one.
 */
export type AnalysisFailure =
  { kind: 'answered'; status: number; message?: string } | { kind: 'timeout' } | { kind: 'offline' }

export class AnalysisError extends Error {
  constructor(readonly failure: AnalysisFailure) {
    super(failure.kind)
  }
}

const publicIps = new Map<string, Promise<string>>()

/** product §7.1: asked once per page load (per lookup service); any failure is logged and becomes 'unknown'. */
export function lookupPublicIp(url: string): Promise<string> {
  const known = publicIps.get(url)
  if (known) return known
  const lookup = fetch(url, { headers: { Accept: 'application/json' } })
    .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`${response.status}`))))
    .then((body: { ip?: unknown }) => (typeof body.ip === 'string' && body.ip ? body.ip : 'unknown'))
    .catch((error: unknown) => {
      console.error('public address lookup failed', error)
      return 'unknown'
    })
  publicIps.set(url, lookup)
  return lookup
}

/** product §3: message.content, else content, else the plain string, else the whole answer as text. */
export function extractContent(body: unknown): string {
  if (typeof body === 'string') return body
  const value = body as { message?: { content?: unknown }; content?: unknown } | null
  if (typeof value?.message?.content === 'string') return value.message.content
  if (typeof value?.content === 'string') return value.content
  return JSON.stringify(body)
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** Our server's answer when every place is taken: the analysis waits on its list (`waiting.ts`). */
export type QueuedAnalysis = { ticket: string; position: number; etaSeconds: number }

/** The report's content, or, from our own server only, the analysis's place on the waiting list. */
export type AnalysisAnswer = { content: string } | { queued: QueuedAnalysis }

function queuedIn(body: unknown): QueuedAnalysis | undefined {
  const queued = (body as { queued?: Partial<QueuedAnalysis> } | null)?.queued
  return typeof queued?.ticket === 'string' &&
    typeof queued.position === 'number' &&
    typeof queued.etaSeconds === 'number'
    ? (queued as QueuedAnalysis)
    : undefined
}

/** product §7.2: POST JSON to the analysis webhook, aborted after 90 s. */
export async function requestAnalysis(
  url: string,
  request: AnalysisRequest,
  timeoutMs = analysisTimeoutMs,
): Promise<AnalysisAnswer> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(request),
      signal: controller.signal,
    })
    const body = await readBody(response)
    if (!response.ok) {
      console.error('analysis failed', response.status, body)
      throw new AnalysisError({ kind: 'answered', status: response.status, message: apiError(body)?.message })
    }
    const queued = response.status === 202 ? queuedIn(body) : undefined
    return queued ? { queued } : { content: extractContent(body) }
  } catch (error) {
    if (error instanceof AnalysisError) throw error
    if (controller.signal.aborted) throw new AnalysisError({ kind: 'timeout' })
    // fetch rejects only when no answer came: the connection failed or was cut.
    console.error('analysis request failed', error)
    throw new AnalysisError({ kind: 'offline' })
  } finally {
    clearTimeout(timer)
  }
}
