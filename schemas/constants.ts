/**
 * Values shared by the content model, the seed and the site. One list each, so the
 * Studio's options, the fixtures and the code that renders them cannot drift apart.
 */

export {defaultLanguage, languageIds, languages, type Language} from 'shared/languages'

/** The six services of the spec, also the contact form's select values. */
export const serviceKeys = [
  'chatbots',
  'voiceAssistants',
  'webCreation',
  'automation',
  'contentCreation',
  'leadGeneration',
] as const
export type ServiceKey = (typeof serviceKeys)[number]

/** Icons the site can draw; editors pick one by name. */
export const iconNames = [
  'bot',
  'mic',
  'globe',
  'workflow',
  'sparkles',
  'target',
  'zap',
  'smartphone',
  'search',
  'palette',
  'message-circle',
  'instagram',
  'shopping-cart',
  'stethoscope',
  'utensils',
  'briefcase',
  'clock',
  'shield',
  'trending-up',
  'calendar',
  'file-text',
  'settings',
  'bar-chart',
  'headphones',
  'users',
  'check-circle',
] as const
export type IconName = (typeof iconNames)[number]

/** Named gradients of the design system; a service card picks one. */
export const gradientNames = ['cyan', 'violet', 'emerald', 'amber', 'rose', 'indigo'] as const
export type GradientName = (typeof gradientNames)[number]

export {leadKinds, type LeadKind} from 'shared/leads'

/** Where an FAQ item is shown. */
export const faqPlacements = ['home', 'webDesign', 'chatbots', 'voiceAssistants'] as const
export type FaqPlacement = (typeof faqPlacements)[number]

/** Legal pages, each a `legalPage` document with the fixed id `legal-<key>`. */
export const legalPageKeys = ['privacy', 'terms'] as const
export type LegalPageKey = (typeof legalPageKeys)[number]

/**
 * Page singletons: document type and fixed document id are the same string.
 */
export const singletonTypes = [
  'siteSettings',
  'homePage',
  'servicesPage',
  'webDesignPage',
  'chatbotsPage',
  'voiceAssistantsPage',
  'aboutPage',
  'contactPage',
  'legalPagesChrome',
  'notFoundPage',
] as const
export type SingletonType = (typeof singletonTypes)[number]
