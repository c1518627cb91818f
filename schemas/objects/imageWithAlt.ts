import {ImageIcon} from '@sanity/icons/Image'
import {defineField, defineType} from 'sanity'

import {defaultLanguage} from '../constants'
import type {LocaleValue} from '../lib/validation'

export const imageWithAlt = defineType({
  name: 'imageWithAlt',
  title: 'Image',
  type: 'image',
  icon: ImageIcon,
  options: {hotspot: true},
  fields: [
    defineField({
      name: 'alt',
      title: 'Alternative text',
      type: 'localeString',
      description: 'What the image shows, for screen readers and search engines.',
      // Checked against the asset rather than `required()`: an emptied image field keeps its
      // `{_type}` object, and that should not ask for a description of nothing.
      validation: (rule) =>
        rule.custom((alt: LocaleValue | undefined, context) => {
          const image = context.parent as {asset?: unknown} | undefined
          if (!image?.asset) return true
          const text = alt?.[defaultLanguage]
          return typeof text === 'string' && text.trim() ? true : 'Describe the image, at least in Spanish'
        }),
    }),
  ],
  preview: {
    select: {title: 'alt.es', media: 'asset'},
  },
})
