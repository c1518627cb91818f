import { Mutation } from '@sanity/mutator'
import { randomBytes } from 'node:crypto'
import { LakeError } from './errors'
import type { Change, LakeDocument, Transaction } from './lake-document'
import { QueryError, runQuery } from './query'
import type { DocumentStore } from './store'

/** One entry of Sanity's `mutations` array: `{create: {...}}`, `{patch: {id, set, ...}}`, ... */
export type SanityMutation = Record<string, Record<string, unknown>>
export type MutationResult = { id: string; operation: 'create' | 'update' | 'delete' }

const kinds = ['create', 'createIfNotExists', 'createOrReplace', 'delete', 'patch'] as const

export const newTransactionId = () => randomBytes(16).toString('base64url').slice(0, 22)

const fail = (description: string, status = 409) => new LakeError(status, 'mutationError', description)

/**
 * Stages mutations against the store's current documents, applying each with Sanity's own
 * `@sanity/mutator`, so patches behave exactly as on hosted Sanity. Nothing is visible until
 * `commit`; a failing mutation fails the whole transaction.
 */
export class TransactionBuilder {
  readonly id: string
  readonly timestamp = new Date().toISOString()
  private readonly staged = new Map<string, Change>()
  readonly results: MutationResult[] = []

  constructor(
    private readonly store: DocumentStore,
    /** The user id of whoever writes: the transaction log's author. */
    private readonly author: string,
    transactionId?: string,
  ) {
    this.id = transactionId || newTransactionId()
  }

  read(id: string): LakeDocument | null {
    const change = this.staged.get(id)
    return change ? change.after : this.store.get(id)
  }

  apply(mutation: SanityMutation): void {
    const kind = kinds.find((name) => name in mutation)
    if (!kind || Object.keys(mutation).length !== 1) {
      throw fail(`Unsupported mutation: ${JSON.stringify(mutation).slice(0, 200)}`, 400)
    }
    const body = mutation[kind]!
    const id = body.id ?? body._id
    if (typeof id !== 'string' || !id) throw fail(`The ${kind} mutation needs a document id`, 400)
    if (kind === 'patch' && 'query' in body) throw fail('Patches by query are not supported by the local lake', 400)
    const before = this.read(id)
    if (kind === 'create' && before) throw fail(`Document by ID "${id}" already exists`)
    if (kind === 'patch' && !before) throw fail(`Document "${id}" not found`, 404)
    if (kind === 'patch' && body.ifRevisionID && body.ifRevisionID !== before?._rev) {
      throw fail(`Document "${id}" has unexpected revision ID ("${before?._rev}"), expected "${body.ifRevisionID}"`)
    }
    if (kind === 'delete' && !before) return
    if (kind !== 'delete' && kind !== 'patch' && typeof body._type !== 'string') {
      throw fail(`The document "${id}" needs a _type`, 400)
    }
    const operation = new Mutation({
      mutations: [{ [kind]: structuredClone(kind === 'patch' ? body : { ...body, _id: id }) }],
      resultRev: this.id,
      timestamp: this.timestamp,
    })
    const after = operation.apply(before && structuredClone(before)) as LakeDocument | null
    this.record(id, before, after, mutation)
  }

  private record(id: string, before: LakeDocument | null, after: LakeDocument | null, mutation: SanityMutation) {
    const existing = this.staged.get(id)
    this.staged.set(id, {
      id,
      before: existing ? existing.before : before,
      after,
      mutations: [...(existing?.mutations ?? []), mutation],
    })
    this.results.push({ id, operation: !after ? 'delete' : before ? 'update' : 'create' })
  }

  get changes(): Change[] {
    return [...this.staged.values()].filter(({ before, after }) => before !== after)
  }

  transaction(): Transaction {
    return { id: this.id, timestamp: this.timestamp, author: this.author, changes: this.changes }
  }
}

/**
 * `{delete: {query, params}}` deletes every document the query selects, over all documents (drafts
 * included), as on Sanity: the Presentation tool clears expired preview secrets this way.
 */
async function byId(store: DocumentStore, mutation: SanityMutation): Promise<SanityMutation[]> {
  const query = mutation.delete?.query
  if (typeof query !== 'string') return [mutation]
  const params = (mutation.delete?.params ?? {}) as Record<string, unknown>
  const selected = await runQuery(store.all(), query, params).catch((error: unknown) => {
    throw error instanceof QueryError ? fail(error.message, 400) : error
  })
  const documents = (Array.isArray(selected) ? selected : [selected]) as Partial<LakeDocument>[]
  return documents.flatMap((document) => (typeof document?._id === 'string' ? [{ delete: { id: document._id } }] : []))
}

/** Runs one transaction of mutations alone against the store and commits it. */
export function mutate(store: DocumentStore, mutations: SanityMutation[], author: string, transactionId?: string) {
  if (!Array.isArray(mutations) || mutations.length === 0) throw fail('No mutations given', 400)
  return store.exclusive(async () => {
    const builder = new TransactionBuilder(store, author, transactionId)
    for (const mutation of mutations) for (const single of await byId(store, mutation)) builder.apply(single)
    await store.commit(builder.transaction())
    return builder
  })
}
