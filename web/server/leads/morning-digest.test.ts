import type { FastifyBaseLogger } from 'fastify'
import { describe, expect, it } from 'vitest'
import {
  analysisData,
  atTime,
  bookingData,
  contactData,
  dayMs,
  newLead,
} from '../../../tests/support/server/lead-fixtures'
import { storeFactories, useStore } from '../../../tests/support/server/lead-stores'
import type { Mailer, MailMessage } from '../mail/mailer'
import {
  morningDigest,
  morningDigestKind,
  registerMorningDigest,
  startMorningDigest,
  wallClock,
} from './morning-digest'
import { Outbox } from './outbox'

const silent = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger
const timeZone = 'America/El_Salvador'

describe('the agency’s wall clock', () => {
  it('tells the agency’s date and hour, not the server’s', () => {
    expect(wallClock(new Date('2030-06-04T05:30:00Z'), timeZone)).toEqual({ day: '2030-06-03', hour: 23 })
    expect(wallClock(new Date('2030-06-04T14:00:00Z'), timeZone)).toEqual({ day: '2030-06-04', hour: 8 })
    expect(wallClock(new Date('2030-06-04T14:00:00Z'), 'Europe/Madrid')).toEqual({ day: '2030-06-04', hour: 16 })
  })
})

describe.each(storeFactories())('the morning digest on $engine', (factory) => {
  const context = useStore(factory)
  const digests = async () =>
    (await context.store.listDeliveries()).filter((delivery) => delivery.kind === morningDigestKind)
  /** One server's look at the clock at `at`, waited for. */
  const lookAt = async (at: string) =>
    startMorningDigest({
      store: context.store,
      log: silent,
      timeZone,
      hour: 8,
      intervalMs: 3_600_000,
      now: () => new Date(at),
    })()

  it('is queued once a day from 08:00 in the agency’s time zone, whichever of several servers looks first', async () => {
    await lookAt('2030-06-03T13:59:00Z')
    expect(await digests()).toEqual([])
    await Promise.all(['2030-06-03T14:00:00Z', '2030-06-03T14:00:30Z', '2030-06-03T20:00:00Z'].map(lookAt))
    expect((await digests()).map((delivery) => delivery.payload)).toEqual([{ day: '2030-06-03' }])
    // After midnight there, the new day waits for 08:00 again.
    await lookAt('2030-06-04T07:00:00Z')
    expect(await digests()).toHaveLength(1)
    await lookAt('2030-06-04T15:00:00Z')
    expect((await digests()).map((delivery) => delivery.payload)).toEqual([
      { day: '2030-06-03' },
      { day: '2030-06-04' },
    ])
  })

  it('lists the follow-ups due by owner (unassigned last) and the last day’s leads, in the agency’s language', async () => {
    const { store } = context
    const morning = new Date('2031-03-10T14:00:00Z')
    const add = (at: number, ...lead: Parameters<typeof newLead>) =>
      atTime(at, async () => (await store.addLead(newLead(...lead), [])).lead)
    const old = morning.getTime() - 5 * dayMs
    const overdue = await add(old, 'contact', contactData({ nombre: 'Begoña Muñoz', negocio: 'Panadería Sol' }))
    const today = await add(old, 'booking', bookingData({ name: 'Luis Ayala', email: 'luis@example.test' }))
    const later = await add(old, 'contact', contactData({ nombre: 'Marta Ríos' }))
    const fresh = await add(morning.getTime() - 3_600_000, 'analysis', analysisData({ email: 'dueno@tienda.test' }))
    const erased = await add(morning.getTime() - 7_200_000, 'contact', contactData({ nombre: 'Olvidada Ya' }))
    await store.setFollowUp(overdue.id, new Date('2031-03-07T16:00:00Z'), 'Ana')
    await store.setOwner(overdue.id, 'Ana', 'Ana')
    await store.setFollowUp(today.id, new Date('2031-03-10T22:00:00Z'), 'José')
    await store.setFollowUp(later.id, new Date('2031-03-11T16:00:00Z'), 'Ana')
    await store.eraseLead(erased.id, { name: 'Ana', via: 'lake' }, 'request')

    const config = { store, to: 'agencia@zenit.test', timeZone, studioOrigin: 'https://studio.zenit.test' }
    const es = await morningDigest({ ...config, language: 'es' }, morning)
    expect(es?.to).toBe('agencia@zenit.test')
    expect(es?.subject).toBe('Prospectos de hoy: 2 por seguir, 1 nuevos')
    const lines = es!.text.split('\n')
    const at = (text: string) => lines.findIndex((line) => line.includes(text))
    // Ana's overdue contact, then nobody's booking due tonight; tomorrow's follow-up waits for tomorrow.
    expect(at('Ana:')).toBeLessThan(at('Begoña Muñoz'))
    expect(at('Begoña Muñoz')).toBeLessThan(at('Sin asignar:'))
    expect(at('Sin asignar:')).toBeLessThan(at('Luis Ayala'))
    expect(lines[at('Begoña Muñoz')]).toContain('contacto')
    expect(lines[at('Begoña Muñoz')]).toContain('Panadería Sol')
    expect(lines[at('Luis Ayala')]).toContain('luis@example.test')
    expect(es!.text).not.toContain('Marta Ríos')
    // The analysis of an hour ago is new, who it is by its e-mail; the erased lead is nowhere.
    expect(at('Nuevos en las últimas 24 horas')).toBeLessThan(at('dueno@tienda.test'))
    expect(es!.text).not.toContain('Olvidada')
    expect(es!.text).toContain('https://studio.zenit.test/leads')
    expect(fresh.id).toBeDefined()

    const en = await morningDigest({ ...config, language: 'en' }, morning)
    expect(en?.subject).toBe('Today’s leads: 2 to follow up, 1 new')
    expect(en?.text).toContain('Unassigned:')
    expect(en?.text).toContain('New in the last 24 hours')

    // A quiet morning a month on says nothing at all.
    await store.setFollowUp(overdue.id, null, 'Ana')
    await store.setFollowUp(today.id, null, 'Ana')
    await store.setFollowUp(later.id, null, 'Ana')
    expect(await morningDigest({ ...config, language: 'es' }, new Date(morning.getTime() + 30 * dayMs))).toBeUndefined()
  })

  it('is sent through the outbox, built when it is sent', async () => {
    const { store } = context
    const sent: MailMessage[] = []
    const mailer: Mailer = { transport: 'file', send: async (message) => void sent.push(message), close() {} }
    const outbox = new Outbox(store, silent, { pollMs: 5 })
    const morning = new Date('2032-01-05T14:00:00Z')
    await atTime(morning.getTime() - 60_000, () => store.addLead(newLead('contact', contactData()), []))
    registerMorningDigest(outbox, mailer, { store, to: 'agencia@zenit.test', language: 'es', timeZone }, () => morning)
    await startMorningDigest({ store, log: silent, timeZone, hour: 8, now: () => morning })()
    outbox.start()
    const today = async () => (await digests()).find((delivery) => delivery.payload.day === '2032-01-05')
    await expect.poll(async () => (await today())?.status, { timeout: 10_000 }).toBe('done')
    await outbox.stop()
    // The earlier days' digests, queued above, went too: each built now, as this morning's.
    expect(sent.length).toBeGreaterThanOrEqual(1)
    for (const message of sent) {
      expect(message).toMatchObject({ to: 'agencia@zenit.test', subject: 'Prospectos de hoy: 0 por seguir, 1 nuevos' })
      expect(message.text).toContain('Ana Pérez')
    }
  })
})
