import {SearchIcon} from '@sanity/icons/Search'
import {defineField, defineType} from 'sanity'

import {localeLength, requiredLocale} from '../lib/validation'

export const seo = defineType({
  name: 'seo',
  title: 'SEO',
  type: 'object',
  icon: SearchIcon,
  options: {collapsible: true, collapsed: true},
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'localeString',
      description: 'Browser tab and search result title. Up to 60 characters per language.',
      validation: (rule) => [requiredLocale(rule), localeLength({max: 60})(rule)],
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'localeText',
      description: 'Search result snippet. 50 to 160 characters per language.',
      // A warning, not an error: without it search engines pick their own snippet, the page still works.
      validation: (rule) => [requiredLocale(rule).warning(), localeLength({min: 50, max: 160})(rule)],
    }),
    defineField({
      name: 'image',
      title: 'Share image',
      type: 'image',
      description: "Optional. Without it, the site settings' default share image is used.",
    }),
    defineField({
      name: 'noIndex',
      title: 'Hide from search engines',
      type: 'boolean',
      initialValue: false,
    }),
  ],
})
