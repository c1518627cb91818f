import { buildHead, type HeadTags, type Seo } from '../components/seo/head'
import type { Layout } from '../content/content-types'
import type { Language } from '../i18n/language'
import { formatPhone } from 'shared/phone'
import type { PageId } from '../paths'

type Input = {
  pageId: PageId
  path: string
  language: Language
  siteUrl: string
  seo: Seo | null | undefined
  layout: Layout | null | undefined
}

/** Schema.org description of the agency, for search engines; every page carries it. */
function businessJsonLd(layout: Layout, siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    name: layout.brandName,
    url: siteUrl,
    email: layout.email,
    telephone: layout.phone ? formatPhone(layout.phone) : undefined,
    areaServed: { '@type': 'Country', name: 'El Salvador' },
    address: { '@type': 'PostalAddress', addressCountry: 'SV' },
  }
}

/** The head of a page from its content: one function for the server render and client navigation. */
export function pageHead({ pageId, path, language, siteUrl, seo, layout }: Input): HeadTags {
  return buildHead({
    siteUrl,
    path,
    language,
    seo: pageId === 'notFound' ? { ...seo, noIndex: true } : seo,
    brandName: layout?.brandName ?? '',
    fallbackImage: layout?.defaultShareImage?.url,
    jsonLd: layout ? businessJsonLd(layout, siteUrl) : undefined,
  })
}
