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

export const bookingHref = `${paths.home}#${anchors.booking}`

export function pageIdForPath(pathname: string): PageId {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return routeIds.find((id) => paths[id] === normalized) ?? 'notFound'
}
