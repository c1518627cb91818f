import { describe, expect, it } from 'vitest'
import { contentDiff, describeDiff } from './content-diff'

const doc = (id: string, fields: Record<string, unknown> = {}) => ({ _id: id, _type: 'testimonial', ...fields })
const image = (id: string, originalFilename: string, fields: Record<string, unknown> = {}) => ({
  _id: id,
  _type: 'sanity.imageAsset',
  originalFilename,
  ...fields,
})
const summary = { heading: 'Loading the fixtures', unchanged: 'The content already matches the fixtures.' }

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
    expect(contentDiff(current, next)).toEqual({
      added: [{ id: 'new', kind: 'document', name: 'new' }],
      changed: [{ id: 'edited', kind: 'document', name: 'edited' }],
      removed: [{ id: 'drafts.same', kind: 'draft', name: 'same' }],
    })
  })

  it('names images by their file, and never counts one as changed: its id is its bytes', () => {
    const current = [image('image-a-1x1-png', 'old.png', { url: '/media/a.png' }), image('image-b-1x1-png', 'b.png')]
    const next = [image('image-a-1x1-png', 'a.png'), image('image-c-1x1-png', 'new-founder.png')]
    expect(contentDiff(current, next)).toEqual({
      added: [{ id: 'image-c-1x1-png', kind: 'image', name: 'new-founder.png' }],
      changed: [],
      removed: [{ id: 'image-b-1x1-png', kind: 'image', name: 'b.png' }],
    })
  })

  it('leaves out system documents: preview secrets, ids under "_." and other sanity.* types', () => {
    const system = [
      { _id: 'drafts.sanity-preview-url-secret.x7f2k', _type: 'sanity.previewUrlSecret', secret: 'abc' },
      { _id: '_.groups.editors', _type: 'system.group' },
      { _id: 'f3a9c', _type: 'sanity.previewUrlSecret', secret: 'def' },
    ]
    expect(contentDiff(system, [doc('new')])).toEqual({
      added: [{ id: 'new', kind: 'document', name: 'new' }],
      changed: [],
      removed: [],
    })
    expect(contentDiff([doc('same')], [doc('same'), ...system])).toEqual({ added: [], changed: [], removed: [] })
  })
})

describe('describeDiff', () => {
  it('prints the counts, then each kind by name, singular for one', () => {
    const diff = contentDiff(
      [doc('a'), doc('b'), doc('drafts.service-chatbots'), doc('drafts.x'), image('image-z-1x1-png', 'photo.png')],
      [doc('a', { name: 'A' }), doc('b', { name: 'B' }), doc('new')],
    )
    expect(describeDiff(diff, summary)).toBe(
      [
        'Loading the fixtures: 1 added, 2 changed, 3 removed.',
        '  1 document added: new',
        '  2 documents changed: a, b',
        '  2 drafts removed: service-chatbots, x',
        '  1 image removed: photo.png',
      ].join('\n'),
    )
  })

  it('says so when nothing changes', () => {
    expect(describeDiff({ added: [], changed: [], removed: [] }, summary)).toBe(
      'The content already matches the fixtures.',
    )
  })
})
