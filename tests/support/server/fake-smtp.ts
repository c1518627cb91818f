import { simpleParser, type ParsedMail } from 'mailparser'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/**
 * A local SMTP server for tests and the contact bench: keeps every message it accepts, parsed.
 * It can be stopped and started again on the same port to play a mail server that goes down.
 */
export function createFakeSmtp() {
  const messages: ParsedMail[] = []
  let server: SMTPServer | undefined
  let port = 0
  const fake = {
    messages,
    get port() {
      return port
    },
    get url() {
      return `smtp://127.0.0.1:${port}`
    },
    async start(onPort = port) {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, _session, callback) {
          simpleParser(stream)
            .then((mail) => {
              messages.push(mail)
              callback()
            })
            .catch(callback)
        },
      })
      await new Promise<void>((resolve) => server!.listen(onPort, '127.0.0.1', resolve))
      port = (server.server.address() as AddressInfo).port
      return fake
    },
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  }
  return fake
}
