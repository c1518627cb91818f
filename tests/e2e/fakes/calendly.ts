import type { BrowserContext, Page } from '@playwright/test'

/** Calendly, offline: the script and the booking page never arrive (the state the tests run in). */
export async function blockCalendly(page: Page) {
  await page.route(calendlyUrl, (route) => route.abort('internetdisconnected'))
}

const calendlyUrl = /^https:\/\/([a-z]+\.)?calendly\.com\//

export const isCalendlyUrl = (url: string) => calendlyUrl.test(url)

const fakeScript = `window.Calendly = {
  initInlineWidget({ url, parentElement }) {
    const frame = document.createElement('iframe')
    frame.src = url
    frame.title = 'Calendly'
    frame.style.width = '100%'
    frame.style.height = '100%'
    parentElement.append(frame)
  },
}`

/** Posts what Calendly's page posts: a page view on load, a booking when the button is pressed. */
const fakePage = `<!doctype html><html lang="en"><title>Fake Calendly</title>
<button id="book">Confirm booking</button>
<script>
  parent.postMessage({ event: 'calendly.event_type_viewed', payload: {} }, '*')
  document.getElementById('book').onclick = () => parent.postMessage({
    event: 'calendly.event_scheduled',
    payload: {
      event: { uri: 'https://api.calendly.com/scheduled_events/evt-1' },
      invitee: { uri: 'https://api.calendly.com/scheduled_events/evt-1/invitees/inv-1' },
    },
  }, '*')
</script>`

/** A local stand-in for Calendly's script and booking page, served through Playwright's router. */
export async function fakeCalendly(page: Page | BrowserContext) {
  await page.route('https://assets.calendly.com/assets/external/widget.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: fakeScript }),
  )
  await page.route('https://calendly.com/**', (route) => route.fulfill({ contentType: 'text/html', body: fakePage }))
}
