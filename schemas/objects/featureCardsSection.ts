import {ThListIcon} from '@sanity/icons/ThList'
import {defineArrayMember, defineField, defineType} from 'sanity'

export const featureCardsSection = defineType({
  name: 'featureCardsSection',
  title: 'Feature cards section',
  type: 'object',
  icon: ThListIcon,
  fields: [
    defineField({name: 'heading', title: 'Heading', type: 'sectionHeading', validation: (rule) => rule.required()}),
    defineField({
      name: 'cards',
      title: 'Cards',
      type: 'array',
      of: [defineArrayMember({type: 'featureCard'})],
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
