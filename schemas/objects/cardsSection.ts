import {ThLargeIcon} from '@sanity/icons/ThLarge'
import {defineArrayMember, defineField, defineType} from 'sanity'

export const cardsSection = defineType({
  name: 'cardsSection',
  title: 'Cards section',
  type: 'object',
  icon: ThLargeIcon,
  fields: [
    defineField({name: 'heading', title: 'Heading', type: 'sectionHeading', validation: (rule) => rule.required()}),
    defineField({
      name: 'cards',
      title: 'Cards',
      type: 'array',
      of: [defineArrayMember({type: 'benefitCard'})],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: {
    select: {title: 'heading.title.es', cards: 'cards'},
    prepare: ({title, cards}: {title?: string; cards?: unknown[]}) => ({
      title,
      subtitle: `${cards?.length ?? 0} cards`,
    }),
  },
})
