import { describe, expect, it } from 'vitest'
import { spearman } from './spearman'

describe('spearman', () => {
  it('is 1 for series in the same order and -1 for reversed ones, whatever the spacing', () => {
    expect(spearman([1, 2, 3, 4], [10, 20, 300, 4000])).toBeCloseTo(1)
    expect(spearman([1, 2, 3, 4], [9, 7, 2, 1])).toBeCloseTo(-1)
  })

  it('matches the textbook formula 1 - 6·Σd²/(n(n²-1)) without ties', () => {
    // Ranks differ by 1, -1, 0, 0, 0: Σd² = 2, n = 5, so 1 - 12/120 = 0.9.
    expect(spearman([1, 2, 3, 4, 5], [2, 1, 3, 4, 5])).toBeCloseTo(0.9)
  })

  it('gives tied values the mean of their ranks', () => {
    // y's ranks are 1.5, 1.5, 3, 4: Pearson of (1, 2, 3, 4) and those is 0.9487.
    expect(spearman([1, 2, 3, 4], [5, 5, 6, 7])).toBeCloseTo(0.9487, 4)
  })

  it('is NaN when a series does not vary, and refuses series of different lengths', () => {
    expect(spearman([1, 2, 3], [4, 4, 4])).toBeNaN()
    expect(() => spearman([1, 2], [1, 2, 3])).toThrow()
  })
})
