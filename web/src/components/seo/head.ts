import { languageIds } from '../../../../schemas/constants'
import { defaultLanguage, localizedPath, type Language } from '../../i18n/language'

export type Seo = {
  title?: string | null
  description?: string | null
  image?: string | null
  noIndex?: boolean | null
}

type HeadInput = {
  siteUrl: string
  path: string
  language: Language
  seo: Seo | null | undefined
  brandName: string
  fallbackImage?: string | null
  /** Structured data for the business, on the pages that describe it. */
  jsonLd?: Record<string, unknown>
}

export type HeadTags = {
  title: string
  meta: Record<string, string>[]
  links: Record<string, string>[]
  jsonLd?: Record<string, unknown>
}

const ogLocales: Record<Language, string> = { es: 'es_SV', en: 'en_US' }

function absolute(siteUrl: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${siteUrl}${url.startsWith('/') ? '' : '/'}${url}`
}

/** Every tag of a page's <head>, computed the same way on the server and after client navigation. */
export function buildHead({ siteUrl, path, language, seo, brandName, fallbackImage, jsonLd }: HeadInput): HeadTags {
  const title = seo?.title ?? brandName
  const description = seo?.description ?? ''
  const url = absolute(siteUrl, localizedPath(path, language))
  const image = seo?.image ?? fallbackImage
  const meta: Record<string, string>[] = [
    { name: 'description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: brandName },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: ogLocales[language] },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
  ]
  if (image) {
    const imageUrl = absolute(siteUrl, image)
    meta.push({ property: 'og:image', content: imageUrl }, { name: 'twitter:image', content: imageUrl })
  }
  if (seo?.noIndex) meta.push({ name: 'robots', content: 'noindex, follow' })

  const links: Record<string, string>[] = [
    { rel: 'canonical', href: url },
    ...languageIds.map((id) => ({ rel: 'alternate', hreflang: id, href: absolute(siteUrl, localizedPath(path, id)) })),
    { rel: 'alternate', hreflang: 'x-default', href: absolute(siteUrl, localizedPath(path, defaultLanguage)) },
  ]
  return { title, meta, links, jsonLd }
}
