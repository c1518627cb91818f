import {OlistIcon} from '@sanity/icons/Olist'
import {defineField, defineType} from 'sanity'

import {requiredLocale} from '../lib/validation'

/** No number field: a step's number is its position in the list, so reordering cannot leave gaps. */
export const step = defineType({
  name: 'step',
  title: 'Step',
  type: 'object',
  icon: OlistIcon,
  fields: [
    defineField({name: 'title', title: 'Title', type: 'localeString', validation: requiredLocale}),
    defineField({name: 'description', title: 'Description', type: 'localeText', validation: requiredLocale}),
  ],
  preview: {
    select: {title: 'title.es', subtitle: 'description.es'},
  },
})
