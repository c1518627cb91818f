/** A document as the lake stores it: its id and type, and whatever fields its schema gives it. */
export type LakeDocument = { _id: string; _type: string; [field: string]: unknown }

/** One document's change in a transaction: what it was, what it became, and the mutations that did it. */
export type Change = { id: string; before: LakeDocument | null; after: LakeDocument | null; mutations: unknown[] }
/** `author`: the user id of whoever wrote it (`/users/<id>` names them). */
export type Transaction = { id: string; timestamp: string; author: string; changes: Change[] }
