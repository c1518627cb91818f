import type {ComponentType} from 'react'
import {defineArrayMember, defineField, defineType} from 'sanity'

import {sectionPreview} from './fields'

type CardsSection = {name: string; title: string; icon: ComponentType; card: 'benefitCard' | 'featureCard'}

/**
 * A section of cards under a heading. One definition for the two section types, each holding only
 * its own kind of card: a section built for cards with lists never takes a card without one.
 */
export const defineCardsSection = ({name, title, icon, card}: CardsSection) =>
  defineType({
    name,
    title,
    type: 'object',
    icon,
    fields: [
      defineField({name: 'heading', title: 'Heading', type: 'sectionHeading', validation: (rule) => rule.required()}),
      defineField({
        name: 'cards',
        title: 'Cards',
        type: 'array',
        of: [defineArrayMember({type: card})],
        validation: (rule) => rule.required().min(1),
      }),
    ],
    preview: sectionPreview('cards', 'cards'),
  })
