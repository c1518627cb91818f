import { describe, expect, it } from 'vitest'
import { isPhoneNumber } from './phone'

describe('isPhoneNumber', () => {
  it('takes numbers as people write them', () => {
    for (const value of ['+503 7123-4567', '7123 4567', '(503) 7123.4567', '+1 415 555 0100']) {
      expect(isPhoneNumber(value), value).toBe(true)
    }
  })

  it('refuses letters, too few or too many digits', () => {
    for (const value of ['abc', '7123 abcd', '+503', '12345', '1234567890123456', '+503 7123-4567 ext 2']) {
      expect(isPhoneNumber(value), value).toBe(false)
    }
  })
})
