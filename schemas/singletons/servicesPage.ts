import {RocketIcon} from '@sanity/icons/Rocket'
import {defineField, defineType} from 'sanity'

import {headingField, pagePreview, seoField} from '../lib/fields'
import {requiredLocale} from '../lib/validation'

/** The cards themselves are the `service` documents; this page holds only its own copy. */
export const servicesPage = defineType({
  name: 'servicesPage',
  title: 'Services page',
  type: 'document',
  icon: RocketIcon,
  fields: [
    seoField,
    headingField('hero', 'Hero'),
    defineField({
      name: 'cardLearnMoreLabel',
      title: 'Card button label',
      type: 'localeString',
      description: 'Opens the details window of a service.',
      validation: requiredLocale,
    }),
    defineField({
      name: 'modalSummaryTitle',
      title: 'Details window: summary title',
      type: 'localeString',
      validation: requiredLocale,
    }),
    defineField({
      name: 'modalBenefitsTitle',
      title: 'Details window: benefits title',
      type: 'localeString',
      validation: requiredLocale,
    }),
    defineField({
      name: 'modalResultsTitle',
      title: 'Details window: results title',
      type: 'localeString',
      validation: requiredLocale,
    }),
    defineField({
      name: 'modalScheduleLabel',
      title: 'Details window: schedule button label',
      type: 'localeString',
      validation: requiredLocale,
    }),
    defineField({name: 'cta', title: 'Call to action', type: 'callToAction', validation: (rule) => rule.required()}),
    headingField('bookingSection', 'Booking section'),
  ],
  preview: pagePreview('Services page'),
})
