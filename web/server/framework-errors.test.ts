import type { FastifyInstance, InjectOptions } from 'fastify'
import { mkdtempSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from './app'
import { loadEnv } from './env.server'
import { rawErrorAnswer } from './framework-errors'
import { securityHeaders } from './security-headers'
import { stubContent, stubRenderer } from '../../tests/support/server/test-doubles'

const env = loadEnv({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  SITE_URL: 'https://site.example',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'framework-errors-')),
})
let app: FastifyInstance
let port: number

beforeAll(async () => {
  app = await buildApp(env, { content: stubContent(), renderer: stubRenderer() })
  await app.listen({ port: 0, host: '127.0.0.1' })
  port = (app.server.address() as { port: number }).port
})
afterAll(() => app.close())

type Answer = { status: number; headers: Record<string, string>; body: string }

/** An HTTP/1.x answer as it came over the wire. */
function parse(text: string): Answer {
  const [head = '', ...rest] = text.split('\r\n\r\n')
  const [statusLine = '', ...headerLines] = head.split('\r\n')
  const headers = Object.fromEntries(
    headerLines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  )
  return { status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') }
}

/** Sends raw bytes to the listening server and reads until it closes the connection. */
const send = (bytes: string) =>
  new Promise<Answer>((resolve, reject) => {
    let text = ''
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes))
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => (text += chunk))
    socket.on('error', reject)
    socket.on('close', () => resolve(parse(text)))
  })

/** The API's one error body with the security headers, not stored. */
function expectErrorAnswer(answer: Answer, status: number, body: { error: string; message: string }) {
  expect(answer.status).toBe(status)
  expect(JSON.parse(answer.body)).toEqual(body)
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8')
  expect(answer.headers['cache-control']).toBe('no-store')
  expect(answer.headers['content-security-policy']).toContain("default-src 'self'")
  expect(answer.headers['x-content-type-options']).toBe('nosniff')
  expect(answer.headers['x-frame-options']).toBe('DENY')
  expect(answer.headers['strict-transport-security']).toBe('max-age=31536000')
}

const invalid = { error: 'invalid', message: 'La solicitud no es válida.' }
const tooLarge = { error: 'too_large', message: 'La solicitud es demasiado grande.' }
const notFound = { error: 'not_found', message: 'No encontramos lo que buscas.' }

describe('requests Node’s HTTP parser refuses', () => {
  it.each([
    ['a malformed request line', 'GARBAGE\r\n\r\n', 400, invalid],
    ['an unknown method', 'BREW /api/x HTTP/1.1\r\nHost: a\r\n\r\n', 400, invalid],
    ['a header without a colon', 'GET /api/x HTTP/1.1\r\nHost: a\r\nBroken header\r\n\r\n', 400, invalid],
    [
      'both Content-Length and Transfer-Encoding',
      'POST /api/x HTTP/1.1\r\nHost: a\r\nContent-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      400,
      invalid,
    ],
    ['headers over 16 kB', `GET /api/x HTTP/1.1\r\nHost: a\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431, tooLarge],
  ])('answer %s with the error body, then close', async (_name, bytes, status, body) => {
    const answer = await send(bytes)
    expectErrorAnswer(answer, status, body)
    expect(answer.headers.connection).toBe('close')
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body))
  })

  it.each([
    ['HPE_HEADER_OVERFLOW', 431, tooLarge],
    ['HPE_CHUNK_EXTENSIONS_OVERFLOW', 413, tooLarge],
    ['ERR_HTTP_REQUEST_TIMEOUT', 408, { error: 'timeout', message: 'La solicitud tardó demasiado en llegar.' }],
    ['HPE_INVALID_METHOD', 400, invalid],
  ])('answer %s with %s', (code, status, body) => {
    expectErrorAnswer(parse(rawErrorAnswer(code, securityHeaders(env))), status, body)
  })
})

describe('what Node would answer bare itself', () => {
  it('refuses an HTTP/1.1 request without Host with the error body', async () => {
    expectErrorAnswer(await send('GET / HTTP/1.1\r\nConnection: close\r\n\r\n'), 400, invalid)
  })

  it('serves a request whose expectation it does not know like any other', async () => {
    const answer = await send('GET /api/nothing HTTP/1.1\r\nHost: a\r\nExpect: tea\r\nConnection: close\r\n\r\n')
    expectErrorAnswer(answer, 404, notFound)
  })
})

describe('errors Fastify raises itself', () => {
  const injected = async (options: InjectOptions) => {
    const response = await app.inject(options)
    return { status: response.statusCode, headers: response.headers as Record<string, string>, body: response.body }
  }

  it.each([
    ['an address it cannot decode', { url: '/api/%ff' }, 400, invalid],
    [
      'an address it cannot decode, in the language asked for',
      { url: '/api/%ff?lang=en' },
      400,
      { error: 'invalid', message: 'The request is not valid.' },
    ],
    [
      'an address it cannot decode, in the language of the cookie',
      { url: '/%ff', headers: { cookie: 'language=en' } },
      400,
      { error: 'invalid', message: 'The request is not valid.' },
    ],
    ['an unknown API path', { url: '/api/nothing-here' }, 404, notFound],
    [
      'a body over the limit',
      { method: 'POST' as const, url: '/api/analyze', payload: { url: 'x'.repeat(20_000) } },
      413,
      tooLarge,
    ],
  ])('answers %s with the error body', async (_name, options, status, body) => {
    expectErrorAnswer(await injected(options), status, body)
  })
})
