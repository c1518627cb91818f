import { randomUUID } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer, { type SendMailOptions } from 'nodemailer'
import type { Language } from '../../src/i18n/language'
import type { AnalysisResult } from './model'
import { composeReportEmail } from './report/email'

export type ReportJob = { to: string; language: Language; url: string; result: AnalysisResult }

/** What the analyze route needs from e-mail delivery; it must return quickly and never throw for a bad mail server. */
export type ReportDelivery = { enqueue(job: ReportJob): Promise<void> }

type Log = { info: (details: object, message: string) => void; error: (details: object, message: string) => void }
type Options = { smtpUrl?: string; mailFrom: string; dataDir: string; log: Log }

/**
 * Interim delivery until the lead store's durable outbox lands (issue 4): the e-mail is composed and
 * sent in the background; without SMTP — or when SMTP fails — it is written as an .eml file to
 * DATA_DIR/mail-outbox, so it is never dropped. There are no retries yet.
 */
export function createMailDelivery({
  smtpUrl,
  mailFrom,
  dataDir,
  log,
}: Options): ReportDelivery & { idle(): Promise<void> } {
  const outbox = path.join(dataDir, 'mail-outbox')
  const fileTransport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  const smtp = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined
  const pending = new Set<Promise<void>>()

  async function writeEml(message: SendMailOptions) {
    const info = await fileTransport.sendMail(message)
    await mkdir(outbox, { recursive: true })
    const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`)
    await writeFile(file, info.message as Buffer)
    return file
  }

  async function deliver(job: ReportJob) {
    const email = await composeReportEmail(job.result, job.language)
    const message = { from: mailFrom, to: job.to, ...email }
    if (smtp) {
      try {
        await smtp.sendMail(message)
        log.info({ url: job.url }, 'analysis report e-mailed')
        return
      } catch (error) {
        log.error({ err: error }, 'SMTP failed; report kept in the local mail outbox')
      }
    }
    log.info({ file: await writeEml(message), url: job.url }, 'analysis report written to the mail outbox')
  }

  return {
    async enqueue(job) {
      const task = deliver(job)
        .catch((error: unknown) => log.error({ err: error, url: job.url }, 'analysis report could not be delivered'))
        .finally(() => pending.delete(task))
      pending.add(task)
    },
    async idle() {
      await Promise.all(pending)
    },
  }
}
