import { z } from 'zod'
import { lakeStudioUrl } from 'content-lake/address'
import { chromiumPath } from 'site-analyzer/chromium'
import { contentEnvFrom, contentEnvShape, type ContentEnv } from 'shared/content-env'
import { isOrigin, loadOrExit, optionalString, optionalUrl, parseEnv, port } from 'shared/env-fields'
import { languageIds } from '../../schemas/constants'
import { isTimeZone } from './leads/due'
import type { Language } from '../src/i18n/language'
import { voiceDemoClientModes, type AppConfig } from '../src/app/app-config'

/**
 * The only place that reads process.env for the site (the Studio's and the seed's scripts read
 * only the content settings, `shared/content-env`). Parsed once at start-up; a bad value stops the
 * process with a message that names the variable.
 */
const schema = z
  .object({
    ...contentEnvShape,
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    PORT: port(3000),
    SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // Trust X-Forwarded-For only from these proxies (comma-separated IPs or CIDRs); off by default.
    TRUST_PROXY: optionalString,
    // Leads, deliveries and e-mail.
    DATABASE_URL: optionalUrl(/^postgres(ql)?$/),
    TEST_DATABASE_URL: optionalUrl(/^postgres(ql)?$/),
    SMTP_URL: optionalUrl(/^smtps?$/),
    MAIL_FROM: z.string().trim().min(3).default('Zenit Digital <no-reply@localhost>'),
    AGENCY_EMAIL: optionalString.pipe(z.email().optional()),
    // The language of the agency's own e-mails (a new lead's notice).
    AGENCY_LANGUAGE: z.enum(languageIds).default('es'),
    // The agency's clock, and the hour from which its morning digest goes out there (`off`: none;
    // by default 8 in production, none elsewhere).
    AGENCY_TIME_ZONE: z.string().default('America/El_Salvador').refine(isTimeZone, 'an IANA time zone'),
    AGENCY_DIGEST_HOUR: optionalString.pipe(
      z
        .union([
          z.literal('off'),
          z
            .string()
            .regex(/^([01]?\d|2[0-3])$/, 'an hour, 0 to 23')
            .transform(Number),
        ])
        .optional(),
    ),
    // Calendly: with a token, a booking's invitee (name, e-mail, phone) is asked of the API.
    CALENDLY_TOKEN: optionalString,
    // Calendly's API; https, or http on this machine only (a local stand-in in tests).
    CALENDLY_API_ORIGIN: z
      .url()
      .refine(
        (value) => /^https:|^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?(\/|$)/.test(value),
        'https, or http on 127.0.0.1 or localhost',
      )
      .default('https://api.calendly.com'),
    LEAD_FORWARD_URL: optionalUrl(/^https?$/),
    // Contact submissions accepted per client IP in 10 minutes; 0 turns the limit off.
    CONTACT_RATE_LIMIT: z.coerce.number().int().min(0).default(10),
    ADMIN_TOKEN: optionalString.pipe(z.string().min(24, 'at least 24 characters').optional()),
    // The Leads API (docs/leads-api.md): the hosted Studio's origins (comma-separated), and how long
    // leads are kept.
    STUDIO_ORIGIN: optionalString.pipe(
      z
        .string()
        .transform(hostList)
        .refine((origins) => origins.every(isOrigin), 'origins like https://studio.example.com, comma-separated')
        .optional(),
    ),
    LEAD_RETENTION_DAYS: z.coerce.number().int().min(0).max(36_500).default(730),
    // Website analyzer: named loopback fixture servers the analyzer may reach (tests only).
    ANALYZER_ALLOW_HOSTS: optionalString,
    // The phone pass in headless Chromium: `on` (default), `off`, or a `host:port` list it is limited to
    // (tests: only the fixture sites where the phone pass is the subject).
    ANALYZER_PHONE_PASS: z.string().trim().min(1).default('on'),
    ANALYZER_CHROMIUM: z.string().trim().min(1).default(chromiumPath),
    // Analysis worker processes this process keeps running (each measures one page at a time); 0 only
    // in the Postgres mode, where `npm run worker` processes elsewhere take the jobs.
    ANALYZER_WORKERS: z.coerce.number().int().min(0).max(8).default(1),
    // Where the browser sends things; our own endpoints unless an outside automation takes over.
    ANALYSIS_WEBHOOK_URL: z.string().trim().min(1).default('/api/analyze'),
    CONTACT_WEBHOOK_URL: z.string().trim().min(1).default('/api/contact'),
    FORM_FALLBACK_URL: optionalString,
    PUBLIC_IP_LOOKUP_URL: z.string().trim().min(1).default('/api/client-ip'),
    // Content-Security-Policy sent as Report-Only (browsers report violations, block nothing).
    CSP_REPORT_ONLY: z.enum(['0', '1', 'false', 'true']).default('0'),
    // Voice demo client; unset means `auto` in development (the fake until a key is set), else `vapi`.
    VOICE_DEMO_CLIENT: z.enum(voiceDemoClientModes).optional(),
  })
  .refine((value) => value.ANALYZER_WORKERS > 0 || value.DATABASE_URL !== undefined, {
    path: ['ANALYZER_WORKERS'],
    message: 'at least 1 without DATABASE_URL: nothing else would run the analyses',
  })
  // Leads are personal data: in production with hosted Sanity, which Studio may read them from a
  // browser is said, never left to a default.
  .refine((value) => value.NODE_ENV !== 'production' || !value.SANITY_PROJECT_ID || value.STUDIO_ORIGIN, {
    path: ['STUDIO_ORIGIN'],
    message:
      "required in production with hosted Sanity: the hosted Studio's origins, the only pages that may call the Leads API",
  })

