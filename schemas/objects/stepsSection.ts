import {OlistIcon} from '@sanity/icons/Olist'
import {defineArrayMember, defineField, defineType} from 'sanity'

import {sectionPreview} from '../lib/fields'

export const stepsSection = defineType({
  name: 'stepsSection',
  title: 'Steps section',
  type: 'object',
  icon: OlistIcon,
  fields: [
    defineField({name: 'heading', title: 'Heading', type: 'sectionHeading', validation: (rule) => rule.required()}),
    defineField({
      name: 'steps',
      title: 'Steps',
      type: 'array',
      description: 'Numbered in this order on the site.',
      of: [defineArrayMember({type: 'step'})],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: sectionPreview('steps', 'steps'),
})
