import { describe, expect, it } from 'vitest'
import { newProgressId, streamsProgress } from './progress'
import { progressIdPattern } from './request'

describe('analysis progress', () => {
  it('makes ids the server accepts, a new one each time', () => {
    const ids = new Set(Array.from({ length: 50 }, newProgressId))
    expect(ids.size).toBe(50)
    for (const id of ids) expect(id).toMatch(progressIdPattern)
  })

  it('asks only our own server for progress, never an outside automation', () => {
    expect(streamsProgress('/api/analyze')).toBe(true)
    expect(streamsProgress('https://hooks.example.com/analyze')).toBe(false)
    expect(streamsProgress('//hooks.example.com/analyze')).toBe(false)
  })
})
