import { LakeError } from './errors'
import { TransactionBuilder } from './mutations'
import type { DocumentStore } from './store'

/** One entry of the `actions` array of `data/actions`, as the Studio sends it. */
export type DocumentAction = { actionType: string; [field: string]: unknown }

const draftIdOf = (publishedId: string) => `drafts.${publishedId}`

const fail = (description: string, status = 409) => new LakeError(status, 'actionError', description)

function stringField(action: DocumentAction, field: string): string {
  const value = action[field]
  if (typeof value !== 'string' || !value) throw fail(`${action.actionType} needs "${field}"`, 400)
  return value
}

/**
 * Sanity's document actions, each spelled as the mutations it stands for: a draft is the document
 * `drafts.<id>`, publishing copies it over `<id>` and removes it, and so on.
 */
const handlers: Record<string, (action: DocumentAction, tx: TransactionBuilder) => void> = {
  'sanity.action.document.create': (action, tx) => {
    const publishedId = stringField(action, 'publishedId')
    const attributes = action.attributes as Record<string, unknown> | undefined
    const id = typeof attributes?._id === 'string' ? attributes._id : draftIdOf(publishedId)
    if (tx.read(id) && action.ifExists === 'ignore') return
    tx.apply({ create: { ...attributes, _id: id } })
  },
  'sanity.action.document.edit': (action, tx) => {
    const publishedId = stringField(action, 'publishedId')
    const draftId = stringField(action, 'draftId')
    if (!tx.read(draftId)) {
      const published = tx.read(publishedId)
      if (!published) throw fail(`Neither "${draftId}" nor "${publishedId}" exists`, 404)
      tx.apply({ create: { ...strip(published), _id: draftId } })
    }
    tx.apply({ patch: { ...(action.patch as object), id: draftId } })
  },
  'sanity.action.document.publish': (action, tx) => {
    const publishedId = stringField(action, 'publishedId')
    const draftId = stringField(action, 'draftId')
    const draft = tx.read(draftId)
    if (!draft) throw fail(`There is no draft "${draftId}" to publish`)
    if (action.ifDraftRevisionId && action.ifDraftRevisionId !== draft._rev) {
      throw fail(`The draft "${draftId}" changed since revision ${String(action.ifDraftRevisionId)}`)
    }
    const published = tx.read(publishedId)
    if (action.ifPublishedRevisionId && action.ifPublishedRevisionId !== published?._rev) {
      throw fail(
        `"${publishedId}" was published by someone else since revision ${String(action.ifPublishedRevisionId)}`,
      )
    }
    tx.apply({ createOrReplace: { ...strip(draft), _id: publishedId } })
    tx.apply({ delete: { id: draftId } })
  },
  'sanity.action.document.unpublish': (action, tx) => {
    const publishedId = stringField(action, 'publishedId')
    const draftId = stringField(action, 'draftId')
    const published = tx.read(publishedId)
    if (!published) throw fail(`"${publishedId}" is not published`)
    if (!tx.read(draftId)) tx.apply({ create: { ...strip(published), _id: draftId } })
    tx.apply({ delete: { id: publishedId } })
  },
  'sanity.action.document.discard': (action, tx) => {
    const draftId = stringField(action, 'draftId')
    if (!tx.read(draftId)) throw fail(`There is no draft "${draftId}" to discard`)
    tx.apply({ delete: { id: draftId } })
  },
  // What the Studio sends for "Discard changes", and for deleting a document that was never published.
  'sanity.action.document.version.discard': (action, tx) => {
    const versionId = unpublishedId(action, 'versionId')
    if (!tx.read(versionId)) throw fail(`There is no draft "${versionId}" to discard`)
    tx.apply({ delete: { id: versionId } })
  },
  // "Restore" of a deleted document's draft, and of a version.
  'sanity.action.document.version.create': (action, tx) => {
    const document = documentField(action)
    if (tx.read(document._id)) throw fail(`Document by ID "${document._id}" already exists`)
    tx.apply({ create: document })
  },
  'sanity.action.document.version.replace': (action, tx) => {
    const document = documentField(action)
    if (!tx.read(document._id)) throw fail(`There is no draft "${document._id}" to replace`, 404)
    tx.apply({ createOrReplace: document })
  },
  'sanity.action.document.delete': (action, tx) => {
    const publishedId = stringField(action, 'publishedId')
    const drafts = Array.isArray(action.includeDrafts) ? (action.includeDrafts as string[]) : []
    for (const id of [publishedId, draftIdOf(publishedId), ...drafts]) tx.apply({ delete: { id } })
  },
  'sanity.action.document.replaceDraft': (action, tx) => {
    const publishedId = stringField(action, 'publishedId')
    const attributes = action.attributes as Record<string, unknown> | undefined
    tx.apply({ createOrReplace: { ...attributes, _id: draftIdOf(publishedId) } })
  },
}

/** A draft or version id: the version actions never touch the published document. */
function unpublishedId(action: DocumentAction, field: string) {
  const id = stringField(action, field)
  if (!id.includes('.')) throw fail(`${action.actionType} takes a draft or version id, not "${id}"`, 400)
  return id
}

function documentField(action: DocumentAction): Record<string, unknown> & { _id: string } {
  const document = action.document as Record<string, unknown> | undefined
  if (typeof document?._id !== 'string') throw fail(`${action.actionType} needs "document" with an _id`, 400)
  if (!document._id.includes('.'))
    throw fail(`${action.actionType} takes a draft or version, not "${document._id}"`, 400)
  return { ...strip(document), _id: document._id }
}

/** System fields are the lake's to set; a copy starts fresh. */
function strip(document: Record<string, unknown>) {
  const rest = { ...document }
  delete rest._rev
  delete rest._createdAt
  delete rest._updatedAt
  return rest
}

/** Runs the actions as one transaction: all of them take effect, or none. */
export function runActions(store: DocumentStore, actions: DocumentAction[], author: string, transactionId?: string) {
  if (!Array.isArray(actions) || actions.length === 0) throw fail('No actions given', 400)
  return store.exclusive(async () => {
    const tx = new TransactionBuilder(store, author, transactionId)
    for (const action of actions) {
      const handler = handlers[action?.actionType]
      if (!handler) throw fail(`Unsupported action "${String(action?.actionType)}"`, 400)
      handler(action, tx)
    }
    await store.commit(tx.transaction())
    return tx
  })
}
