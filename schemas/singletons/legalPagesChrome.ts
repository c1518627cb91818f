import {DocumentsIcon} from '@sanity/icons/Documents'
import {defineField, defineType} from 'sanity'

import {pagePreview} from '../lib/fields'
import {requiredLocale} from '../lib/validation'

/** Labels around the text of every legal page; the texts are the `legalPage` documents. */
export const legalPagesChrome = defineType({
  name: 'legalPagesChrome',
  title: 'Legal pages: labels',
  type: 'document',
  icon: DocumentsIcon,
  fields: [
    // Each legal page has its own SEO; this one is kept because the content model gives every page
    // singleton one, but it is optional here.
    defineField({name: 'seo', title: 'SEO', type: 'seo'}),
    defineField({
      name: 'backToHomeLabel',
      title: 'Back to home label',
      type: 'localeString',
      validation: requiredLocale,
    }),
    defineField({name: 'contactPrompt', title: 'Contact prompt', type: 'localeString', validation: requiredLocale}),
    defineField({
      name: 'updatedLabel',
      title: '"Last updated" label',
      type: 'localeString',
      validation: requiredLocale,
    }),
  ],
  preview: pagePreview('Legal pages: labels'),
})
