import { describe, expect, it } from 'vitest'
import { balancedColumns } from './steps'

describe('balancedColumns', () => {
  it('puts the cards in one row when they fit', () => {
    expect(balancedColumns(4, 6)).toBe(4)
    expect(balancedColumns(5, 6)).toBe(5)
  })

  it('never leaves a last card alone on its row', () => {
    expect(balancedColumns(4, 3)).toBe(2)
    expect(balancedColumns(5, 3)).toBe(3)
    expect(balancedColumns(7, 6)).toBe(5)
  })
})
