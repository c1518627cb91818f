import { useEffect, type ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import type { ContentResults, PageContent } from '../content/content-types'
import { useContent } from '../content/use-content'
import { useLanguage } from '../i18n/language-context'
import { useAppConfig } from './app-config'
import { PageError, PageLoading } from './page-status'

type Loaded<N extends PageContent> = ContentResults[N] & { page: NonNullable<ContentResults[N]['page']> }

type Props<N extends PageContent> = { name: N; render: (content: Loaded<N>) => ReactNode }

/** True until the first page has mounted: its head tags are the server's and need no update. */
let headFromServer = true

/** Loads a page's content, keeps the document head in step, and shows the loading and error states. */
export function PageFrame<N extends PageContent>({ name, render }: Props<N>) {
  const { data, isPending } = useContent(name)
  const { data: layout } = useContent('layout')
  const { language } = useLanguage()
  const { siteUrl } = useAppConfig()
  const { pathname } = useLocation()
  const seo = data?.page?.seo
  useEffect(() => {
    const unchanged = headFromServer
    headFromServer = false
    if (!seo || unchanged) return
    let current = true
    void import('./apply-page-head').then(({ applyPageHead }) => {
      if (current) applyPageHead({ pageId: name, path: pathname, language, siteUrl, seo, layout })
    })
    return () => {
      current = false
    }
  }, [seo, name, pathname, language, siteUrl, layout])

  if (isPending) return <PageLoading />
  if (!data?.page) return <PageError />
  return render(data as Loaded<N>)
}
