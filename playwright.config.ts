import { defineConfig, devices } from '@playwright/test'

// E2E_PORT lets several checkouts run their journeys side by side.
const port = Number(process.env.E2E_PORT ?? 4173)
const baseURL = `http://127.0.0.1:${port}`
const dataDir = `data/e2e-${port}`

/** Debian's Chromium: Playwright cannot download its own browser here (ARCHITECTURE.md). */
const chromium = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}

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
  // Runs the production build that `npm run build` made; no network, embedded content from a lake
  // of its own (a fresh folder, a port beside the site's), never the developer's ./data or :3334.
  webServer: {
    command: `rm -rf ${dataDir} && node dist/server/main.js`,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: baseURL,
      LOG_LEVEL: 'warn',
      LAKE_PORT: String(port + 1000),
      DATA_DIR: dataDir,
    },
  },
})
