import { describe, expect, it } from 'vitest'
import { endOfToday } from './due'

describe('the end of today', () => {
  it('is the next midnight of the zone', () => {
    const now = new Date('2030-06-03T23:30:00Z')
    expect(endOfToday(now)).toEqual(new Date('2030-06-04T00:00:00Z'))
    // 17:30 in El Salvador (UTC−6): the day ends at 06:00 UTC.
    expect(endOfToday(now, 'America/El_Salvador')).toEqual(new Date('2030-06-04T06:00:00Z'))
    // Already the 4th in Madrid (UTC+2 in summer).
    expect(endOfToday(now, 'Europe/Madrid')).toEqual(new Date('2030-06-04T22:00:00Z'))
  })

  it('follows a change of clocks during the day', () => {
    // Madrid goes from UTC+1 to UTC+2 on 2030-03-31 at 02:00.
    expect(endOfToday(new Date('2030-03-31T00:30:00Z'), 'Europe/Madrid')).toEqual(new Date('2030-03-31T22:00:00Z'))
  })
})
