import { describe, expect, it } from 'vitest'
import { contentDiff, describeDiff } from './content-diff'

const doc = (id: string, fields: Record<string, unknown> = {}) => ({ _id: id, _type: 'testimonial', ...fields })

describe('contentDiff', () => {
  it('lists documents added, changed and removed, ignoring revisions, timestamps and key order', () => {
    const current = [
      doc('same', { name: 'A', _rev: 'r1', _updatedAt: '2026-01-01' }),
      doc('edited', { name: 'Old', role: 'x' }),
      doc('drafts.same', { name: 'B' }),
      { name: 'A', _type: 'testimonial', _id: 'reordered' },
    ]
    const next = [
      doc('same', { name: 'A', _rev: 'r2' }),
      doc('edited', { name: 'New' }),
      doc('reordered', { name: 'A' }),
      doc('new'),
    ]
    expect(contentDiff(current, next)).toEqual({ added: ['new'], changed: ['edited'], removed: ['drafts.same'] })
  })

  it('prints counts, then the ids', () => {
    expect(describeDiff({ added: ['new'], changed: ['a', 'b'], removed: [] })).toBe(
      'Loading the fixtures: 1 added, 2 changed, 0 removed.\n  added: new\n  changed: a, b',
    )
    expect(describeDiff({ added: [], changed: [], removed: [] })).toBe('The content already matches the fixtures.')
  })
})
