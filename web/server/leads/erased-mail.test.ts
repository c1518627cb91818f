import { mkdtempSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { contactData, newLead } from '../../../tests/support/server/lead-fixtures'
import { storeFactories, useStore } from '../../../tests/support/server/lead-stores'
import { createMailer, mailOutboxDir } from '../mail/mailer'
import { startErasedMailSweep } from './erased-mail'

describe.each(storeFactories())('the sweep of erased leads’ mail on $engine', (factory) => {
  const context = useStore(factory)

  it(
    factory.engine === 'postgres'
      ? 'removes, on another server, the mail of a lead erased elsewhere, within its turn, and keeps the rest'
      : 'does not run: one server holds both the leads and their mail',
    async () => {
      const { store } = context
      // This server's own outbox; the erasure happens on another server, on the same store.
      const dataDir = mkdtempSync(path.join(tmpdir(), 'erased-mail-'))
      const mailer = createMailer({ mailFrom: 'web@agency.test', dataDir })
      const leads = [
        await store.addLead(newLead('contact', contactData({ correo: 'uno@example.test' })), [
          { kind: 'agency-email' },
        ]),
        await store.addLead(newLead('contact', contactData({ correo: 'dos@example.test' })), [
          { kind: 'agency-email' },
        ]),
      ].map(({ lead }) => lead)
      for (const delivery of await store.listDeliveries()) {
        const subject = `Nuevo contacto ${delivery.leadId}`
        await mailer.send({ to: 'agency@agency.test', subject, text: '…', messageId: `<${delivery.id}@agency.test>` })
      }
      const files = () => readdir(mailOutboxDir(dataDir))
      expect(await files()).toHaveLength(2)

      await store.eraseLead(leads[0]!.id, { name: 'Ana', via: 'lake' }, 'request')
      const stop = startErasedMailSweep({ store, log: pino({ level: 'silent' }), dataDir, intervalMs: 20 })
      try {
        if (factory.engine === 'sqlite') {
          await new Promise((resolve) => setTimeout(resolve, 100))
          expect(await files()).toHaveLength(2)
          return
        }
        await expect.poll(files, { timeout: 30_000 }).toHaveLength(1)
        const [kept] = await store.listDeliveries()
        expect(await files()).toEqual([expect.stringContaining(kept!.id)])
      } finally {
        await stop()
      }
    },
  )
})
