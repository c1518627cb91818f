import {defineField} from 'sanity'

import {iconNames} from '../constants'
import {expectItems} from './validation'

/** The site draws icons by name, so editors pick from the names it knows. */
export const iconField = defineField({
  name: 'icon',
  title: 'Icon',
  type: 'string',
  options: {list: [...iconNames]},
  validation: (rule) => rule.required(),
})

/** Lists are sorted by this number on the site, lowest first. */
export const orderField = defineField({
  name: 'order',
  title: 'Order',
  type: 'number',
  description: 'Position on the site, lowest first.',
  validation: (rule) => rule.required().integer().min(0),
})

/** The Studio's sort menu entry matching the order the site uses. */
export const orderings = [{title: 'Order', name: 'orderAsc', by: [{field: 'order', direction: 'asc' as const}]}]

/** First field of every page: the site reads it for the title, description and share tags. */
export const seoField = defineField({
  name: 'seo',
  title: 'SEO',
  type: 'seo',
  validation: (rule) => rule.required(),
})

/** Singletons have no title of their own; the list shows the type's title and the page's SEO title. */
export function pagePreview(title: string) {
  return {
    select: {subtitle: 'seo.title.es'},
    prepare: ({subtitle}: {subtitle?: string}) => ({title, subtitle}),
  }
}

/** A required section heading (title, optional eyebrow and subtitle). */
export function headingField(name: string, title: string, description?: string) {
  return defineField({name, title, type: 'sectionHeading', description, validation: (rule) => rule.required()})
}

const sectionItems = {cardsSection: 'cards', featureCardsSection: 'cards', stepsSection: 'steps'} as const

/** A required section whose page layout is built for `count` items (fewer or more only warns). */
export function sectionField(name: string, title: string, type: keyof typeof sectionItems, count: number) {
  return defineField({
    name,
    title,
    type,
    description: `The page is designed for ${count}.`,
    validation: (rule) => [rule.required(), expectItems(count, sectionItems[type])(rule)],
  })
}

/** A section's list entry: its Spanish heading, and how many `noun` its `path` array holds. */
export function sectionPreview(path: string, noun: string) {
  return {
    select: {title: 'heading.title.es', entries: path},
    prepare: ({title, entries}: {title?: string; entries?: unknown[]}) => ({
      title,
      subtitle: `${entries?.length ?? 0} ${noun}`,
    }),
  }
}
