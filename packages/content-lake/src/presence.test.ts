import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { sessionCookie } from './access'
import { api, testLake, type TestLake } from '../testing/test-lake'

let t: TestLake
beforeAll(async () => {
  t = await testLake([])
})
afterAll(() => t.cleanup())

/** A Studio tab's presence socket: sends JSON-RPC, collects what the lake passes on. */
async function presenceSocket(cookie: string) {
  const socket = new WebSocket(`ws://127.0.0.1:${t.lake.port}${api}/socket/production`, { headers: { cookie } })
  const events: Record<string, unknown>[] = []
  const answers = new Map<string, unknown>()
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as { id?: string; result?: unknown; params?: { result: never } }
    if (message.id) answers.set(message.id, message.result)
    else if (message.params) events.push(message.params.result)
  })
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
  let id = 0
  const send = async (method: string, params: object) => {
    const key = `${++id}`
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: key, method, params }))
    await expect.poll(() => answers.has(key)).toBe(true)
    return answers.get(key)
  }
  await send('presence_subscribe', {})
  return { socket, events, send }
}

/** The user a browser's session cookie signs in as. */
const me = (cookie: string) =>
  fetch(`${t.lake.url}${api}/users/me`, { headers: { cookie } }).then((r) => r.json() as Promise<{ id: string }>)

const here = (sessionId: string) => ({ sessionId, locations: [{ type: 'document', documentId: 'a', path: [] }] })

describe('the presence socket', () => {
  it('closes the socket of a browser that has not signed in at once, with nothing said', async () => {
    const socket = new WebSocket(`ws://127.0.0.1:${t.lake.port}${api}/socket/production`)
    const heard: string[] = []
    socket.on('message', (data) => heard.push(String(data)))
    const closed = await new Promise((resolve) =>
      socket.once('close', (code, reason) => resolve([code, String(reason)])),
    )
    expect(closed).toEqual([4001, 'Not signed in'])
    expect(heard).toEqual([])
  })

  it('shows two signed-in editors to each other, each under its own user', async () => {
    const [first, second] = await Promise.all([t.signIn('Ana'), t.signIn('Ben')])
    expect(first.startsWith(`${sessionCookie}=`)).toBe(true)
    const [ana, ben] = await Promise.all([me(first), me(second)])
    expect(ana.id).not.toBe(ben.id)

    const a = await presenceSocket(first)
    const b = await presenceSocket(second)
    await a.send('presence_announce', { data: here('tab-a') })
    await b.send('presence_rollcall', { session: 'tab-b' })
    await expect.poll(() => b.events).toContainEqual({ type: 'state', i: ana.id, m: here('tab-a') })
    expect(a.events).toContainEqual({ type: 'rollCall', i: ben.id, session: 'tab-b' })

    const users = await fetch(`${t.lake.url}${api}/users/${ana.id},${ben.id}`).then((r) => r.json())
    expect(users).toMatchObject([
      { id: ana.id, displayName: 'Ana' },
      { id: ben.id, displayName: 'Ben' },
    ])

    // A tab closed without saying goodbye leaves the other editor's document too.
    a.socket.close()
    await expect.poll(() => b.events).toContainEqual({ type: 'disconnect', i: ana.id, m: { session: 'tab-a' } })
    b.socket.close()
  })

  it('closes the sockets of a browser that signs out: the others stop showing it at once', async () => {
    // Ana in two browsers (one user, two sign-ins) and Ben.
    const [ana, anaElsewhere, ben] = await Promise.all([t.signIn('Ana'), t.signIn('Ana'), t.signIn('Ben')])
    const a = await presenceSocket(ana)
    const elsewhere = await presenceSocket(anaElsewhere)
    const b = await presenceSocket(ben)
    await a.send('presence_announce', { data: here('tab-a') })
    const { id: anaId } = await me(ana)
    await expect.poll(() => b.events).toContainEqual({ type: 'state', i: anaId, m: here('tab-a') })
    const closed = new Promise((resolve) => a.socket.once('close', (code, reason) => resolve([code, String(reason)])))

    const signOut = await fetch(`${t.lake.url}${api}/auth/logout`, { method: 'POST', headers: { cookie: ana } })
    expect(signOut.status).toBe(200)
    await expect.poll(() => b.events).toContainEqual({ type: 'disconnect', i: anaId, m: { session: 'tab-a' } })
    expect(await closed).toEqual([4001, 'Signed out'])

    // Her other browser is still signed in: it stays, and still sees Ben.
    expect(elsewhere.socket.readyState).toBe(WebSocket.OPEN)
    await b.send('presence_announce', { data: here('tab-b') })
    const { id: benId } = await me(ben)
    await expect.poll(() => elsewhere.events).toContainEqual({ type: 'state', i: benId, m: here('tab-b') })
    elsewhere.socket.close()
    b.socket.close()
  })
})
