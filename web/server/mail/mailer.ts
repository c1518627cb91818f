import { rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type Mail from 'nodemailer/lib/mailer'
import { privateFolder, privateModes } from '../private-files'

export type MailMessage = {
  to: string
  subject: string
  text: string
  html?: string
  replyTo?: string
  /** One with a `cid` is a picture the HTML shows (`<img src="cid:…">`), sent inline. */
  attachments?: { filename: string; content: Buffer | string; contentType?: string; cid?: string }[]
  /**
   * Stable per delivery (`<delivery-id@host>`), so a message sent again after a crash is recognisably
   * the same one, and its .eml file is overwritten instead of doubled.
   */
  messageId: string
}

export type Mailer = {
  readonly transport: 'smtp' | 'file'
  /** Resolves once the SMTP server accepted the message or its .eml file is on disk; else throws. */
  send(message: MailMessage): Promise<void>
  close(): void
}

type MailConfig = { smtpUrl?: string; mailFrom: string; dataDir: string }

/** Folder of the local mail outbox, used when no SMTP server is configured. */
export const mailOutboxDir = (dataDir: string) => path.join(dataDir, 'mail-outbox')

const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }

const toOptions = (from: string, message: MailMessage): Mail.Options => ({ from, ...message })

/** nodemailer to SMTP_URL; without it, each message becomes an .eml file in the data folder. */
export function createMailer({ smtpUrl, mailFrom, dataDir }: MailConfig): Mailer {
  if (smtpUrl) {
    // A dead server should fail the attempt quickly; the outbox retries it later.
    const url = new URL(smtpUrl)
    for (const [name, value] of Object.entries(timeouts)) url.searchParams.set(name, String(value))
    const transport = nodemailer.createTransport(url.toString())
    return {
      transport: 'smtp',
      send: async (message) => void (await transport.sendMail(toOptions(mailFrom, message))),
      close: () => transport.close(),
    }
  }
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  const folder = mailOutboxDir(dataDir)
  return {
    transport: 'file',
    send: async (message) => {
      const info = await builder.sendMail(toOptions(mailFrom, message))
      const name = message.messageId.replace(/[^a-zA-Z0-9.@-]/g, '_')
      const file = path.join(folder, `${name}.eml`)
      await privateFolder(folder)
      // Written under a temporary name and renamed, so a reader never sees half a message.
      const temporary = `${file}.${process.pid}.tmp`
      await writeFile(temporary, info.message as Buffer, { flush: true, mode: privateModes.file })
      await rename(temporary, file)
    },
    close: () => builder.close(),
  }
}
