import {UlistIcon} from '@sanity/icons/Ulist'
import {defineField, defineType} from 'sanity'

import {sectionPreview} from '../lib/fields'
import {requiredLocale} from '../lib/validation'

export const listSection = defineType({
  name: 'listSection',
  title: 'List section',
  type: 'object',
  icon: UlistIcon,
  fields: [
    defineField({name: 'heading', title: 'Heading', type: 'sectionHeading', validation: (rule) => rule.required()}),
    defineField({name: 'items', title: 'Items', type: 'localeStringList', validation: requiredLocale}),
  ],
  preview: sectionPreview('items.es', 'items'),
})
