import {aboutPage} from './singletons/aboutPage'
import {chatbotsPage} from './singletons/chatbotsPage'
import {contactPage} from './singletons/contactPage'
import {homePage} from './singletons/homePage'
import {legalPagesChrome} from './singletons/legalPagesChrome'
import {notFoundPage} from './singletons/notFoundPage'
import {servicesPage} from './singletons/servicesPage'
import {siteSettings} from './singletons/siteSettings'
import {voiceAssistantsPage} from './singletons/voiceAssistantsPage'
import {webDesignPage} from './singletons/webDesignPage'
import {faqItem} from './documents/faqItem'
import {leadReply} from './documents/leadReply'
import {legalPage} from './documents/legalPage'
import {portfolioProject} from './documents/portfolioProject'
import {service} from './documents/service'
import {testimonial} from './documents/testimonial'
import {benefitCard} from './objects/benefitCard'
import {callToAction} from './objects/callToAction'
import {cardsSection} from './objects/cardsSection'
import {explainer} from './objects/explainer'
import {featureCard} from './objects/featureCard'
import {featureCardsSection} from './objects/featureCardsSection'
import {imageWithAlt} from './objects/imageWithAlt'
import {listSection} from './objects/listSection'
import {localeBlockContent} from './objects/localeBlockContent'
import {localeString} from './objects/localeString'
import {localeStringList} from './objects/localeStringList'
import {localeText} from './objects/localeText'
import {sectionHeading} from './objects/sectionHeading'
import {seo} from './objects/seo'
import {step} from './objects/step'
import {stepsSection} from './objects/stepsSection'

export const schemaTypes = [
  // Singletons: document id = type name (see `singletonTypes` in constants.ts)
  siteSettings,
  homePage,
  servicesPage,
  webDesignPage,
  chatbotsPage,
  voiceAssistantsPage,
  aboutPage,
  contactPage,
  legalPagesChrome,
  notFoundPage,
  // Documents
  service,
  testimonial,
  portfolioProject,
  faqItem,
  legalPage,
  leadReply,
  // Localized values
  localeString,
  localeText,
  localeStringList,
  localeBlockContent,
  // Shared objects
  seo,
  sectionHeading,
  step,
  benefitCard,
  featureCard,
  callToAction,
  imageWithAlt,
  explainer,
  stepsSection,
  cardsSection,
  featureCardsSection,
  listSection,
]
