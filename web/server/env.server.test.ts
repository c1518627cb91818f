import { describe, expect, it } from 'vitest'
import { EnvError } from 'shared/env-fields'
import { loadEnv } from './env.server'

describe('loadEnv', () => {
  it('has working defaults: embedded content on port 3000', () => {
    const env = loadEnv({})
    expect(env).toMatchObject({ port: 3000, host: '0.0.0.0', siteUrl: 'http://localhost:3000', dataDir: './data' })
    // The Studio calls the lake at this fixed port (content-lake/address).
    expect(env.lakePort).toBe(3334)
    expect(env.sanity).toEqual({ mode: 'embedded', dataset: 'production', apiVersion: '2025-02-19' })
  })

  it('switches to hosted Sanity when a project id is set', () => {
    const env = loadEnv({ SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'staging', SANITY_API_TOKEN: 'sk' })
    expect(env.sanity).toEqual({
      mode: 'hosted',
      projectId: 'abc123',
      dataset: 'staging',
      token: 'sk',
      apiVersion: '2025-02-19',
    })
  })

  it('limits contact submissions per IP, 10 per 10 minutes unless told otherwise', () => {
    expect(loadEnv({}).contactRateLimit).toBe(10)
    expect(loadEnv({ CONTACT_RATE_LIMIT: '0' }).contactRateLimit).toBe(0)
    expect(() => loadEnv({ CONTACT_RATE_LIMIT: '-1' })).toThrow(/CONTACT_RATE_LIMIT/)
  })

  it('sends the morning digest from 08:00 in El Salvador in production, at the hour and zone given, or never', () => {
    const production = { NODE_ENV: 'production', ADMIN_TOKEN: 'a'.repeat(24) }
    expect(loadEnv(production)).toMatchObject({ agencyDigestHour: 8, agencyTimeZone: 'America/El_Salvador' })
    expect(loadEnv({}).agencyDigestHour).toBeUndefined()
    expect(loadEnv({ AGENCY_DIGEST_HOUR: '7', AGENCY_TIME_ZONE: 'Europe/Madrid' })).toMatchObject({
      agencyDigestHour: 7,
      agencyTimeZone: 'Europe/Madrid',
    })
    expect(loadEnv({ ...production, AGENCY_DIGEST_HOUR: 'off' }).agencyDigestHour).toBeUndefined()
    expect(() => loadEnv({ AGENCY_DIGEST_HOUR: '24' })).toThrow(/AGENCY_DIGEST_HOUR/)
    expect(() => loadEnv({ AGENCY_TIME_ZONE: 'Centroamérica' })).toThrow(/AGENCY_TIME_ZONE/)
  })

  it('treats empty optional values as unset', () => {
    expect(loadEnv({ SANITY_PROJECT_ID: '  ', SANITY_API_TOKEN: '' }).sanity.mode).toBe('embedded')
  })

  it('takes PORT, HOST and SITE_URL (without a trailing slash)', () => {
    const env = loadEnv({ PORT: '8080', HOST: '127.0.0.1', SITE_URL: 'https://example.com/' })
    expect(env).toMatchObject({ port: 8080, host: '127.0.0.1', siteUrl: 'https://example.com' })
  })

  it('passes only public values to the browser, with our own endpoints by default', () => {
    const env = loadEnv({ ADMIN_TOKEN: 'x'.repeat(32), SMTP_URL: 'smtp://mail.test:25' })
    expect(env.publicConfig).toEqual({
      siteUrl: 'http://localhost:3000',
      analysisWebhookUrl: '/api/analyze',
      contactWebhookUrl: '/api/contact',
      formFallbackUrl: undefined,
      publicIpLookupUrl: '/api/client-ip',
      voiceDemoClient: 'auto',
      // Where @sanity/image-url points: the site's own image route in embedded mode (decision 0012).
      images: { baseUrl: '/', projectId: 'local', dataset: 'production' },
    })
    expect(JSON.stringify(env.publicConfig)).not.toContain('x'.repeat(32))
  })

  it('uses the fake voice client only where asked: in development until a key is set, or always', () => {
    expect(loadEnv({ NODE_ENV: 'production' }).publicConfig.voiceDemoClient).toBe('vapi')
    expect(loadEnv({ NODE_ENV: 'test' }).publicConfig.voiceDemoClient).toBe('vapi')
    expect(loadEnv({ NODE_ENV: 'production', VOICE_DEMO_CLIENT: 'fake' }).publicConfig.voiceDemoClient).toBe('fake')
  })

  it("gives the Leads API the lake's Studio origins, or the hosted Studio's and Sanity's users origin", () => {
    expect(loadEnv({ LAKE_PORT: '4000' }).leadsApi).toEqual({
      studioOrigins: ['https://local.localhost:4000', 'https://localhost:4000'],
    })
    expect(loadEnv({ SANITY_PROJECT_ID: 'abc123' }).leadsApi).toEqual({
      studioOrigins: [],
      sanityUsersOrigin: 'https://abc123.api.sanity.io',
    })
    const hosted = loadEnv({
      SANITY_PROJECT_ID: 'abc123',
      STUDIO_ORIGIN: 'https://zenit.sanity.studio, http://localhost:3333',
      SANITY_API_ORIGIN: 'http://127.0.0.1:9999',
    })
    expect(hosted.leadsApi).toEqual({
      studioOrigins: ['https://zenit.sanity.studio', 'http://localhost:3333'],
      sanityUsersOrigin: 'http://127.0.0.1:9999',
    })
  })

  it('asks, in production with hosted Sanity, which Studio origins may read leads', () => {
    const production = { NODE_ENV: 'production', SANITY_PROJECT_ID: 'abc123' }
    expect(() => loadEnv(production)).toThrow(/STUDIO_ORIGIN: required in production with hosted Sanity/)
    expect(loadEnv({ ...production, STUDIO_ORIGIN: 'https://zenit.sanity.studio' }).leadsApi.studioOrigins).toEqual([
      'https://zenit.sanity.studio',
    ])
    // The lake's Studio is the lake's own address; development may leave it unset.
    expect(() => loadEnv({ NODE_ENV: 'production' })).not.toThrow()
    expect(() => loadEnv({ SANITY_PROJECT_ID: 'abc123' })).not.toThrow()
  })

  it('keeps leads 730 days unless told otherwise; 0 keeps them for ever', () => {
    expect(loadEnv({}).leadRetentionDays).toBe(730)
    expect(loadEnv({ LEAD_RETENTION_DAYS: '0' }).leadRetentionDays).toBe(0)
  })

  it('reads the analyzer allow-list as host:port pairs', () => {
    expect(loadEnv({ ANALYZER_ALLOW_HOSTS: ' 127.0.0.1:8081, localhost:9000 ,' }).analyzerAllowHosts).toEqual([
      '127.0.0.1:8081',
      'localhost:9000',
    ])
  })

  it('keeps one analysis worker by default, and none only where the Postgres queue has others', () => {
    expect(loadEnv({}).analyzerWorkers).toBe(1)
    expect(loadEnv({ ANALYZER_WORKERS: '0', DATABASE_URL: 'postgres://db/site' }).analyzerWorkers).toBe(0)
  })

  it('writes to the agency in Spanish unless told English', () => {
    expect(loadEnv({}).agencyLanguage).toBe('es')
    expect(loadEnv({ AGENCY_LANGUAGE: 'en' }).agencyLanguage).toBe('en')
  })

  it('asks Calendly for invitees only with a token, of its API unless a local stand-in is named', () => {
    expect(loadEnv({ CALENDLY_API_ORIGIN: 'http://127.0.0.1:9000' }).calendly).toBeUndefined()
    expect(loadEnv({ CALENDLY_TOKEN: 'token' }).calendly).toEqual({
      token: 'token',
      origin: 'https://api.calendly.com',
    })
    expect(loadEnv({ CALENDLY_TOKEN: 'token', CALENDLY_API_ORIGIN: 'http://127.0.0.1:9000/' }).calendly).toEqual({
      token: 'token',
      origin: 'http://127.0.0.1:9000',
    })
  })

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['SITE_URL', 'ftp://example.com'],
    ['SANITY_PROJECT_ID', 'Not Valid!'],
    ['SANITY_DATASET', 'UPPER'],
    ['LOG_LEVEL', 'loud'],
    ['NODE_ENV', 'staging'],
    ['DATABASE_URL', 'mysql://db/test'],
    ['SMTP_URL', 'http://mail'],
    ['AGENCY_EMAIL', 'not-an-email'],
    ['ADMIN_TOKEN', 'short'],
    ['VOICE_DEMO_CLIENT', 'mock'],
    ['ANALYZER_WORKERS', '0'],
    ['ANALYZER_WORKERS', '9'],
    ['AGENCY_LANGUAGE', 'fr'],
    ['CALENDLY_API_ORIGIN', 'http://calendly.example'],
    ['CALENDLY_API_ORIGIN', 'not a url'],
    ['STUDIO_ORIGIN', 'https://studio.example.com/desk'],
    ['STUDIO_ORIGIN', 'https://studio.example.com, studio.example.org'],
    ['SANITY_API_ORIGIN', 'ftp://api.example'],
    ['LEAD_RETENTION_DAYS', '-1'],
  ])('stops on a bad %s and names it', (name, value) => {
    expect(() => loadEnv({ [name]: value })).toThrow(EnvError)
    expect(() => loadEnv({ [name]: value })).toThrow(new RegExp(`^Invalid environment configuration:\\n  ${name}:`))
  })
})
