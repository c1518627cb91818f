// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { listenForBookings } from './booking-listener'
import { bookingEventsEndpoint, calendlyOrigin } from './calendly'

const booking = {
  event: 'calendly.event_scheduled',
  payload: { event: { uri: 'https://api.calendly.com/scheduled_events/e1' } },
}
const post = (data: unknown, origin = calendlyOrigin) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin }))

/** Calls to the endpoint, once the listener's fetch has settled. */
function answered(status: number | Error) {
  const fetch = vi.fn(() =>
    status instanceof Error ? Promise.reject(status) : Promise.resolve(new Response(null, { status })),
  )
  vi.stubGlobal('fetch', fetch)
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  return { fetch, warn, settled: () => new Promise((resolve) => setTimeout(resolve)) }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('listenForBookings', () => {
  it('records a booking once, in the latest language, and reads a 204 as success', async () => {
    const { fetch, warn, settled } = answered(204)
    listenForBookings('es')
    listenForBookings('en')
    post(booking)
    post({ event: 'calendly.event_type_viewed', payload: {} })
    post(booking, 'https://evil.test')
    await settled()
    expect(fetch).toHaveBeenCalledTimes(1)
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe(bookingEventsEndpoint)
    expect(init).toMatchObject({ method: 'POST', keepalive: true })
    expect(JSON.parse(init.body as string)).toMatchObject({ language: 'en', eventUri: booking.payload.event.uri })
    expect(warn).not.toHaveBeenCalled()
  })

  it.each([[429], [new TypeError('Failed to fetch')]])(
    'says so in the console when it really failed (%s)',
    async (status) => {
      const { warn, settled } = answered(status)
      listenForBookings('es')
      post(booking)
      await settled()
      expect(warn).toHaveBeenCalledWith('booking event not recorded', status instanceof Error ? status : 429)
    },
  )
})
