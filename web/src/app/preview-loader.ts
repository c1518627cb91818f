import type { ClientPerspective } from '@sanity/client'
import { stegaEncodeSourceMap } from '@sanity/client/stega'
import { createNode, createNodeMachine } from '@sanity/comlink'
import { createCompatibilityActors, type LoaderControllerMsg, type LoaderNodeMsg } from '@sanity/presentation-comlink'
import type { Query, QueryClient } from '@tanstack/react-query'
import type { DraftPreview } from '../app-state'
import type { ContentName } from '../content/content-types'
import { contentRegistry } from '../content/registry'
import { editableOnly } from '../content/stega-filter'
import { contentQueryKey } from '../content/content-query'
import { isLanguage } from '../i18n/language'

type Studio = { projectId: string; dataset: string; perspective: ClientPerspective }

/**
 * How often the Studio hears that a query is still on the page, and how long it keeps one it no
 * longer hears about (its minimum is a second; it sweeps every 30 s).
 */
const heartbeatMs = 10_000
const forgetAfterMs = 2 * heartbeatMs

/** The GROQ query and parameters behind a content query of the page, as the server runs them. */
function contentRequest(query: Query) {
  const [scope, name, language] = query.queryKey
  if (scope !== 'content' || typeof name !== 'string' || !(name in contentRegistry) || !isLanguage(language)) return
  const { query: groq, params } = contentRegistry[name as ContentName]
  return { key: contentQueryKey(name as ContentName, language), query: groq, params: { ...params, lang: language } }
}

const requestId = (query: string, params: unknown) => `${query}\n${JSON.stringify(params)}`
const samePerspective = (a: ClientPerspective, b: ClientPerspective) => JSON.stringify(a) === JSON.stringify(b)

/**
 * The Presentation tool's loader channel (docs/decisions/0015): the page tells the Studio which
 * content queries it shows, the Studio runs them with the document open in its form laid over the
 * result, as typed and before it is saved, and sends each result back; the page encodes its stega
 * and puts it in React Query's cache, which re-renders without a request to the site.
 * Returns whether a result came from the Studio for a query, so other refreshes leave it alone.
 */
export function followStudioQueries(queryClient: QueryClient, { studioUrl }: DraftPreview) {
  const node = createNode<LoaderNodeMsg, LoaderControllerMsg>(
    { name: 'loaders', connectTo: 'presentation' },
    createNodeMachine<LoaderNodeMsg, LoaderControllerMsg>().provide({ actors: createCompatibilityActors() }),
  )
  const fromStudio = new Set<string>()
  let studio: Studio | undefined

  const listen = (query: Query) => {
    const request = contentRequest(query)
    if (!studio || !request || !query.isActive()) return
    node.post('loader/query-listen', {
      ...studio,
      query: request.query,
      params: request.params,
      heartbeat: forgetAfterMs,
    })
  }
  const listenToAll = () => queryClient.getQueryCache().getAll().forEach(listen)

  node.on('loader/perspective', ({ projectId, dataset, perspective }) => {
    studio = { projectId, dataset, perspective }
    listenToAll()
  })
  node.on('loader/query-change', (change) => {
    if (!studio || !samePerspective(change.perspective, studio.perspective) || !change.resultSourceMap) return
    const id = requestId(change.query, change.params)
    const query = queryClient
      .getQueryCache()
      .getAll()
      .map(contentRequest)
      .find((request) => request && requestId(request.query, request.params) === id)
    if (!query) return
    fromStudio.add(JSON.stringify(query.key))
    const encoded = stegaEncodeSourceMap(change.result, change.resultSourceMap, {
      enabled: true,
      studioUrl,
      filter: editableOnly,
    })
    queryClient.setQueryData(query.key, encoded)
  })
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'added' || event.type === 'observerAdded') listen(event.query)
  })
  setInterval(listenToAll, heartbeatMs)
  node.start()

  return { fedByStudio: (query: Query) => fromStudio.has(JSON.stringify(query.queryKey)) }
}
