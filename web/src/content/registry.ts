import type { ContentName } from './content-types'
import {
  aboutPageQuery,
  chatbotsPageQuery,
  contactPageQuery,
  homePageQuery,
  layoutQuery,
  legalPageQuery,
  notFoundPageQuery,
  servicesPageQuery,
  voiceAssistantsPageQuery,
  webDesignPageQuery,
} from './queries'

/** Which query, with which fixed parameters, answers each named content request. */
export const contentRegistry: Record<ContentName, { query: string; params?: Record<string, string> }> = {
  layout: { query: layoutQuery },
  home: { query: homePageQuery },
  services: { query: servicesPageQuery },
  webDesign: { query: webDesignPageQuery },
  chatbots: { query: chatbotsPageQuery },
  voiceAssistants: { query: voiceAssistantsPageQuery },
  about: { query: aboutPageQuery },
  contact: { query: contactPageQuery },
  privacy: { query: legalPageQuery, params: { key: 'privacy' } },
  terms: { query: legalPageQuery, params: { key: 'terms' } },
  notFound: { query: notFoundPageQuery },
}
