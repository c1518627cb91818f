import { mkdtemp, readdir, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { openSqliteStore } from './leads/sqlite'
import { createMailer, mailOutboxDir } from './mail/mailer'

const mode = async (file: string) => (await stat(file)).mode & 0o777

describe('lead data on disk', () => {
  it('is readable by the server user only: the store 0600, the mail outbox 0700 with 0600 messages', async () => {
    const dataDir = path.join(await mkdtemp(path.join(tmpdir(), 'private-')), 'data')
    const store = await openSqliteStore(path.join(dataDir, 'leads.sqlite'))
    await store.addLead({ kind: 'contact', language: 'es', clientIp: '203.0.113.1', data: { nombre: 'Ana' } }, [])
    for (const file of (await readdir(dataDir)).filter((name) => name.startsWith('leads.sqlite')))
      expect(await mode(path.join(dataDir, file))).toBe(0o600)
    expect(await mode(dataDir)).toBe(0o700)
    await store.close()

    const mailer = createMailer({ mailFrom: 'Zenit <no-reply@example.test>', dataDir })
    await mailer.send({ to: 'ana@example.test', subject: 'Hola', text: 'x', messageId: '<m1@test>' })
    const outbox = mailOutboxDir(dataDir)
    expect(await mode(outbox)).toBe(0o700)
    for (const file of await readdir(outbox)) expect(await mode(path.join(outbox, file))).toBe(0o600)
    mailer.close()
  })
})
