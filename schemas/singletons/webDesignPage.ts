import {DesktopIcon} from '@sanity/icons/Desktop'
import {defineField, defineType} from 'sanity'

import {headingField, pagePreview, sectionField, seoField} from '../lib/fields'

/** Its FAQ questions are the `faqItem` documents placed on `webDesign`. */
export const webDesignPage = defineType({
  name: 'webDesignPage',
  title: 'Web design page',
  type: 'document',
  icon: DesktopIcon,
  fields: [
    // The spec keeps this landing page out of search engines.
    {...seoField, initialValue: {noIndex: true}},
    headingField('hero', 'Hero'),
    sectionField('benefits', 'Benefits', 'cardsSection', 4),
    defineField({
      name: 'included',
      title: "What's included",
      type: 'listSection',
      validation: (rule) => rule.required(),
    }),
    sectionField('process', 'Process', 'stepsSection', 5),
    headingField('faqSection', 'FAQ section'),
    defineField({
      name: 'cta',
      title: 'Call to action',
      type: 'callToAction',
      description: "The button leads to the home page's booking section.",
      validation: (rule) => rule.required(),
    }),
  ],
  preview: pagePreview('Web design page'),
})
