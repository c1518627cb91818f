import {ErrorOutlineIcon} from '@sanity/icons/ErrorOutline'
import {defineField, defineType} from 'sanity'

import {pagePreview, seoField} from '../lib/fields'
import {requiredLocale} from '../lib/validation'

export const notFoundPage = defineType({
  name: 'notFoundPage',
  title: 'Page not found (404)',
  type: 'document',
  icon: ErrorOutlineIcon,
  fields: [
    // A 404 must never be indexed; the seed sets it too, this covers a page recreated in the Studio.
    {...seoField, initialValue: {noIndex: true}},
    defineField({name: 'title', title: 'Title', type: 'localeString', validation: requiredLocale}),
    defineField({name: 'text', title: 'Text', type: 'localeText', validation: requiredLocale}),
    defineField({name: 'homeLabel', title: 'Home button label', type: 'localeString', validation: requiredLocale}),
    defineField({name: 'backLabel', title: 'Back button label', type: 'localeString', validation: requiredLocale}),
  ],
  preview: pagePreview('Page not found (404)'),
})
