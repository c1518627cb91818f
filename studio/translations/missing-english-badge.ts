import type {DocumentBadgeComponent} from 'sanity'

import {missingTranslations} from './missing-translations'

/** On every document: how many fields a translator still has to fill, and which. */
export const MissingEnglishBadge: DocumentBadgeComponent = ({draft, published}) => {
  const missing = missingTranslations(draft ?? published, 'en')
  if (missing.length === 0) return null
  return {
    label: `EN: ${missing.length} missing`,
    title: `No English yet (visitors see the Spanish): ${missing.join(', ')}`,
    color: 'warning',
  }
}
