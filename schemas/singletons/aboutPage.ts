import {UsersIcon} from '@sanity/icons/Users'
import {defineArrayMember, defineField, defineType} from 'sanity'

import {headingField, pagePreview, sectionField, seoField} from '../lib/fields'
import {expectItems, requiredLocale} from '../lib/validation'

export const aboutPage = defineType({
  name: 'aboutPage',
  title: 'About page',
  type: 'document',
  icon: UsersIcon,
  fields: [
    seoField,
    headingField('hero', 'Hero'),
    defineField({
      name: 'founder',
      title: 'Founder',
      type: 'object',
      validation: (rule) => rule.required(),
      fields: [
        defineField({name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required()}),
        defineField({name: 'role', title: 'Role', type: 'localeString', validation: requiredLocale}),
        defineField({name: 'photo', title: 'Photo', type: 'imageWithAlt', validation: (rule) => rule.required()}),
        defineField({name: 'bio', title: 'Bio', type: 'localeText', validation: requiredLocale}),
      ],
    }),
    defineField({
      name: 'highlights',
      title: 'Highlights',
      type: 'array',
      description: 'The page is designed for 3.',
      of: [defineArrayMember({type: 'benefitCard'})],
      validation: (rule) => [rule.required().min(1), expectItems(3)(rule)],
    }),
    defineField({
      name: 'quote',
      title: 'Quote',
      type: 'object',
      validation: (rule) => rule.required(),
      fields: [
        defineField({name: 'text', title: 'Text', type: 'localeText', validation: requiredLocale}),
        defineField({name: 'author', title: 'Author', type: 'string', validation: (rule) => rule.required()}),
      ],
    }),
    sectionField('process', 'Way of working', 'stepsSection', 4),
    defineField({
      name: 'cta',
      title: 'Call to action',
      type: 'callToAction',
      description: "The button leads to the home page's booking section.",
      validation: (rule) => rule.required(),
    }),
  ],
  preview: pagePreview('About page'),
})
