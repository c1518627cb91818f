import {BoltIcon} from '@sanity/icons/Bolt'
import {defineField, defineType} from 'sanity'

import {requiredLocale} from '../lib/validation'

/** Copy only: where the buttons lead is decided by the page, not by editors. */
export const callToAction = defineType({
  name: 'callToAction',
  title: 'Call to action',
  type: 'object',
  icon: BoltIcon,
  fields: [
    defineField({name: 'title', title: 'Title', type: 'localeString', validation: requiredLocale}),
    defineField({name: 'text', title: 'Text', type: 'localeText', description: 'Optional.'}),
    defineField({name: 'buttonLabel', title: 'Button label', type: 'localeString', validation: requiredLocale}),
    defineField({
      name: 'secondaryLabel',
      title: 'Secondary link label',
      type: 'localeString',
      description: 'Optional. Only shown on pages that have a second link.',
    }),
  ],
  preview: {
    select: {title: 'title.es', subtitle: 'buttonLabel.es'},
  },
})
