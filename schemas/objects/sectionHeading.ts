import {HashIcon} from '@sanity/icons/Hash'
import {defineField, defineType} from 'sanity'

import {requiredLocale} from '../lib/validation'

export const sectionHeading = defineType({
  name: 'sectionHeading',
  title: 'Section heading',
  type: 'object',
  icon: HashIcon,
  fields: [
    defineField({
      name: 'eyebrow',
      title: 'Eyebrow',
      type: 'localeString',
      description: 'Optional small text above the title.',
    }),
    defineField({name: 'title', title: 'Title', type: 'localeString', validation: requiredLocale}),
    defineField({name: 'subtitle', title: 'Subtitle', type: 'localeText'}),
  ],
  preview: {
    select: {title: 'title.es', subtitle: 'subtitle.es'},
  },
})
