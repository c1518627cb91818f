/** Debian's Chromium and the flags it needs offline as root (docs/analysis.md), shared by Playwright, the Lighthouse bench and the phone pass. */
export const chromiumPath = '/usr/bin/chromium'

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
