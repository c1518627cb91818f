import type { FastifyReply } from 'fastify'
import helmet, { type HelmetOptions } from 'helmet'
import { IncomingMessage, ServerResponse, type OutgoingHttpHeaders } from 'node:http'
import { Socket } from 'node:net'
import type { Env } from './env.server'

/**
 * What third parties the pages need (docs/security-headers.md): Calendly's widget script, styles
 * and frame (decision 0004), the voice SDK's API and Daily's call machine, media and workers
 * (docs/voice-demo.md), and hosted Sanity's image CDN.
 */
const thirdParties = {
  script: ['https://assets.calendly.com', 'https://c.daily.co'],
  style: ['https://assets.calendly.com'],
  img: ['https://cdn.sanity.io'],
  connect: ['https://api.vapi.ai', 'https://*.daily.co', 'wss://*.daily.co', 'wss://*.wss.daily.co'],
  frame: ['https://calendly.com'],
}

/** Origins of the configured browser endpoints that live elsewhere (an outside automation). */
function endpointOrigins(config: Env['publicConfig']): string[] {
  const urls = [config.analysisWebhookUrl, config.contactWebhookUrl, config.formFallbackUrl, config.publicIpLookupUrl]
  const origins = urls.flatMap((url) => (url && /^https?:\/\//.test(url) ? [new URL(url).origin] : []))
  return [...new Set(origins)]
}

export type CspDirectives = Record<string, string[]>

/**
 * One fixed policy for every page, so cached HTML needs no per-response nonce: pages carry no
 * inline script (their state is `application/json`). Styles allow 'unsafe-inline' because
 * styled-components writes per-page `<style>` elements; Observatory grades that 0, not a penalty.
 * `frameAncestors` is the one part a route may change (the Studio's preview will frame drafts).
 */
function cspDirectives(env: Env, frameAncestors = ["'none'"]): CspDirectives {
  const forms = endpointOrigins(env.publicConfig)
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...thirdParties.script],
    'style-src': ["'self'", "'unsafe-inline'", ...thirdParties.style],
    'img-src': ["'self'", 'data:', ...thirdParties.img],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...thirdParties.connect, ...forms],
    'frame-src': thirdParties.frame,
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'", ...forms],
    'frame-ancestors': frameAncestors,
    ...(env.siteUrl.startsWith('https:') && { 'upgrade-insecure-requests': [] }),
  }
}

/** Six months is Observatory's minimum; a year is what browsers' preload lists ask for. */
const hstsMaxAgeSeconds = 31_536_000

/**
 * Helmet's options: HSTS only when the public origin is https; the CSP is left out in development,
 * where Vite injects its own inline scripts.
 */
function helmetOptions(env: Env): HelmetOptions {
  return {
    contentSecurityPolicy:
      env.nodeEnv === 'development'
        ? false
        : { useDefaults: false, directives: cspDirectives(env), reportOnly: env.cspReportOnly },
    strictTransportSecurity: env.siteUrl.startsWith('https:')
      ? { maxAge: hstsMaxAgeSeconds, includeSubDomains: false }
      : false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // Origin-Agent-Cluster made axe's scan of the contact page (with Calendly's frame) hang; it is not graded.
    originAgentCluster: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // Calendly's frame and Daily's media come from other origins without CORP headers.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  }
}

/** Helmet has no Permissions-Policy; the voice demo needs the microphone, nothing needs more. */
const permissionsPolicy = 'camera=(), geolocation=(), microphone=(self)'

/**
 * The security headers of every answer, worked out once at start-up: they depend on the
 * configuration only. Helmet writes them on a response of its own here; run per request (as its
 * Fastify plugin does), it rebuilt the whole policy for every answer, cached pages included.
 */
export function securityHeaders(env: Env): OutgoingHttpHeaders {
  const response = new ServerResponse(new IncomingMessage(new Socket()))
  helmet(helmetOptions(env))(response.req, response, (error?: unknown) => {
    if (error) throw error
  })
  response.setHeader('Permissions-Policy', permissionsPolicy)
  return response.getHeaders()
}

/** Writes them on a raw response, as helmet does: before anything else, so every answer keeps them. */
export function setSecurityHeaders(response: ServerResponse, headers: OutgoingHttpHeaders) {
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) response.setHeader(name, value)
}

const policyText = (directives: CspDirectives) =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ')

/**
 * A draft preview may be framed, by the Studio's origin only (docs/decisions/0015): the same policy
 * with that origin in `frame-ancestors` (alone in development, where the policy is off), and no
 * X-Frame-Options, which knows no origins. Both are on the raw response already (web/server/app.ts).
 */
export function allowFramingBy(env: Env, reply: FastifyReply, origin: string) {
  const directives = env.nodeEnv === 'development' ? { 'frame-ancestors': [origin] } : cspDirectives(env, [origin])
  const header = env.cspReportOnly ? 'Content-Security-Policy-Report-Only' : 'Content-Security-Policy'
  reply.raw.setHeader(header, policyText(directives))
  reply.raw.removeHeader('X-Frame-Options')
}
