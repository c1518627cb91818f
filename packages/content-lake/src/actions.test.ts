import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { api, testLake, type TestLake } from '../testing/test-lake'

const seed = [
  { _id: 'testimonial-1', _type: 'testimonial', name: 'Ana', text: { _type: 'localeText', es: 'Muy bien' } },
]
const act = (t: TestLake, ...actions: object[]) => t.call('POST', `${api}/data/actions/production`, { actions })
const ids = { publishedId: 'testimonial-1', draftId: 'drafts.testimonial-1' }

let t: TestLake
beforeEach(async () => {
  t = await testLake(seed)
})
afterEach(() => t.cleanup())

describe('data/actions', () => {
  it('edits a published document into a draft, then publishes it', async () => {
    const edit = await act(t, {
      actionType: 'sanity.action.document.edit',
      ...ids,
      patch: { set: { 'text.en': 'Very good' } },
    })
    expect(edit.status).toBe(200)
    expect(t.lake.store.get('drafts.testimonial-1')).toMatchObject({ name: 'Ana', text: { en: 'Very good' } })
    expect(t.lake.store.get('testimonial-1')).not.toHaveProperty('text.en')

    await act(t, { actionType: 'sanity.action.document.publish', ...ids })
    expect(t.lake.store.get('testimonial-1')).toMatchObject({ _id: 'testimonial-1', text: { en: 'Very good' } })
    expect(t.lake.store.get('drafts.testimonial-1')).toBeNull()
  })

  it('creates a draft, discards it', async () => {
    await act(t, {
      actionType: 'sanity.action.document.create',
      publishedId: 'testimonial-2',
      attributes: { _id: 'drafts.testimonial-2', _type: 'testimonial', name: 'Luis' },
      ifExists: 'fail',
    })
    expect(t.lake.store.get('drafts.testimonial-2')).toMatchObject({ name: 'Luis' })
    await act(t, { actionType: 'sanity.action.document.discard', draftId: 'drafts.testimonial-2' })
    expect(t.lake.store.get('drafts.testimonial-2')).toBeNull()
  })

  it('unpublishes into a draft, and deletes with the drafts', async () => {
    await act(t, { actionType: 'sanity.action.document.unpublish', ...ids })
    expect(t.lake.store.get('testimonial-1')).toBeNull()
    expect(t.lake.store.get('drafts.testimonial-1')).toMatchObject({ name: 'Ana' })
    await act(t, {
      actionType: 'sanity.action.document.delete',
      publishedId: 'testimonial-1',
      includeDrafts: [ids.draftId],
    })
    expect(t.lake.store.all()).toEqual([])
  })

  it('runs all actions or none', async () => {
    const { status } = await act(
      t,
      { actionType: 'sanity.action.document.edit', ...ids, patch: { set: { name: 'Eva' } } },
      { actionType: 'sanity.action.document.publish', publishedId: 'x', draftId: 'drafts.x' },
    )
    expect(status).toBe(409)
    expect(t.lake.store.get('drafts.testimonial-1')).toBeNull()
  })

  it('discards changes and deletes a never-published document as the Studio does (version.discard)', async () => {
    await act(t, { actionType: 'sanity.action.document.edit', ...ids, patch: { set: { name: 'Eva' } } })
    expect(
      (await act(t, { actionType: 'sanity.action.document.version.discard', versionId: ids.draftId })).status,
    ).toBe(200)
    expect(t.lake.store.get(ids.draftId)).toBeNull()
    expect(t.lake.store.get(ids.publishedId)).toMatchObject({ name: 'Ana' })
    const published = await act(t, { actionType: 'sanity.action.document.version.discard', versionId: 'testimonial-1' })
    expect(published.status).toBe(400)
    expect(t.lake.store.get(ids.publishedId)).not.toBeNull()
  })

  it('restores a draft with version.create and version.replace, refusing the published id', async () => {
    const draft = { _id: ids.draftId, _type: 'testimonial', name: 'Restored', _rev: 'old' }
    await act(t, { actionType: 'sanity.action.document.version.create', publishedId: 'testimonial-1', document: draft })
    expect(t.lake.store.get(ids.draftId)).toMatchObject({ name: 'Restored' })
    await act(t, { actionType: 'sanity.action.document.version.replace', document: { ...draft, name: 'Again' } })
    expect(t.lake.store.get(ids.draftId)).toMatchObject({ name: 'Again' })
    expect(t.lake.store.get(ids.draftId)?._rev).not.toBe('old')
    const onPublished = await act(t, {
      actionType: 'sanity.action.document.version.replace',
      document: { ...draft, _id: 'testimonial-1' },
    })
    expect(onPublished.status).toBe(400)
  })

  it('names unsupported actions', async () => {
    const { status, body } = await act(t, { actionType: 'sanity.action.document.variant.create' })
    expect(status).toBe(400)
    expect(JSON.stringify(body)).toContain('sanity.action.document.variant.create')
  })
})
