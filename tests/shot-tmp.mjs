import { chromium } from '@playwright/test'
const [,, path, width, out, selector] = process.argv
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const p = await b.newPage({ viewport: { width: Number(width), height: 800 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 })
await p.goto('http://127.0.0.1:4811' + path, { waitUntil: 'networkidle' })
if (selector) { const el = p.locator(selector).first(); await el.scrollIntoViewIfNeeded(); await p.waitForTimeout(800); await el.screenshot({ path: out }) }
else await p.screenshot({ path: out })
await b.close()
