import {RobotIcon} from '@sanity/icons/Robot'
import {defineField, defineType} from 'sanity'

import {headingField, pagePreview, sectionField, seoField} from '../lib/fields'

/** Its FAQ questions are the `faqItem` documents placed on `chatbots`. */
export const chatbotsPage = defineType({
  name: 'chatbotsPage',
  title: 'Chatbots page',
  type: 'document',
  icon: RobotIcon,
  fields: [
    // The spec keeps this landing page out of search engines.
    {...seoField, initialValue: {noIndex: true}},
    headingField('hero', 'Hero'),
    defineField({name: 'explainer', title: 'Explainer', type: 'explainer', validation: (rule) => rule.required()}),
    sectionField('channels', 'Channels', 'featureCardsSection', 4),
    sectionField('benefits', 'Benefits', 'cardsSection', 4),
    sectionField('process', 'Integration process', 'stepsSection', 5),
    headingField('faqSection', 'FAQ section'),
    defineField({
      name: 'cta',
      title: 'Call to action',
      type: 'callToAction',
      description: "The button leads to the home page's booking section, the secondary link to /contacto.",
      validation: (rule) => rule.required(),
    }),
  ],
  preview: pagePreview('Chatbots page'),
})
