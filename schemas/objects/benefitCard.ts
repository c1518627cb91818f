import {ThLargeIcon} from '@sanity/icons/ThLarge'
import {defineField, defineType} from 'sanity'

import {iconField} from '../lib/fields'
import {requiredLocale} from '../lib/validation'

export const benefitCard = defineType({
  name: 'benefitCard',
  title: 'Benefit card',
  type: 'object',
  icon: ThLargeIcon,
  fields: [
    iconField,
    defineField({name: 'title', title: 'Title', type: 'localeString', validation: requiredLocale}),
    defineField({name: 'description', title: 'Description', type: 'localeText', validation: requiredLocale}),
  ],
  preview: {
    select: {title: 'title.es', subtitle: 'icon'},
  },
})
