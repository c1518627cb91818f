import {DocumentTextIcon} from '@sanity/icons/DocumentText'
import {defineField, defineType} from 'sanity'

import {legalPageKeys} from '../constants'
import {seoField} from '../lib/fields'
import {requiredLocale, uniqueAmongType} from '../lib/validation'

/** Fixed ids `legal-<key>` in the seed; the key picks the route (/privacy, /terms). */
export const legalPage = defineType({
  name: 'legalPage',
  title: 'Legal page',
  type: 'document',
  icon: DocumentTextIcon,
  fields: [
    defineField({
      name: 'key',
      title: 'Key',
      type: 'string',
      options: {list: [...legalPageKeys]},
      validation: (rule) => rule.required().custom(uniqueAmongType('key')),
    }),
    seoField,
    defineField({name: 'title', title: 'Title', type: 'localeString', validation: requiredLocale}),
    defineField({
      name: 'updatedAt',
      title: 'Last updated',
      type: 'date',
      validation: (rule) => rule.required(),
    }),
    defineField({name: 'body', title: 'Body', type: 'localeBlockContent', validation: requiredLocale}),
  ],
  preview: {
    select: {title: 'title.es', subtitle: 'key'},
  },
})
