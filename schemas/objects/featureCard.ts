import {ThListIcon} from '@sanity/icons/ThList'
import {defineField, defineType} from 'sanity'

import {iconField} from '../lib/fields'
import {requiredLocale} from '../lib/validation'

export const featureCard = defineType({
  name: 'featureCard',
  title: 'Feature card',
  type: 'object',
  icon: ThListIcon,
  fields: [
    iconField,
    defineField({name: 'title', title: 'Title', type: 'localeString', validation: requiredLocale}),
    defineField({name: 'description', title: 'Description', type: 'localeText', validation: requiredLocale}),
    defineField({name: 'features', title: 'Features', type: 'localeStringList', validation: requiredLocale}),
  ],
  preview: {
    select: {title: 'title.es', subtitle: 'icon'},
  },
})