export type Env = ContentEnv & {
  nodeEnv: 'development' | 'production' | 'test'
  host: string
  port: number
  /** Public origin used for canonical and alternate links; no trailing slash. */
  siteUrl: string
  logLevel: string
  trustProxy?: string
  databaseUrl?: string
  /** Postgres for the scale-out half of the test suite; those tests are skipped without it. */
  testDatabaseUrl?: string
  smtpUrl?: string
  mailFrom: string
  agencyEmail?: string
  /** The agency's own e-mails are in this language. */
  agencyLanguage: Language
  /** The agency's IANA time zone: the morning digest's day and hours. */
  agencyTimeZone: string
  /** The agency's hour from which the day's digest is sent; none: no digest. */
  agencyDigestHour?: number
  /** Set with `CALENDLY_TOKEN`: bookings' invitees are asked of Calendly's API (docs/leads.md). */
  calendly?: { token: string; origin: string }
  leadForwardUrl?: string
  adminToken?: string
  /**
   * The Leads API's callers beside ADMIN_TOKEN (docs/leads-api.md): the Studio origins that get CORS
   * (the lake's own addresses, or STUDIO_ORIGIN with hosted Sanity) and, with hosted Sanity, the
   * origin whose `users/me` says who a Studio user's token belongs to.
   */
  leadsApi: { studioOrigins: string[]; sanityUsersOrigin?: string }
  /** Days a lead is kept before it is erased (`retention`); 0 keeps leads for ever. */
  leadRetentionDays: number
  cspReportOnly: boolean
  /** Contact submissions per client IP per 10 minutes (0: unlimited). */
  contactRateLimit: number
  /** `host:port` pairs the analyzer may reach although they are not public. */
  analyzerAllowHosts: string[]
  /** The phone pass: Chromium's path and, in tests, the only `host:port`s it runs for; undefined when off. */
  phonePass?: { chromiumPath: string; onlyHosts?: string[] }
  /** Analysis worker processes kept running by this process. */
  analyzerWorkers: number
  publicConfig: AppConfig
}

function hostList(value: string | undefined) {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const value = parseEnv(schema, source)
  const content = contentEnvFrom(value)
  const { sanity } = content
  const siteUrl = (value.SITE_URL ?? `http://localhost:${value.PORT}`).replace(/\/+$/, '')
  return {
    nodeEnv: value.NODE_ENV,
    host: value.HOST,
    port: value.PORT,
    siteUrl,
    logLevel: value.LOG_LEVEL,
    ...content,
    trustProxy: value.TRUST_PROXY,
    databaseUrl: value.DATABASE_URL,
    testDatabaseUrl: value.TEST_DATABASE_URL,
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM,
    agencyEmail: value.AGENCY_EMAIL,
    agencyLanguage: value.AGENCY_LANGUAGE,
    agencyTimeZone: value.AGENCY_TIME_ZONE,
    agencyDigestHour:
      value.AGENCY_DIGEST_HOUR === 'off'
        ? undefined
        : (value.AGENCY_DIGEST_HOUR ?? (value.NODE_ENV === 'production' ? 8 : undefined)),
    ...(value.CALENDLY_TOKEN && {
      calendly: { token: value.CALENDLY_TOKEN, origin: new URL(value.CALENDLY_API_ORIGIN).origin },
    }),
    leadForwardUrl: value.LEAD_FORWARD_URL,
    adminToken: value.ADMIN_TOKEN,
    leadsApi:
      sanity.mode === 'hosted'
        ? {
            studioOrigins: value.STUDIO_ORIGIN ?? [],
            sanityUsersOrigin: sanity.apiOrigin ?? `https://${sanity.projectId}.api.sanity.io`,
          }
        : // The Studio the lake serves, under either name for this machine.
          { studioOrigins: [lakeStudioUrl(value.LAKE_PORT), `https://localhost:${value.LAKE_PORT}`] },
    leadRetentionDays: value.LEAD_RETENTION_DAYS,
    contactRateLimit: value.CONTACT_RATE_LIMIT,
    cspReportOnly: value.CSP_REPORT_ONLY === '1' || value.CSP_REPORT_ONLY === 'true',
    analyzerAllowHosts: hostList(value.ANALYZER_ALLOW_HOSTS),
    phonePass:
      value.ANALYZER_PHONE_PASS === 'off'
        ? undefined
        : {
            chromiumPath: value.ANALYZER_CHROMIUM,
            onlyHosts: value.ANALYZER_PHONE_PASS === 'on' ? undefined : hostList(value.ANALYZER_PHONE_PASS),
          },
    analyzerWorkers: value.ANALYZER_WORKERS,
    publicConfig: {
      siteUrl,
      analysisWebhookUrl: value.ANALYSIS_WEBHOOK_URL,
      contactWebhookUrl: value.CONTACT_WEBHOOK_URL,
      formFallbackUrl: value.FORM_FALLBACK_URL,
      publicIpLookupUrl: value.PUBLIC_IP_LOOKUP_URL,
      voiceDemoClient: value.VOICE_DEMO_CLIENT ?? (value.NODE_ENV === 'development' ? 'auto' : 'vapi'),
      images:
        sanity.mode === 'hosted'
          ? { projectId: sanity.projectId, dataset: sanity.dataset }
          : { projectId: 'local', dataset: sanity.dataset, baseUrl: '/' },
    },
  }
}

/** For the server's entry points: a bad variable stops with its name. */
export const loadEnvOrExit = (): Env => loadOrExit(() => loadEnv())
