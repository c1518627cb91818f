import { simpleParser } from 'mailparser'
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFakeSmtp } from '../../../tests/support/server/fake-smtp'
import { createMailer, mailOutboxDir, type MailMessage } from './mailer'

const message: MailMessage = {
  to: 'agency@example.test',
  subject: 'Nueva solicitud — Ñandú',
  text: 'Hola',
  replyTo: 'ana@example.test',
  messageId: '<delivery-1@zenit.test>',
  attachments: [{ filename: 'informe.pdf', content: Buffer.from('%PDF-1.4'), contentType: 'application/pdf' }],
}

describe('mailer over SMTP', () => {
  const smtp = createFakeSmtp()
  beforeAll(() => smtp.start(0))
  afterAll(() => smtp.stop())

  it('hands the message to the SMTP server with its attachment', async () => {
    const mailer = createMailer({ smtpUrl: smtp.url, mailFrom: 'Zenit <no-reply@zenit.test>', dataDir: '/nonexistent' })
    await mailer.send(message)
    mailer.close()
    const parsed = smtp.messages[0]!
    expect(parsed.subject).toBe(message.subject)
    expect(parsed.messageId).toBe(message.messageId)
    expect(parsed.from?.text).toContain('no-reply@zenit.test')
    expect(parsed.attachments[0]).toMatchObject({ filename: 'informe.pdf', contentType: 'application/pdf' })
  })

  it('fails (for the outbox to retry) when the server is down', async () => {
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', mailFrom: 'a@zenit.test', dataDir: '/nonexistent' })
    await expect(mailer.send(message)).rejects.toThrow()
  })
})

describe('mailer without SMTP', () => {
  it('writes one .eml file per message id, never a partial one', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mail-'))
    const mailer = createMailer({ mailFrom: 'a@zenit.test', dataDir })
    await mailer.send(message)
    await mailer.send(message)
    const files = readdirSync(mailOutboxDir(dataDir))
    expect(files).toEqual(['_delivery-1@zenit.test_.eml'])
    const parsed = await simpleParser(readFileSync(path.join(mailOutboxDir(dataDir), files[0]!)))
    expect(parsed.to).toMatchObject({ text: 'agency@example.test' })
    expect(parsed.attachments).toHaveLength(1)
  })
})
