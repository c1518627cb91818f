import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildApp } from './app'
import { loadEnv } from './env.server'
import { bestGrade, grade, parseCsp } from '../../tests/support/server/observatory-rules'
import { stubContent, stubRenderer } from '../../tests/support/server/test-doubles'

const content = stubContent()
const renderer = stubRenderer()

async function headersOf(vars: Record<string, string>, url = '/') {
  const env = loadEnv({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'headers-')),
    ...vars,
  })
  const app = await buildApp(env, { content, renderer })
  const response = await app.inject(url)
  await app.close()
  return response.headers
}

describe('security headers, graded with Observatory rules', () => {
  it('give the pages an A+ when the site is on https', async () => {
    const headers = await headersOf({ SITE_URL: 'https://zenit.example' })
    const { letter, score, results } = grade(headers)
    expect({ letter, results }).toMatchObject(bestGrade)
    expect(score).toBeGreaterThanOrEqual(100)
    expect(headers['cross-origin-opener-policy']).toBe('same-origin')
    expect(headers['permissions-policy']).toBe('camera=(), geolocation=(), microphone=(self)')
  })

  it('allow scripts from our origin and the named third parties only, never inline or eval', async () => {
    const policy = parseCsp(String((await headersOf({ SITE_URL: 'https://zenit.example' }))['content-security-policy']))
    expect([...policy.get('script-src')!]).toEqual(["'self'", 'https://assets.calendly.com', 'https://c.daily.co'])
    expect([...policy.get('frame-ancestors')!]).toEqual(["'none'"])
    expect([...policy.get('object-src')!]).toEqual(["'none'"])
    expect(policy.has('upgrade-insecure-requests')).toBe(true)
  })

  it('let the browser reach an outside automation named as a webhook', async () => {
    const headers = await headersOf({ CONTACT_WEBHOOK_URL: 'https://hooks.example/contact?x=1' })
    expect([...parseCsp(String(headers['content-security-policy'])).get('connect-src')!]).toContain(
      'https://hooks.example',
    )
  })

  it('send HSTS only for an https site, and the same policy on API answers', async () => {
    const headers = await headersOf({ SITE_URL: 'http://localhost:3000' }, '/api/client-ip')
    expect(headers['strict-transport-security']).toBeUndefined()
    expect(headers['content-security-policy']).toContain("default-src 'self'")
  })

  it('switch to report-only with CSP_REPORT_ONLY=1', async () => {
    const headers = await headersOf({ SITE_URL: 'https://zenit.example', CSP_REPORT_ONLY: '1' })
    expect(headers['content-security-policy']).toBeUndefined()
    expect(headers['content-security-policy-report-only']).toContain("script-src 'self'")
  })
})
