import {describe, expect, it} from 'vitest'

import {fromLocalField, quickFollowUp, toLocalField} from './follow-up-times'

describe('the follow-up times the dialog offers', () => {
  it('sets tomorrow, the next Monday and a week from today at 9:00 in the editor’s zone', () => {
    const thursday = new Date(2026, 10, 26, 17, 30)
    expect(quickFollowUp('tomorrow', thursday)).toEqual(new Date(2026, 10, 27, 9))
    expect(quickFollowUp('monday', thursday)).toEqual(new Date(2026, 10, 30, 9))
    expect(quickFollowUp('week', thursday)).toEqual(new Date(2026, 11, 3, 9))
    // On a Monday, the next Monday is a week away; on a Sunday, tomorrow.
    expect(quickFollowUp('monday', new Date(2026, 10, 30, 8))).toEqual(new Date(2026, 11, 7, 9))
    expect(quickFollowUp('monday', new Date(2026, 10, 29, 23))).toEqual(new Date(2026, 10, 30, 9))
    // Across a month's end.
    expect(quickFollowUp('tomorrow', new Date(2026, 11, 31, 12))).toEqual(new Date(2027, 0, 1, 9))
  })

  it('shows an instant in the date-and-time field and reads it back', () => {
    const monday = new Date(2026, 10, 30, 9, 5)
    expect(toLocalField(monday)).toBe('2026-11-30T09:05')
    expect(fromLocalField('2026-11-30T09:05')).toEqual(monday)
    expect(fromLocalField('')).toBeUndefined()
    expect(fromLocalField('2026-13-40T99:00')).toBeUndefined()
  })
})
