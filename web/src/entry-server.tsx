import { dehydrate } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom'
import { ServerStyleSheet } from 'styled-components'
import type { AppConfig } from './app/app-config'
import { pageHandle } from './app/page-handle'
import { pageHead } from './app/page-head'
import { Providers } from './app/providers'
import { createRoutes } from './app/routes'
import type { AppState, DraftPreview } from './app-state'
import { headToHtml } from './components/seo/head-html'
import type { ContentResults } from './content/content-types'
import { contentQueryKey, createQueryClient, type FetchContent } from './content/content-query'
import type { Language } from './i18n/language'
import { englishMessagesModule, loadMessages } from './i18n/dictionaries'
import { loadOnDemandSections } from './hydration/on-demand-section'

export type RenderInput = {
  url: string
  language: Language
  config: AppConfig
  fetchContent: FetchContent
  /** A draft preview for the Studio (docs/decisions/0015): the browser then loads the overlays. */
  draftMode?: DraftPreview | false
}

export type RenderResult = {
  status: number
  html: string
  head: string
  styles: string
  state: AppState
  /** Source paths of the matched page modules (the Vite manifest's keys), for preloading. */
  modules: string[]
}

/** Renders one page in one language, with its content already in the HTML. */
export async function render({
  url,
  language,
  config,
  fetchContent,
  draftMode = false,
}: RenderInput): Promise<RenderResult> {
  const queryClient = createQueryClient()
  const handler = createStaticHandler(createRoutes({ queryClient, language: () => language, fetchContent }))
  const request = new Request(new URL(url, 'http://localhost'))
  const context = await handler.query(request)
  // Loaders never redirect or throw (web/src/app/routes.tsx), so a Response here is a bug.
  if (context instanceof Response) throw new Error(`Unexpected response ${context.status} for ${url}`)
  // The page's module is loaded now, and with it the sections it hydrates on demand: render them in full.
  await Promise.all([loadOnDemandSections(), loadMessages(language)])

  const { pageId, module } = pageHandle(context.matches.map((match) => match.route))
  const layout = queryClient.getQueryData<ContentResults['layout']>(contentQueryKey('layout', language))
  const content = queryClient.getQueryData<ContentResults[typeof pageId]>(contentQueryKey(pageId, language))
  const router = createStaticRouter(handler.dataRoutes, context)
  const sheet = new ServerStyleSheet()
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <Providers queryClient={queryClient} language={language} config={config}>
            {/* The router's state travels in the JSON app state, not an inline script (decision 0010). */}
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </Providers>
        </StrictMode>,
      ),
    )
    const head = pageHead({
      pageId,
      path: new URL(request.url).pathname,
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
      state: {
        language,
        config,
        draftMode,
        dehydratedState: dehydrate(queryClient, { shouldDehydrateQuery: () => true }),
        loaderData: context.loaderData,
      },
      modules: language === 'en' ? [module, englishMessagesModule] : [module],
    }
  } finally {
    sheet.seal()
  }
}
