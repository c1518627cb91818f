import {HomeIcon} from '@sanity/icons/Home'
import {defineField, defineType} from 'sanity'

import {headingField, pagePreview, sectionField, seoField} from '../lib/fields'
import {requiredLocale} from '../lib/validation'

export const homePage = defineType({
  name: 'homePage',
  title: 'Home page',
  type: 'document',
  icon: HomeIcon,
  fields: [
    seoField,
    defineField({
      name: 'hero',
      title: 'Hero',
      type: 'object',
      description: 'The title is shown as lead, highlighted part and trail, in that order.',
      validation: (rule) => rule.required(),
      fields: [
        defineField({name: 'titleLead', title: 'Title: lead', type: 'localeString', validation: requiredLocale}),
        defineField({
          name: 'titleHighlight',
          title: 'Title: highlighted part',
          type: 'localeString',
          validation: requiredLocale,
        }),
        defineField({name: 'titleTrail', title: 'Title: trail', type: 'localeString', validation: requiredLocale}),
        defineField({name: 'subtitle', title: 'Subtitle', type: 'localeText', validation: requiredLocale}),
        defineField({name: 'ctaLabel', title: 'Button label', type: 'localeString', validation: requiredLocale}),
      ],
    }),
    headingField('analysisSection', 'Free analysis section'),
    headingField('voiceSection', 'Voice demo section', 'Shown when the site settings have the voice demo keys.'),
    headingField(
      'voiceSectionNoDemo',
      'Voice demo section, without a live demo',
      'Shown while the site settings have no voice demo keys: the page cannot place a call, so promise none.',
    ),
    sectionField('differentials', 'Differentials', 'cardsSection', 4),
    sectionField('howItWorks', 'How it works', 'stepsSection', 4),
    defineField({
      name: 'howItWorksCtaLabel',
      title: 'How it works: button label',
      type: 'localeString',
      validation: requiredLocale,
    }),
    headingField('testimonialsSection', 'Testimonials section'),
    headingField('portfolioSection', 'Portfolio section'),
    headingField('bookingSection', 'Booking section'),
    headingField('faqSection', 'FAQ section'),
    headingField('contactSection', 'Contact section'),
  ],
  preview: pagePreview('Home page'),
})
