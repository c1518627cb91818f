import {HelpCircleIcon} from '@sanity/icons/HelpCircle'
import {defineField, defineType} from 'sanity'

import {faqPlacements, type FaqPlacement} from '../constants'
import {orderField, orderings} from '../lib/fields'
import {requiredLocale} from '../lib/validation'

/** Studio labels for the placement ids; keyed by the type so a new placement cannot go unlabelled. */
export const faqPlacementTitles: Record<FaqPlacement, string> = {
  home: 'Home page',
  webDesign: 'Web design page',
  chatbots: 'Chatbots page',
  voiceAssistants: 'Voice assistants page',
}

/** Fixed ids `faq-<placement>-<n>` in the seed. One question can be shown on several pages. */
export const faqItem = defineType({
  name: 'faqItem',
  title: 'FAQ item',
  type: 'document',
  icon: HelpCircleIcon,
  fields: [
    defineField({name: 'question', title: 'Question', type: 'localeString', validation: requiredLocale}),
    defineField({name: 'answer', title: 'Answer', type: 'localeText', validation: requiredLocale}),
    defineField({
      name: 'placements',
      title: 'Shown on',
      type: 'array',
      of: [{type: 'string'}],
      options: {
        list: faqPlacements.map((value) => ({value, title: faqPlacementTitles[value]})),
        layout: 'grid',
      },
      validation: (rule) => rule.required().min(1).unique(),
    }),
    orderField,
  ],
  orderings,
  preview: {
    select: {title: 'question.es', placements: 'placements', order: 'order'},
    prepare: ({title, placements, order}: {title?: string; placements?: FaqPlacement[]; order?: number}) => ({
      title,
      subtitle: [order, placements?.map((placement) => faqPlacementTitles[placement] ?? placement).join(', ')]
        .filter((part) => part !== undefined && part !== '')
        .join(' · '),
    }),
  },
})
