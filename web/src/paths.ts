import { localizedPath, type Language } from './i18n/language'

/** Typed route helpers: the only place that spells the site's URLs. */
export const paths = {
  home: '/',
  services: '/servicios',
  webDesign: '/diseno-web-el-salvador',
  chatbots: '/chatbots-inteligentes',
  voiceAssistants: '/asistentes-de-voz',
  about: '/sobre-nosotros',
  contact: '/contacto',
  privacy: '/privacy',
  terms: '/terms',
} as const

export type RouteId = keyof typeof paths
export type PageId = RouteId | 'notFound'

export const routeIds = Object.keys(paths) as RouteId[]

/** Anchors other pages link to. */
export const anchors = {
  booking: 'calendly-section',
  contact: 'contact-section',
  main: 'main-content',
} as const

export function pageIdForPath(pathname: string): PageId {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return routeIds.find((id) => paths[id] === normalized) ?? 'notFound'
}

/**
 * Where a booking button leads, without JavaScript too: the booking section of the page it is on
 * (`here`), else the home page's, in the page's language.
 */
export function bookingHref(here: boolean, language: Language): string {
  return `${here ? '' : localizedPath(paths.home, language)}#${anchors.booking}`
}
