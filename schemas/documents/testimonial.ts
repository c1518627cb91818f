import {DoubleQuoteIcon} from '@sanity/icons/DoubleQuote'
import {defineField, defineType} from 'sanity'

import {orderField, orderings} from '../lib/fields'
import {requiredLocale} from '../lib/validation'

/** Fixed ids `testimonial-1..3` in the seed. */
export const testimonial = defineType({
  name: 'testimonial',
  title: 'Testimonial',
  type: 'document',
  icon: DoubleQuoteIcon,
  fields: [
    defineField({name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required()}),
    defineField({name: 'business', title: 'Business', type: 'string', validation: (rule) => rule.required()}),
    defineField({name: 'text', title: 'Text', type: 'localeText', validation: requiredLocale}),
    defineField({
      name: 'rating',
      title: 'Rating',
      type: 'number',
      description: 'Stars, 1 to 5.',
      initialValue: 5,
      validation: (rule) => rule.required().integer().min(1).max(5),
    }),
    orderField,
  ],
  orderings,
  preview: {
    select: {name: 'name', business: 'business', rating: 'rating'},
    prepare: ({name, business, rating}: {name?: string; business?: string; rating?: number}) => ({
      title: name,
      subtitle: [business, rating ? '★'.repeat(rating) : undefined].filter(Boolean).join(' · '),
    }),
  },
})
