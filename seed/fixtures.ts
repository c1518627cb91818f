import { withSourceDigests } from '../schemas/lib/source-digest'
import { imageAssetDocuments } from './assets'
import { aboutPage } from './documents/about-page'
import { chatbotsPage } from './documents/chatbots-page'
import { contactPage } from './documents/contact-page'
import { homeFaq } from './documents/faq'
import { chatbotsFaq, voiceAssistantsFaq, webDesignFaq } from './documents/faq-service-pages'
import { homePage } from './documents/home-page'
import { leadReplies } from './documents/lead-replies'
import { legalDocuments } from './documents/legal'
import { notFoundPage } from './documents/not-found-page'
import { portfolioProjects } from './documents/portfolio'
import { services } from './documents/services'
import { servicesPage } from './documents/services-page'
import { siteSettings } from './documents/site-settings'
import { testimonials } from './documents/testimonials'
import { voiceAssistantsPage } from './documents/voice-assistants-page'
import { webDesignPage } from './documents/web-design-page'
import type { FixtureDocument } from './helpers'

export type { FixtureDocument } from './helpers'

/**
 * Every seed document, image assets included. The same list feeds `npm run seed` (hosted
 * Sanity), the local content lake and the tests. Each English text carries the digest of the
 * Spanish it was written from (`enSource`, schemas/lib/source-digest.ts), so a later change to
 * that Spanish flags it as outdated in the Studio.
 */
export const fixtureDocuments: FixtureDocument[] = [
  siteSettings,
  homePage,
  servicesPage,
  webDesignPage,
  chatbotsPage,
  voiceAssistantsPage,
  aboutPage,
  contactPage,
  notFoundPage,
  ...legalDocuments,
  ...services,
  ...testimonials,
  ...portfolioProjects,
  ...homeFaq,
  ...webDesignFaq,
  ...chatbotsFaq,
  ...voiceAssistantsFaq,
  ...leadReplies,
  ...imageAssetDocuments,
].map((document) => withSourceDigests(document))
