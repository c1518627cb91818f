import {InfoOutlineIcon} from '@sanity/icons/InfoOutline'
import {defineField, defineType} from 'sanity'

import {requiredLocale} from '../lib/validation'

export const explainer = defineType({
  name: 'explainer',
  title: 'Explainer',
  type: 'object',
  icon: InfoOutlineIcon,
  fields: [
    defineField({name: 'title', title: 'Title', type: 'localeString', validation: requiredLocale}),
    defineField({name: 'body', title: 'Body', type: 'localeText', validation: requiredLocale}),
  ],
  preview: {
    select: {title: 'title.es', subtitle: 'body.es'},
  },
})
