import {ImagesIcon} from '@sanity/icons/Images'
import {defineArrayMember, defineField, defineType} from 'sanity'

import {orderField, orderings} from '../lib/fields'
import {requiredLocale} from '../lib/validation'

/** Fixed ids `portfolio-<slug>` in the seed. */
export const portfolioProject = defineType({
  name: 'portfolioProject',
  title: 'Portfolio project',
  type: 'document',
  icon: ImagesIcon,
  fields: [
    defineField({name: 'title', title: 'Title', type: 'localeString', validation: requiredLocale}),
    defineField({name: 'description', title: 'Description', type: 'localeText', validation: requiredLocale}),
    defineField({
      name: 'url',
      title: 'Live site',
      type: 'url',
      description: 'Optional.',
      validation: (rule) => rule.uri({scheme: ['http', 'https']}),
    }),
    defineField({
      name: 'images',
      title: 'Screenshots',
      type: 'array',
      description: 'The first one is the cover.',
      of: [defineArrayMember({type: 'imageWithAlt'})],
      options: {layout: 'grid'},
      validation: (rule) => rule.required().min(1),
    }),
    orderField,
  ],
  orderings,
  preview: {
    select: {title: 'title.es', subtitle: 'url', media: 'images.0.asset'},
  },
})
