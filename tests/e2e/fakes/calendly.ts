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

/** The booking the fake page reports, as Calendly's API names it. */
export type FakeBooking = { eventUri: string; inviteeUri: string }

const defaultBooking: FakeBooking = {
  eventUri: 'https://api.calendly.com/scheduled_events/evt-1',
  inviteeUri: 'https://api.calendly.com/scheduled_events/evt-1/invitees/inv-1',
}

/**
 * Posts what Calendly's page posts: a page view on load, a booking when the button is pressed, after
 * which, as Calendly's confirmation does, the page says "Booked" in place of the button. The listener
 * comes before the button, so a press as soon as the button shows is never lost.
 */
const fakePage = ({ eventUri, inviteeUri }: FakeBooking) => `<!doctype html><html lang="en"><title>Fake Calendly</title>
<script>
  parent.postMessage({ event: 'calendly.event_type_viewed', payload: {} }, '*')
  document.addEventListener('click', (click) => {
    if (click.target.id !== 'book') return
    parent.postMessage({
      event: 'calendly.event_scheduled',
      payload: { event: { uri: ${JSON.stringify(eventUri)} }, invitee: { uri: ${JSON.stringify(inviteeUri)} } },
    }, '*')
    click.target.outerHTML = '<p role="status">Booked</p>'
  })
</script>
<button id="book">Confirm booking</button>`

/**
 * A local stand-in for Calendly's script and booking page, served through Playwright's router.
 * `booking` may be a function, asked for the booking each time the page loads.
 */
export async function fakeCalendly(
  page: Page | BrowserContext,
  booking: FakeBooking | (() => FakeBooking) = defaultBooking,
) {
  await page.route('https://assets.calendly.com/assets/external/widget.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: fakeScript }),
  )
  await page.route('https://calendly.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: fakePage(typeof booking === 'function' ? booking() : booking) }),
  )
}
