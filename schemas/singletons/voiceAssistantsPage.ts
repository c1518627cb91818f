import {MicrophoneIcon} from '@sanity/icons/Microphone'
import {defineField, defineType} from 'sanity'

import {headingField, pagePreview, sectionField, seoField} from '../lib/fields'

/** Its FAQ questions are the `faqItem` documents placed on `voiceAssistants`. */
export const voiceAssistantsPage = defineType({
  name: 'voiceAssistantsPage',
  title: 'Voice assistants page',
  type: 'document',
  icon: MicrophoneIcon,
  fields: [
    // The spec keeps this landing page out of search engines.
    {...seoField, initialValue: {noIndex: true}},
    headingField('hero', 'Hero'),
    defineField({name: 'explainer', title: 'Explainer', type: 'explainer', validation: (rule) => rule.required()}),
    sectionField('industries', 'Industries', 'featureCardsSection', 4),
    sectionField('benefits', 'Benefits', 'cardsSection', 4),
    sectionField('callFlow', 'Call flow', 'stepsSection', 5),
    sectionField('technicalFeatures', 'Technical features', 'cardsSection', 6),
    headingField('faqSection', 'FAQ section'),
    defineField({
      name: 'cta',
      title: 'Call to action',
      type: 'callToAction',
      description:
        "Shown when the site settings have the voice demo keys. The button (also in the hero) leads to the home page's booking section.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'ctaNoDemo',
      title: 'Call to action, without a live demo',
      type: 'callToAction',
      description:
        'Shown while the site settings have no voice demo keys: the page cannot place a call, so promise none. The button (also in the hero) leads to the booking section.',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: pagePreview('Voice assistants page'),
})
