import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { warnOnUntrustedProxy } from './proxy-warning'

async function appWith(trustProxy: string | false) {
  const lines: string[] = []
  const app = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } }, trustProxy })
  warnOnUntrustedProxy(app)
  app.get('/', async () => 'ok')
  await app.ready()
  const get = (forwarded?: string) =>
    app.inject({ url: '/', remoteAddress: '10.0.0.2', headers: forwarded ? { 'x-forwarded-for': forwarded } : {} })
  const warnings = () => lines.filter((line) => line.includes('TRUST_PROXY'))
  return { get, warnings }
}

describe('the untrusted-proxy warning', () => {
  it('is logged once when X-Forwarded-For comes from a peer TRUST_PROXY does not name, without addresses', async () => {
    const { get, warnings } = await appWith(false)
    await get()
    expect(warnings()).toEqual([])
    await get('198.51.100.7')
    await get('198.51.100.8')
    expect(warnings()).toHaveLength(1)
    expect(warnings()[0]).not.toMatch(/198\.51\.100|10\.0\.0\.2/)
  })

  it('stays quiet when the proxy is trusted', async () => {
    const { get, warnings } = await appWith('10.0.0.0/8')
    await get('198.51.100.7')
    expect(warnings()).toEqual([])
  })
})
