import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadEnv } from './env.server'
import { startBanner } from './start-banner'

describe('the start banner', () => {
  it('names the site, the lake, the Studio, where leads and e-mail go, on the embedded default', () => {
    const banner = startBanner(loadEnv({ NODE_ENV: 'production', DATA_DIR: 'data' }))
    const data = path.resolve('data')
    expect(banner).toContain('Site     http://localhost:3000')
    expect(banner).toContain(`Content  the local content lake on http://127.0.0.1:3334, kept in ${data}/lake`)
    expect(banner).toContain('Studio   https://local.localhost:3334/')
    expect(banner).toContain(`Leads    ${data}/leads.sqlite`)
    expect(banner).toContain(`E-mail   written as .eml files to ${data}/mail-outbox`)
    expect(banner.split('\n').length).toBeLessThan(12)
  })

  it('names the hosted project, Postgres and SMTP when they are configured', () => {
    const banner = startBanner(
      loadEnv({
        NODE_ENV: 'production',
        SANITY_PROJECT_ID: 'abc123',
        SANITY_DATASET: 'production',
        STUDIO_ORIGIN: 'https://zenit.sanity.studio',
        DATABASE_URL: 'postgres://db.example/leads',
        SMTP_URL: 'smtp://mail.example',
      }),
    )
    expect(banner).toContain('Content  Sanity project abc123, dataset production')
    expect(banner).toContain('Leads    Postgres (DATABASE_URL)')
    expect(banner).toContain('E-mail   sent through SMTP_URL')
    expect(banner).not.toContain('lake')
  })
})
