import { defineConfig, devices } from '@playwright/test'
import { e2eAdminToken } from './tests/e2e/admin-token'
import { e2eDataDir, e2ePort as port, fixturePort, lakePort } from './tests/e2e/ports'
import { chromiumArgs, chromiumPath } from 'site-analyzer/chromium'

const baseURL = `http://127.0.0.1:${port}`

/** Debian's Chromium: Playwright cannot download its own browser offline. */
const chromium = { executablePath: chromiumPath, args: chromiumArgs }

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } }
/** The journeys that start a Studio on a lake of their own (`studioLake()` in studio-lake.ts). */
const studioJourneys = [/studio.*\.spec\.ts$/, /image-crop\.spec\.ts$/]

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Two workers share two cores with the server, the lake and Chromium: a page load that takes a
  // second on a quiet machine takes several under load. Timeouts guard against hangs, not speed.
  timeout: 60_000,
  expect: {
    timeout: 15_000,
    // visual.spec.ts (docs/testing.md): still pictures, and a tolerance of a few anti-aliased pixels;
    // a button moved by 2 px differs in some 860 pixels.
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      stylePath: 'tests/e2e/visual.css',
      maxDiffPixels: 100,
    },
  },
  // One approved screenshot per name: CI runs the journeys on the same machine type as developers.
  snapshotPathTemplate: '{testDir}/{testFileName}-snapshots/{arg}{ext}',
  forbidOnly: true,
  reporter: [['list']],
  use: { baseURL, launchOptions: chromium, trace: 'retain-on-failure' },
  projects: [
    // Each Studio journey file runs a lake, a site and the Studio's editors: two at once on two cores
    // run several times slower than one after the other (docs/testing.md). First, so one worker goes
    // through them while the other takes the site's journeys.
    { name: 'studio', use: desktop, testMatch: studioJourneys, workers: 1 },
    {
      name: 'desktop',
      use: desktop,
      testIgnore: studioJourneys,
      grepInvert: /@mobile/,
    },
    { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } }, grep: /@mobile/ },
  ],
  // Runs the production build that `npm run build` made; no network, embedded content from a lake
  // of its own (fresh data folder, own port), never the developer's ./data or :3334.
  webServer: [
    {
      command: `rm -rf ${e2eDataDir} && tsx seed/seed.ts --unedited && node dist/server/main.js`,
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        SITE_URL: baseURL,
        LOG_LEVEL: 'warn',
        // The journeys count the mail they cause; a digest at the agency's 08:00 mid-run is not theirs.
        AGENCY_DIGEST_HOUR: 'off',
        // Fresh per run, so no leads, rate-limit counts or lake edits of an earlier run leak in.
        DATA_DIR: e2eDataDir,
        LAKE_PORT: String(lakePort),
        ADMIN_TOKEN: e2eAdminToken,
        // The journeys name their visitors with X-Forwarded-For (analysis.spec.ts); nothing else sends it.
        TRUST_PROXY: '127.0.0.1',
        ANALYZER_ALLOW_HOSTS: [0, 1, 2].map((offset) => `127.0.0.1:${fixturePort + offset}`).join(','),
        // The phone pass (Chromium + Lighthouse, ~15 s) runs only for the third fixture site, where it is the subject.
        ANALYZER_PHONE_PASS: `127.0.0.1:${fixturePort + 2}`,
      },
    },
    {
      command: `tsx tests/e2e/fixture-sites.ts ${fixturePort}`,
      url: `http://127.0.0.1:${fixturePort}/robots.txt`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
})
