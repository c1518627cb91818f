import {UlistIcon} from '@sanity/icons/Ulist'
import {defineField, defineType} from 'sanity'

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
  preview: {
    select: {title: 'heading.title.es', items: 'items.es'},
    prepare: ({title, items}: {title?: string; items?: unknown[]}) => ({
      title,
      subtitle: `${items?.length ?? 0} items`,
    }),
  },
})
