import { lookup } from 'node:dns/promises'
import { isIP, type LookupFunction } from 'node:net'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { Agent, request } from 'undici'
import {
  assertSafeUrl,
  bareHost,
  hostPort,
  isAllowListed,
  isPublicAddress,
  UnsafeUrlError,
  type UrlPolicy,
} from './address-policy'

export type Resolver = (host: string) => Promise<{ address: string; family: number }[]>

const systemResolver: Resolver = (host) => lookup(host, { all: true, verbatim: true })

export type FetchLimits = {
  maxRedirects: number
  /** Per request, headers and body together. */
  timeoutMs: number
  /** Both on the wire and after decompression, so a zip bomb stops at the same size. */
  maxBodyBytes: number
}

export type Fetched = {
  url: string
  status: number
  headers: Record<string, string>
  body: Buffer
  /** Bytes received on the wire (compressed size). */
  transferBytes: number
  /** URLs that answered with a redirect, in order. */
  redirects: string[]
  /** Request start to response headers, for the first hop. */
  ttfbMs: number
  /** The worst delay our own machine added while this was read, when it was watched (`reference-page.ts`). */
  machineDelayMs?: number
}

/** The site could not be reached or answered with something we refuse to read. */
const utf8 = new TextDecoder('utf-8')

/**
 * A body as text, as a browser reads a page without another charset: UTF-8, its byte order mark
 * dropped (kept, it would be text before `<html>`, and a parser would put the whole head in the body).
 */
export const bodyText = (body: Buffer) => utf8.decode(body)

export class FetchFailure extends Error {
  override name = 'FetchFailure'
}

const decompressors: Record<string, (input: Buffer, options: zlib.ZlibOptions) => Promise<Buffer>> = {
  gzip: promisify<Buffer, zlib.ZlibOptions, Buffer>(zlib.gunzip),
  'x-gzip': promisify<Buffer, zlib.ZlibOptions, Buffer>(zlib.gunzip),
  deflate: promisify<Buffer, zlib.ZlibOptions, Buffer>(zlib.inflate),
  br: promisify<Buffer, zlib.ZlibOptions, Buffer>(zlib.brotliDecompress),
}

const flatten = (headers: Record<string, string | string[] | undefined>) =>
  Object.fromEntries(
    Object.entries(headers).map(([key, value]) => [key, Array.isArray(value) ? value.join(', ') : (value ?? '')]),
  )

/**
 * The one address a URL's host may be reached at: the URL passes the policy, its name resolves, and
 * every DNS answer is public (or the host is allow-listed). Callers connect to exactly this address,
 * so a rebinding second answer is never asked for. Shared by the fetcher and the browser's proxy.
 */
export async function resolveChecked(url: URL, policy: UrlPolicy, resolve: Resolver = systemResolver) {
  assertSafeUrl(url, policy)
  const host = bareHost(url)
  const answers = isIP(host) ? [{ address: host, family: isIP(host) }] : await resolve(host).catch(() => [])
  if (answers.length === 0) throw new FetchFailure(`${host} does not resolve`)
  const allowed = isAllowListed(url, policy)
  const unsafe = answers.find((answer) => !allowed && !isPublicAddress(answer.address))
  if (unsafe) throw new UnsafeUrlError(`${host} resolves to ${unsafe.address}, which is not public`)
  return answers[0]!
}

/**
 * An HTTP client that only ever talks to public addresses. Each origin's name is resolved once, every
 * answer must be public, and the connection is pinned to the checked address through the agent's
 * `connect.lookup`, so a second, rebinding DNS answer is never asked for. Redirects are followed by
 * hand so every hop goes through the same checks.
 */
export function createSafeFetcher(policy: UrlPolicy, limits: FetchLimits, resolve: Resolver = systemResolver) {
  const agents = new Map<string, Promise<Agent>>()

  async function pinnedAgent(url: URL): Promise<Agent> {
    const { address, family } = await resolveChecked(url, policy, resolve)
    return new Agent({
      connections: 6,
      connect: {
        timeout: limits.timeoutMs,
        lookup: ((_name: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) =>
          options.all ? callback(null, [{ address, family }]) : callback(null, address, family)) as LookupFunction,
      },
    })
  }

  function agentFor(url: URL): Promise<Agent> {
    const key = `${url.protocol}//${hostPort(url)}`
    let agent = agents.get(key)
    if (!agent) {
      agent = pinnedAgent(url)
      agents.set(key, agent)
    }
    return agent
  }

  async function readBody(body: AsyncIterable<Buffer>, encoding: string, maxBytes: number) {
    const chunks: Buffer[] = []
    let size = 0
    for await (const chunk of body) {
      size += chunk.length
      if (size > maxBytes) throw new FetchFailure(`body larger than ${maxBytes} bytes`)
      chunks.push(chunk)
    }
    const raw = Buffer.concat(chunks)
    const decode = decompressors[encoding]
    if (!decode || raw.length === 0) return { raw, body: raw }
    try {
      return { raw, body: await decode(raw, { maxOutputLength: maxBytes }) }
    } catch {
      throw new FetchFailure(`body does not decompress within ${maxBytes} bytes`)
    }
  }

  async function fetch(
    input: string,
    init: { method?: 'GET' | 'HEAD'; maxBodyBytes?: number; signal?: AbortSignal } = {},
  ): Promise<Fetched> {
    const method = init.method ?? 'GET'
    const maxBytes = init.maxBodyBytes ?? limits.maxBodyBytes
    const redirects: string[] = []
    let url = new URL(input)
    let ttfbMs = -1
    for (;;) {
      assertSafeUrl(url, policy)
      const signal = AbortSignal.any([AbortSignal.timeout(limits.timeoutMs), ...(init.signal ? [init.signal] : [])])
      const started = performance.now()
      const response = await request(url, {
        method,
        dispatcher: await agentFor(url),
        signal,
        headers: {
          'user-agent': 'ZenitDigitalAnalyzer/1.0 (+website analysis)',
          accept: method === 'GET' ? 'text/html,application/xhtml+xml,*/*;q=0.8' : '*/*',
          'accept-encoding': 'gzip, deflate, br',
          'accept-language': 'es,en;q=0.8',
        },
      }).catch((error: unknown) => {
        if (error instanceof UnsafeUrlError || error instanceof FetchFailure) throw error
        throw new FetchFailure(`${url.host}: ${(error as Error).message}`)
      })
      if (ttfbMs < 0) ttfbMs = performance.now() - started
      const headers = flatten(response.headers)
      const location = headers.location
      if (response.statusCode >= 300 && response.statusCode < 400 && location) {
        response.body.resume()
        redirects.push(url.href)
        if (redirects.length > limits.maxRedirects) throw new FetchFailure(`more than ${limits.maxRedirects} redirects`)
        url = new URL(location, url)
        continue
      }
      const { raw, body } = await readBody(
        response.body,
        headers['content-encoding']?.trim().toLowerCase() ?? '',
        maxBytes,
      ).catch((error: unknown) => {
        response.body.destroy()
        throw error instanceof FetchFailure ? error : new FetchFailure(`${url.host}: ${(error as Error).message}`)
      })
      return { url: url.href, status: response.statusCode, headers, body, transferBytes: raw.length, redirects, ttfbMs }
    }
  }

  async function close() {
    const settled = await Promise.allSettled(agents.values())
    await Promise.all(settled.map((entry) => (entry.status === 'fulfilled' ? entry.value.close() : undefined)))
  }

  return { fetch, close }
}

export type SafeFetcher = ReturnType<typeof createSafeFetcher>
