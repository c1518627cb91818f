import { request } from 'node:http'
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFixtureSite, type FixtureSite } from '../../testing'
import { startEgressProxy, type EgressProxy } from './egress-proxy'

let site: FixtureSite
let proxy: EgressProxy

beforeAll(async () => {
  site = await startFixtureSite({ '/': { body: 'hola' } })
  const resolve = async (host: string) =>
    host === 'rebind.test' ? [{ address: '127.0.0.1', family: 4 }] : [{ address: '203.0.113.5', family: 4 }]
  proxy = await startEgressProxy({ allowHosts: [site.host] }, { resolve })
})
afterAll(async () => {
  await proxy.close()
  await site.close()
})

const port = () => Number(new URL(proxy.url).port)

/** A plain-HTTP request the way a browser sends it to a proxy: the absolute URL as the path. */
const viaProxy = (url: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    request({ host: '127.0.0.1', port: port(), path: url, headers: { host: new URL(url).host } }, (response) => {
      let body = ''
      response.on('data', (chunk: Buffer) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
    })
      .on('error', reject)
      .end()
  })

/** A CONNECT tunnel request, as for TLS or a WebSocket; resolves with the proxy's status line. */
const tunnel = (destination: string) =>
  new Promise<string>((resolve) => {
    const socket = connect(port(), '127.0.0.1', () =>
      socket.write(`CONNECT ${destination} HTTP/1.1\r\nHost: ${destination}\r\n\r\n`),
    )
    socket.once('data', (chunk) => {
      resolve(chunk.toString().split('\r\n')[0]!)
      socket.destroy()
    })
  })

describe('the egress proxy', () => {
  it('forwards plain requests and opens tunnels to allowed destinations', async () => {
    expect(await viaProxy(site.url('/'))).toEqual({ status: 200, body: 'hola' })
    expect(await tunnel(site.host)).toBe('HTTP/1.1 200 Connection Established')
  })

  it.each([
    'http://127.0.0.1:9/',
    'http://localhost/',
    'http://10.1.2.3/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::127.0.0.1]/',
    'http://[::169.254.169.254]/',
    'http://rebind.test/',
    'http://public.example:8080/',
  ])('refuses %s over plain HTTP', async (url) => {
    expect((await viaProxy(url)).status).toBe(403)
  })

  it.each([
    '127.0.0.1:443',
    '10.0.0.1:443',
    '[::1]:443',
    '[::127.0.0.1]:443',
    '[::ffff:7f00:1]:443',
    '[64:ff9b::a9fe:a9fe]:443',
    'rebind.test:443',
    'public.example:22',
  ])('refuses a tunnel to %s', async (destination) => {
    expect(await tunnel(destination)).toBe('HTTP/1.1 403 Forbidden')
  })

  it('keeps a log of what it refused', () => {
    expect(proxy.refused).toEqual(expect.arrayContaining(['10.1.2.3', 'rebind.test', '10.0.0.1:443']))
  })
})
