import { describe, expect, it } from 'vitest'
import { keepLastGood } from './last-good-content'

/** A content store that answers until `down` is set, then fails as a store out of reach does. */
function store() {
  const state = { down: false, reads: 0 }
  const fetch = async (name: string, language: string) => {
    state.reads += 1
    if (state.down) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })
    return { title: `${name} ${language} #${state.reads}` } as never
  }
  return { state, fetch }
}

describe('pages while the content store does not answer', () => {
  it('are served from the last content it gave for the same page and language; the outage is logged once each way', async () => {
    const { state, fetch } = store()
    const logged: string[] = []
    const log = {
      warn: (_: object, message: string) => logged.push(message),
      info: (_: object, message: string) => logged.push(message),
    }
    const content = keepLastGood(fetch, log)
    expect(await content.fetch('home', 'es')).toEqual({ title: 'home es #1' })
    expect(content.stale()).toBe(false)

    state.down = true
    expect(await content.fetch('home', 'es')).toEqual({ title: 'home es #1' })
    expect(await content.fetch('home', 'es')).toEqual({ title: 'home es #1' })
    expect(content.stale()).toBe(true)
    // A page it never gave has nothing to fall back on: the failure stands.
    await expect(content.fetch('home', 'en')).rejects.toThrow('ECONNREFUSED')

    state.down = false
    expect(await content.fetch('home', 'es')).toEqual({ title: 'home es #5' })
    expect(content.stale()).toBe(false)
    expect(logged).toEqual([
      'content store not answering: serving the last content it gave',
      'content store answers again',
    ])
  })
})
