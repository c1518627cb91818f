import {ThListIcon} from '@sanity/icons/ThList'
import {defineCardsSection} from '../lib/defineCardsSection'

/** Feature cards: a benefit card with the list of what it includes. */
export const featureCardsSection = defineCardsSection({
  name: 'featureCardsSection',
  title: 'Feature cards section',
  icon: ThListIcon,
  card: 'featureCard',
})
