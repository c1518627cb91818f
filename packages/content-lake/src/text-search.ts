import type { LakeDocument } from './lake-document'

const textQuery = /text::query\(\s*\$(\w+)\s*\)/g
const wholeDocumentMatch = /\[\s*@\s*,\s*_id\s*\]\s+match\s+text::query\(\s*\$(\w+)\s*\)/g

/** The search terms of a `text::query()` string, as `match` patterns: each a word prefix. */
function termsOf(search: unknown): string[] {
  if (typeof search !== 'string') return []
  return search
    .split(/\s+/)
    .map((term) => term.replace(/^[-"]+|"+$/g, '').toLowerCase())
    .filter((term) => term && term !== '*')
    .map((term) => (term.endsWith('*') ? term : `${term}*`))
}

function stringsIn(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value.toLowerCase())
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, into)
  else if (value && typeof value === 'object') for (const item of Object.values(value)) stringsIn(item, into)
  return into
}

/**
 * groq-js has no `text::query()`, which the Studio's lists and search use. This spells it in what
 * groq-js has: `[@, _id] match text::query($q)` (any text of the document) becomes a test against
 * the ids of the documents whose strings contain every term, and any other `x match text::query($q)`
 * becomes `x match <terms>`.
 */
export function rewriteTextSearch(query: string, params: Record<string, unknown>, documents: readonly LakeDocument[]) {
  if (!query.includes('text::query')) return { query, params }
  const extra: Record<string, unknown> = {}
  const rewritten = query
    .replace(wholeDocumentMatch, (_match, name: string) => {
      const terms = termsOf(params[name]).map((term) => term.slice(0, -1))
      extra[`__lakeIds_${name}`] = documents
        .filter((document) => {
          const text = stringsIn(document).join(' ')
          return terms.every((term) => text.includes(term))
        })
        .map(({ _id }) => _id)
      return `(_id in $__lakeIds_${name})`
    })
    .replace(textQuery, (_match, name: string) => {
      const terms = termsOf(params[name])
      extra[`__lakeTerms_${name}`] = terms.length > 0 ? terms : '*'
      return `$__lakeTerms_${name}`
    })
  return { query: rewritten, params: { ...params, ...extra } }
}
