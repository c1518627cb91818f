import {useEffect, useState} from 'react'
import {useClient, useSchema} from 'sanity'
import {usePaneRouter} from 'sanity/structure'
import styled from 'styled-components'

import {Bilingual, listWords} from './bilingual'
import {needsEnglish} from './needs-english'
import {translationStatus, type SchemaNode} from './translation-status'

type Row = {id: string; type: string; title: string; missing: string[]; outdated: string[]}
type Document = {_id: string; _type: string; [field: string]: unknown}

/** Every editable document, drafts in place of their published version. */
const query = '*[!(_id in path("_.**")) && !(_type match "sanity.*") && !(_type match "system.*")]'

/** The name an editor knows a document by: its title, name or question, else its type's title. */
function titleOf(document: Document, typeTitle: string): string {
  const title = document.title ?? document.name ?? document.question
  if (typeof title === 'string') return title
  const localized = (title as {es?: unknown} | undefined)?.es
  return typeof localized === 'string' ? localized : typeTitle
}

/**
 * The translators' work list: each document whose English is missing or outdated (its Spanish
 * changed since), with the fields by their labels. It follows edits as they happen (the listen
 * stream), and opens a document in the pane beside it, so the list stays in view.
 */
export function TranslationsPane() {
  const client = useClient({apiVersion: '2025-02-19'})
  const schema = useSchema()
  const {ChildLink} = usePaneRouter()
  const [rows, setRows] = useState<Row[] | null>(null)

  useEffect(() => {
    const rowsOf = (documents: Document[]): Row[] =>
      documents
        .flatMap((document) => {
          const schemaType = schema.get(document._type) as unknown as SchemaNode | undefined
          if (!schemaType) return []
          const status = translationStatus(document, schemaType, 'en')
          const title = titleOf(document, schemaType.title ?? document._type)
          return [{id: document._id.replace(/^drafts\./, ''), type: document._type, title, ...status}]
        })
        .filter((row) => row.missing.length + row.outdated.length > 0)
        .sort((a, b) => b.missing.length + b.outdated.length - (a.missing.length + a.outdated.length))
    const load = () =>
      client.fetch<Document[]>(query, {}, {perspective: 'drafts'}).then((documents) => setRows(rowsOf(documents)))
    void load()
    const subscription = client
      .listen(query, {}, {events: ['mutation'], includeResult: false, visibility: 'query'})
      .subscribe(() => void load())
    return () => subscription.unsubscribe()
  }, [client, schema])

  if (!rows) {
    return (
      <Pane>
        <Bilingual text={listWords.loading} />
      </Pane>
    )
  }
  const count = needsEnglish(rows.length)
  if (rows.length === 0) {
    return (
      <Pane>
        <p lang="es">{count.es}</p>
        <p>{count.en}</p>
      </Pane>
    )
  }
  return (
    <Pane>
      <p lang="es">
        {count.es} Oculta el español con el filtro de idiomas (el icono de traducir): cada campo en inglés muestra
        entonces el español que traduce.
      </p>
      <p>
        {count.en} Hide Spanish with the language filter (the translate icon): each English input then shows the Spanish
        it translates.
      </p>
      <List>
        {rows.map((row) => (
          <li key={row.id} data-testid={`translations-${row.id}`}>
            <ChildLink childId={row.id} childParameters={{type: row.type}}>
              {row.title}
            </ChildLink>
            {row.missing.length > 0 && (
              <Fields>
                <Bilingual text={listWords.missing} />: {row.missing.join('; ')}
              </Fields>
            )}
            {row.outdated.length > 0 && (
              <Fields>
                <Bilingual text={listWords.outdated} />: {row.outdated.join('; ')}
              </Fields>
            )}
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

const Fields = styled.div`
  opacity: 0.8;
  font-size: 0.8125rem;
`
