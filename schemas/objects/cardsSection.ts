import {ThLargeIcon} from '@sanity/icons/ThLarge'
import {defineCardsSection} from '../lib/defineCardsSection'

/** Benefit cards: an icon, a title and a description each. */
export const cardsSection = defineCardsSection({
  name: 'cardsSection',
  title: 'Cards section',
  icon: ThLargeIcon,
  card: 'benefitCard',
})
