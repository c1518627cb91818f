import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { generate } from 'selfsigned'

export type Certificate = { key: string; cert: string }

const tenYears = 3650 * 24 * 60 * 60 * 1000

/**
 * The lake's self-signed certificate, made once with `selfsigned` and kept in `dir`. The Studio needs
 * TLS because it speaks HTTP/2 (it opens more than the six connections HTTP/1.1 allows a host);
 * the names cover the Studio's `<projectId>.localhost` hosts.
 */
export async function ensureCertificate(dir: string): Promise<Certificate> {
  const keyFile = path.join(dir, 'key.pem')
  const certFile = path.join(dir, 'cert.pem')
  try {
    return { key: await readFile(keyFile, 'utf8'), cert: await readFile(certFile, 'utf8') }
  } catch {
    // First start: generate below.
  }
  await mkdir(dir, { recursive: true })
  const notBeforeDate = new Date()
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notBeforeDate,
    notAfterDate: new Date(notBeforeDate.getTime() + tenYears),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 2, value: '*.localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  })
  // Written beside and renamed, key first: a reader that finds cert.pem always finds its key.
  const temp = `.new-${process.pid}`
  await writeFile(path.join(dir, `key${temp}`), pems.private, { mode: 0o600 })
  await writeFile(path.join(dir, `cert${temp}`), pems.cert)
  await rename(path.join(dir, `key${temp}`), keyFile)
  await rename(path.join(dir, `cert${temp}`), certFile)
  return { key: pems.private, cert: pems.cert }
}
