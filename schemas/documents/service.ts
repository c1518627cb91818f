import {RocketIcon} from '@sanity/icons/Rocket'
import {defineField, defineType} from 'sanity'

import {gradientNames, serviceKeys} from '../constants'
import {iconField, orderField, orderings} from '../lib/fields'
import {localeListCount, requiredLocale, uniqueAmongType} from '../lib/validation'

/** One of the six services; fixed id `service-<key>` in the seed. */
export const service = defineType({
  name: 'service',
  title: 'Service',
  type: 'document',
  icon: RocketIcon,
  groups: [
    {name: 'card', title: 'Card', default: true},
    {name: 'modal', title: 'Details window'},
  ],
  fields: [
    defineField({
      name: 'key',
      title: 'Key',
      type: 'string',
      group: 'card',
      description: "Also the value of the contact form's service select; one document per key.",
      options: {list: [...serviceKeys]},
      validation: (rule) => rule.required().custom(uniqueAmongType('key')),
    }),
    {...orderField, group: 'card'},
    {...iconField, group: 'card'},
    defineField({
      name: 'gradient',
      title: 'Gradient',
      type: 'string',
      group: 'card',
      options: {list: [...gradientNames]},
      validation: (rule) => rule.required(),
    }),
    defineField({name: 'title', title: 'Title', type: 'localeString', group: 'card', validation: requiredLocale}),
    defineField({name: 'tagline', title: 'Tagline', type: 'localeString', group: 'card', validation: requiredLocale}),
    defineField({
      name: 'bullets',
      title: 'Bullets',
      type: 'localeStringList',
      group: 'card',
      description: 'Exactly three per language: the card is laid out for three.',
      validation: (rule) => [requiredLocale(rule), localeListCount(3)(rule)],
    }),
    defineField({name: 'badge', title: 'Badge', type: 'localeString', group: 'card', validation: requiredLocale}),
    defineField({
      name: 'modalSummary',
      title: 'Summary',
      type: 'localeText',
      group: 'modal',
      validation: requiredLocale,
    }),
    defineField({
      name: 'modalBenefits',
      title: 'Benefits',
      type: 'localeStringList',
      group: 'modal',
      validation: requiredLocale,
    }),
    defineField({
      name: 'modalResults',
      title: 'Measurable results',
      type: 'localeStringList',
      group: 'modal',
      validation: requiredLocale,
    }),
  ],
  orderings,
  preview: {
    select: {title: 'title.es', key: 'key', order: 'order'},
    prepare: ({title, key, order}: {title?: string; key?: string; order?: number}) => ({
      title,
      subtitle: [order, key].filter((part) => part !== undefined).join(' · '),
    }),
  },
})
