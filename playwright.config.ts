import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './tests/chromium'

// E2E_PORT lets several checkouts run their journeys side by side.
const port = Number(process.env.E2E_PORT ?? 4173)
const baseURL = `http://127.0.0.1:${port}`

/** Debian's Chromium: Playwright cannot download its own browser here (ARCHITECTURE.md). */
const chromium = { executablePath: chromiumPath, args: chromiumArgs }

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  use: { baseURL, launchOptions: chromium, trace: 'retain-on-failure' },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
      grepInvert: /@mobile/,
    },
    { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } }, grep: /@mobile/ },
  ],
  // Runs the production build that `npm run build` made; no network, embedded content.
  webServer: {
    command: 'node dist/server/main.js',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', SITE_URL: baseURL, LOG_LEVEL: 'warn' },
  },
})
