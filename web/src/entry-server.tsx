import { dehydrate } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import { ServerStyleSheet } from 'styled-components'
import { App } from './app/app'
import type { AppConfig } from './app/app-config'
import { pageHead } from './app/page-head'
import { Providers } from './app/providers'
import type { AppState } from './app-state'
import { headToHtml } from './components/seo/head-html'
import type { ContentName, ContentResults } from './content/content-types'
import { contentQueryKey, createQueryClient } from './content/use-content'
import type { Language } from './i18n/language'
import { pageIdForPath } from './paths'

export type RenderInput = {
  url: string
  language: Language
  config: AppConfig
  fetchContent: <N extends ContentName>(name: N, language: Language) => Promise<ContentResults[N]>
}

export type RenderResult = { status: number; html: string; head: string; styles: string; state: AppState }

/** Renders one page in one language, with its content already in the HTML. */
export async function render({ url, language, config, fetchContent }: RenderInput): Promise<RenderResult> {
  const { pathname } = new URL(url, 'http://localhost')
  const pageId = pageIdForPath(pathname)
  const queryClient = createQueryClient()
  const load = (name: ContentName) =>
    queryClient.prefetchQuery({
      queryKey: contentQueryKey(name, language),
      queryFn: () => fetchContent(name, language),
    })
  await Promise.all([load('layout'), load(pageId)])

  const layout = queryClient.getQueryData<ContentResults['layout']>(contentQueryKey('layout', language))
  const content = queryClient.getQueryData<ContentResults[typeof pageId]>(contentQueryKey(pageId, language))
  const sheet = new ServerStyleSheet()
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <Providers queryClient={queryClient} language={language} config={config}>
            <StaticRouter location={url}>
              <App />
            </StaticRouter>
          </Providers>
        </StrictMode>,
      ),
    )
    const head = pageHead({
      pageId,
      path: pathname,
      language,
      siteUrl: config.siteUrl,
      seo: content?.page?.seo,
      layout,
    })
    return {
      status: !content?.page ? 503 : pageId === 'notFound' ? 404 : 200,
      html,
      head: headToHtml(head),
      styles: sheet.getStyleTags(),
      // Failed queries are sent too, so the browser shows the same error screen the server rendered.
      state: { language, config, dehydratedState: dehydrate(queryClient, { shouldDehydrateQuery: () => true }) },
    }
  } finally {
    sheet.seal()
  }
}
