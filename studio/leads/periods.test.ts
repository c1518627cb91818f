import {describe, expect, it} from 'vitest'

import {funnelStart, periodStart} from './periods'

describe('the periods the tool asks for', () => {
  it('starts the funnel on a Monday, the given number of weeks back counting this one', () => {
    const thursday = new Date('2026-11-26T15:30:00Z')
    expect(funnelStart(1, thursday)).toBe('2026-11-23T00:00:00.000Z')
    expect(funnelStart(12, thursday)).toBe('2026-09-07T00:00:00.000Z')
    expect(funnelStart(1, new Date('2026-11-23T00:00:00Z'))).toBe('2026-11-23T00:00:00.000Z')
    expect(funnelStart(1, new Date('2026-11-29T23:59:00Z'))).toBe('2026-11-23T00:00:00.000Z')
  })

  it('lists from N days ago, or from the start', () => {
    const now = Date.parse('2026-11-26T12:00:00Z')
    expect(periodStart('7', now)).toBe('2026-11-19T12:00:00.000Z')
    expect(periodStart('all', now)).toBeUndefined()
  })
})
