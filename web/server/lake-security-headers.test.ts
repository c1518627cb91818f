import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { request as httpsRequest } from 'node:https'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, testLake, type TestLake } from 'content-lake/testing'
import { bestGrade, grade, parseCsp } from '../../tests/support/server/observatory-rules'

/**
 * The lake's answers graded with Observatory's rules (docs/security-headers.md, "The Studio and the
 * lake"): the Studio's page, its files, the API, errors and the lake's own pages, over TLS as the
 * Studio reaches them, and what the plain HTTP side for Node programs carries.
 */
const inlineScript = 'window.__studioErrors = []'
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

let t: TestLake
let studioDir: string
let cookie: string
beforeAll(async () => {
  studioDir = await mkdtemp(path.join(tmpdir(), 'studio-dist-'))
  await mkdir(path.join(studioDir, 'static'))
  await writeFile(
    path.join(studioDir, 'index.html'),
    `<!doctype html><html><head><script>${inlineScript}</script></head>` +
      '<body><script src="/static/app.js" type="module"></script></body></html>',
  )
  await writeFile(path.join(studioDir, 'static', 'app.js'), 'export {}')
  t = await testLake([{ _id: 'a', _type: 'thing' }], undefined, { studioDir })
  cookie = await t.signIn('Ana')
})
afterAll(async () => {
  await t.cleanup()
  await rm(studioDir, { recursive: true, force: true })
})

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string }

/** A browser's request to the lake's TLS side, under the Studio's host name. */
const overTls = (route: string, options: { method?: string; headers?: Record<string, string> } = {}) =>
  new Promise<Answer>((resolve, reject) => {
    const call = httpsRequest(
      {
        host: '127.0.0.1',
        port: t.lake.port,
        path: route,
        method: options.method ?? 'GET',
        rejectUnauthorized: false,
        headers: { host: `local.localhost:${t.lake.port}`, ...options.headers },
      },
      (response) => {
        let body = ''
        response.on('data', (chunk: Buffer) => (body += chunk.toString()))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }))
      },
    )
    call.on('error', reject).end()
  })

const policyOf = (answer: Answer) => parseCsp(String(answer.headers['content-security-policy']))
const sources = (answer: Answer, directive: string) => [...(policyOf(answer).get(directive) ?? [])]

describe('the lake’s security headers, graded with Observatory’s rules', () => {
  it('give the signed-in Studio’s page an A+ under a policy with its inline script by hash', async () => {
    const page = await overTls('/structure', { headers: { cookie } })
    expect(page.status).toBe(200)
    const { letter, score, results } = grade(page.headers)
    expect({ letter, results }).toMatchObject(bestGrade)
    expect(score).toBe(120)
    expect(sources(page, 'script-src')).toEqual(["'self'", sha256(inlineScript)])
    expect(sources(page, 'frame-ancestors')).toEqual(["'none'"])
    expect(sources(page, 'object-src')).toEqual(["'none'"])
    expect(page.headers['x-frame-options']).toBe('DENY')
  })

  it('let the Studio call and frame the site that registered, and nothing else', async () => {
    expect(sources(await overTls('/structure', { headers: { cookie } }), 'frame-src')).toEqual(["'none'"])
    // A site on plain http (local development) is named as it is, which Observatory marks down.
    await t.call('PUT', '/lake/site', { url: 'http://localhost:3000' })
    const local = await overTls('/structure', { headers: { cookie } })
    expect(sources(local, 'frame-src')).toEqual(['http://localhost:3000'])
    expect(grade(local.headers)).toMatchObject({
      letter: 'B+',
      results: { 'csp-implemented-with-insecure-scheme': -20 },
    })

    await t.call('PUT', '/lake/site', { url: 'https://zenit.example' })
    const page = await overTls('/presentation', { headers: { cookie } })
    // Help's Diagnostics probes sign-in at the project's host name, under the Studio's.
    const project = `https://local.local.localhost:${t.lake.port}`
    expect(sources(page, 'connect-src')).toEqual(["'self'", project, 'https://zenit.example'])
    expect(sources(page, 'frame-src')).toEqual(['https://zenit.example'])
    expect(grade(page.headers).letter).toBe('A+')
  })

  it('give every other answer an A+ under a policy that allows nothing: files, API, errors, refusals', async () => {
    const answers = {
      file: await overTls('/static/app.js'),
      query: await overTls(`${api}/data/query/production?query=*`),
      notFound: await overTls(`${api}/data/doc/other/a`),
      preflight: await overTls(`${api}/data/query/production`, {
        method: 'OPTIONS',
        headers: { origin: `https://local.localhost:${t.lake.port}`, 'access-control-request-method': 'GET' },
      }),
      elsewhere: await overTls('/', { headers: { origin: 'https://evil.example' } }),
    }
    expect(Object.values(answers).map(({ status }) => status)).toEqual([200, 200, 404, 204, 403])
    for (const answer of Object.values(answers)) {
      expect(grade(answer.headers)).toMatchObject({
        letter: 'A+',
        score: 130,
        results: { 'csp-implemented-with-no-unsafe-default-src-none': 10, 'x-frame-options-implemented-via-csp': 5 },
      })
      expect(answer.headers['x-frame-options']).toBe('DENY')
    }
  })

  it('allow the lake’s own pages their one inline style, by its hash', async () => {
    const signIn = await overTls('/structure')
    expect(signIn.status).toBe(401)
    const style = /<style>([\s\S]*)<\/style>/.exec(signIn.body)![1]!
    expect(sources(signIn, 'style-src')).toEqual([sha256(style)])
    expect(sources(signIn, 'form-action')).toEqual(["'self'"])
    expect(grade(signIn.headers).letter).toBe('A+')
  })

  it('send HSTS over TLS only, and the rest on the plain side for Node programs too', async () => {
    const plain = await fetch(`${t.lake.url}${api}/data/query/production?query=*`)
    expect(plain.headers.get('strict-transport-security')).toBeNull()
    expect(plain.headers.get('x-content-type-options')).toBe('nosniff')
    expect(plain.headers.get('x-frame-options')).toBe('DENY')
    expect(plain.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect((await overTls('/static/app.js')).headers['strict-transport-security']).toBe('max-age=31536000')
  })

  it('put the headers on what Node’s parser refuses, written on the socket', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      let text = ''
      const socket = connect(t.lake.port, '127.0.0.1', () => socket.write('NOT HTTP\r\n\r\n'))
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()))
      socket.on('end', () => resolve(text)).on('error', reject)
    })
    expect(answer).toMatch(/^HTTP\/1\.1 400 /)
    expect(answer).toContain('x-frame-options: DENY')
    expect(answer).toContain("content-security-policy: default-src 'none'")
  })
})
