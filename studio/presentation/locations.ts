import {defineLocations, type DocumentLocation, type DocumentLocationResolvers} from 'sanity/presentation'

import {legalPageKeys, type FaqPlacement} from '../../schemas/constants'
import {paths, type RouteId} from '../../web/src/paths'

/** Page titles in the Studio's own language (English), as its navigation names them. */
const pageTitles: Record<RouteId, string> = {
  home: 'Home page',
  services: 'Services page',
  webDesign: 'Web design page',
  chatbots: 'Chatbots page',
  voiceAssistants: 'Voice assistants page',
  about: 'About page',
  contact: 'Contact page',
  privacy: 'Privacy policy',
  terms: 'Terms of service',
}

/** Each page in both languages: Spanish at its path, English with `?lang=en`. */
const inBothLanguages = (routes: readonly RouteId[]): DocumentLocation[] =>
  routes.flatMap((route) => [
    {title: pageTitles[route], href: paths[route]},
    {title: `${pageTitles[route]} (English)`, href: `${paths[route]}?lang=en`},
  ])

/** Services with a page of their own, by service key. */
const servicePages: Partial<Record<string, RouteId>> = {
  webCreation: 'webDesign',
  chatbots: 'chatbots',
  voiceAssistants: 'voiceAssistants',
}

const faqPages: Record<FaqPlacement, RouteId> = {
  home: 'home',
  webDesign: 'webDesign',
  chatbots: 'chatbots',
  voiceAssistants: 'voiceAssistants',
}

const everyPage = Object.keys(paths) as RouteId[]

/** A document that only ever appears on fixed pages. */
const on = (...routes: RouteId[]) => defineLocations({locations: inBothLanguages(routes)})

/**
 * Where each document appears on the site, for the Presentation tool's "Used on" list and the
 * document's link to its preview (docs/decisions/0015). Mirrors web/src/content/queries.ts.
 */
export const locations: DocumentLocationResolvers = {
  service: defineLocations({
    select: {key: 'key'},
    resolve: (service) => {
      const own = service?.key ? servicePages[service.key] : undefined
      return {locations: inBothLanguages(own ? ['services', own] : ['services'])}
    },
  }),
  faqItem: defineLocations({
    select: {placements: 'placements'},
    resolve: (item) => ({
      locations: inBothLanguages(((item?.placements ?? []) as FaqPlacement[]).map((placement) => faqPages[placement])),
    }),
  }),
  legalPage: defineLocations({
    select: {key: 'key'},
    resolve: (page) => ({locations: inBothLanguages(legalPageKeys.filter((key) => key === page?.key))}),
  }),
  siteSettings: on(...everyPage),
  testimonial: on('home'),
  portfolioProject: on('home'),
  homePage: on('home'),
  servicesPage: on('services'),
  webDesignPage: on('webDesign'),
  chatbotsPage: on('chatbots'),
  voiceAssistantsPage: on('voiceAssistants'),
  aboutPage: on('about'),
  contactPage: on('contact'),
  legalPagesChrome: on('privacy', 'terms'),
}
