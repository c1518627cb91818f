import {useEffect, useState} from 'react'
import {useClient} from 'sanity'
import {IntentLink} from 'sanity/router'
import styled from 'styled-components'

import {missingTranslations} from './missing-translations'

type Row = {id: string; type: string; title: string; missing: string[]}
type Document = {_id: string; _type: string; [field: string]: unknown}

/** Every editable document, drafts in place of their published version. */
const query = '*[!(_id in path("_.**")) && !(_type match "sanity.*") && !(_type match "system.*")]'

function titleOf(document: Document): string {
  const title = document.title ?? document.name ?? document.question
  if (typeof title === 'string') return title
  const localized = (title as {es?: unknown} | undefined)?.es
  return typeof localized === 'string' ? localized : document._id
}

const rowsOf = (documents: Document[]): Row[] =>
  documents
    .map((document) => ({
      id: document._id,
      type: document._type,
      title: titleOf(document),
      missing: missingTranslations(document, 'en'),
    }))
    .filter((row) => row.missing.length > 0)
    .sort((a, b) => b.missing.length - a.missing.length)

/**
 * The translator's work list: each document that still lacks English, with the fields to fill.
 * It follows edits as they happen (the listen stream), so a filled field drops off the list.
 */
export function MissingEnglishPane() {
  const client = useClient({apiVersion: '2025-02-19'})
  const [rows, setRows] = useState<Row[] | null>(null)

  useEffect(() => {
    const load = () =>
      client.fetch<Document[]>(query, {}, {perspective: 'drafts'}).then((documents) => setRows(rowsOf(documents)))
    void load()
    const subscription = client
      .listen(query, {}, {events: ['mutation'], includeResult: false, visibility: 'query'})
      .subscribe(() => void load())
    return () => subscription.unsubscribe()
  }, [client])

  if (!rows) return <Pane>Loading…</Pane>
  if (rows.length === 0) return <Pane>Every document has its English text.</Pane>
  return (
    <Pane>
      <p>
        {rows.length} documents still show Spanish to English visitors. Hide Spanish with the language filter (the
        translate icon) to see only the English inputs.
      </p>
      <List>
        {rows.map((row) => (
          <li key={row.id}>
            <IntentLink intent="edit" params={{id: row.id, type: row.type}}>
              {row.title}
            </IntentLink>{' '}
            <Type>{row.type}</Type>
            <Fields>{row.missing.join(', ')}</Fields>
          </li>
        ))}
      </List>
    </Pane>
  )
}

const Pane = styled.div`
  padding: 1rem 1.25rem;
  font-size: 0.875rem;
  line-height: 1.5;
`

const List = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: 0.75rem;
`

const Type = styled.span`
  opacity: 0.6;
`

const Fields = styled.div`
  opacity: 0.8;
  font-family: ui-monospace, monospace;
  font-size: 0.8125rem;
`
