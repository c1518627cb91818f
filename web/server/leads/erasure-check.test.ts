import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { contactData, newLead } from '../../../tests/support/server/lead-fixtures'
import { storeFactories, useStore } from '../../../tests/support/server/lead-stores'
import { createMailer } from '../mail/mailer'
import { removeDeliveryMail } from '../mail/outbox-files'
import { erasureTraces, mailText, occurrences } from './erasure-check'

describe('what the erasure check reads', () => {
  it('counts a form in any case, in UTF-8 bytes, and finds a name a mail program encoded', () => {
    expect(occurrences(Buffer.from('x ROSA MARTÍNEZ y rosa martínez'), ['rosa mart'])).toBe(2)
    expect(occurrences(Buffer.from('Rosa Martínez'), ['rosa martínez'])).toBe(1)
    const quoted = 'Nombre: Rosa Mart=C3=ADnez, correo ro=\nsa@cafe.test'
    expect(occurrences(mailText(quoted), ['rosa martínez', 'rosa@cafe.test'])).toBe(2)
    const base64 = `Content-Transfer-Encoding: base64\n\n${Buffer.from('Hola Rosa Martínez, gracias').toString('base64')}\n`
    expect(occurrences(mailText(base64), ['rosa martínez'])).toBe(1)
  })
})

describe.each(storeFactories())('the erasure check on $engine', (factory) => {
  const context = useStore(factory)

  it('finds a person everywhere the site kept them, and nowhere once the lead is erased', async () => {
    const { store } = context
    const env = await factory.serverEnv()
    const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'erasure-check-'))
    const person = { correo: 'rosa@cafe-volcan.test', telefono: '+503 7000-1111', nombre: 'Rosa Martínez' }
    const { lead } = await store.addLead(newLead('contact', contactData(person)), [{ kind: 'agency-email' }])
    const [delivery] = await store.listDeliveries()
    const mailer = createMailer({ mailFrom: 'web@agency.test', dataDir })
    await mailer.send({
      to: 'agency@agency.test',
      subject: `Nuevo contacto: ${person.nombre}`,
      text: `Nombre: ${person.nombre}\nCorreo: ${person.correo}\nTeléfono: ${person.telefono}`,
      messageId: `<${delivery!.id}@agency.test>`,
    })
    const log = path.join(dataDir, 'server.log')
    writeFileSync(log, '{"msg":"contact stored","lead":"' + lead.id + '"}\n')
    const details = [person.correo, person.telefono, person.nombre]
    const check = () => erasureTraces({ store, dataDir, details, logFiles: [log] })

    const found = await check()
    const count = (place: RegExp) => found.filter((trace) => place.test(trace.place)).reduce((n, t) => n + t.count, 0)
    expect(count(/^table leads$/)).toBe(1)
    expect(count(/^mail outbox/)).toBe(1)
    if (factory.engine === 'sqlite') expect(count(/^file .*leads\.sqlite/)).toBeGreaterThan(0)

    const deliveryIds = await store.eraseLead(lead.id, { name: 'Ana', via: 'lake' }, 'request')
    await removeDeliveryMail(dataDir, deliveryIds!)
    const after = await check()
    expect(after.filter((trace) => trace.count > 0)).toEqual([])
    // Every place is named, clean ones too: the tables, the outbox, the log, on SQLite its files.
    expect(after.map((trace) => trace.place)).toEqual(
      expect.arrayContaining(['table leads', 'table deliveries', 'table rate_keys', `log ${log}`]),
    )
    if (factory.engine === 'sqlite') expect(after.some((trace) => trace.place.endsWith('leads.sqlite'))).toBe(true)
  })

  it('refuses to search for nothing', async () => {
    await expect(erasureTraces({ store: context.store, dataDir: tmpdir(), details: [' x ', '12'] })).rejects.toThrow(
      /at least 3 characters/,
    )
  })
})
