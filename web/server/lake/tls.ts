import { execFile } from 'node:child_process'
import { mkdir, readFile, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'

export type Certificate = { key: string; cert: string }

const run = promisify(execFile)

/**
 * The lake's self-signed certificate, made once with `openssl` and kept in `dir`. The Studio needs
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
  const temp = path.join(dir, `.new-${process.pid}`)
  await mkdir(temp, { recursive: true })
  try {
    await run('openssl', [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '3650',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,DNS:*.localhost,IP:127.0.0.1',
      '-keyout',
      path.join(temp, 'key.pem'),
      '-out',
      path.join(temp, 'cert.pem'),
    ])
    // Key first: a reader that finds cert.pem always finds its key.
    await rename(path.join(temp, 'key.pem'), keyFile)
    await rename(path.join(temp, 'cert.pem'), certFile)
  } finally {
    await rm(temp, { recursive: true, force: true })
  }
  return { key: await readFile(keyFile, 'utf8'), cert: await readFile(certFile, 'utf8') }
}
