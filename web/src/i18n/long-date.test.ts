import { describe, expect, it } from 'vitest'
import { languageIds } from '../../../schemas/constants'
import { longDate } from './long-date'

describe('longDate', () => {
  const dates = Array.from(
    { length: 12 },
    (_, month) => `2026-${String(month + 1).padStart(2, '0')}-0${(month % 9) + 1}`,
  )
  it.each(languageIds)('writes every month as Intl.DateTimeFormat does in %s', (language) => {
    const intl = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' })
    for (const date of [...dates, '2025-12-31T23:30:00Z', '2026-11-23T00:00:00-06:00'])
      expect(longDate(date, language)).toBe(intl.format(new Date(date)))
  })
})
