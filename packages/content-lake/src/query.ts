import { evaluate, parse } from 'groq-js'
import type { LakeDocument } from './lake-document'
import { rewriteTextSearch } from './text-search'

export class QueryError extends Error {
  override name = 'QueryError'
}

/** Evaluates a GROQ query over the documents with groq-js, as Sanity's `data/query` does. */
export async function runQuery(
  documents: readonly LakeDocument[],
  query: string,
  givenParams: Record<string, unknown>,
): Promise<unknown> {
  const { query: text, params } = rewriteTextSearch(query, givenParams, documents)
  let tree
  try {
    tree = parse(text, { params })
  } catch (error) {
    throw new QueryError(error instanceof Error ? error.message : String(error))
  }
  try {
    const value = await evaluate(tree, { dataset: documents, params })
    return await value.get()
  } catch (error) {
    // groq-js throws for functions it does not implement: a query error, not a lake failure.
    throw new QueryError(error instanceof Error ? error.message : String(error))
  }
}

/** Query parameters travel as `$name=<JSON>` in the query string, as in Sanity's HTTP API. */
export function paramsFromSearch(search: Record<string, unknown>): Record<string, unknown> {
  const params: Record<string, unknown> = {}
  for (const [key, raw] of Object.entries(search)) {
    if (!key.startsWith('$') || typeof raw !== 'string') continue
    try {
      params[key.slice(1)] = JSON.parse(raw)
    } catch {
      throw new QueryError(`Parameter ${key} is not valid JSON`)
    }
  }
  return params
}
