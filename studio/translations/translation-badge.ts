import {useSchema, type DocumentBadgeComponent} from 'sanity'

import {translationStatus, type SchemaNode} from './translation-status'

/** On every document: how much English a translator still has to write or revise, and where. */
export const TranslationBadge: DocumentBadgeComponent = ({type, draft, published}) => {
  const schemaType = useSchema().get(type) as unknown as SchemaNode
  const {missing, outdated} = translationStatus(draft ?? published, schemaType, 'en')
  if (missing.length + outdated.length === 0) return null
  const counts = [missing.length && `${missing.length} missing`, outdated.length && `${outdated.length} outdated`]
  return {
    label: `EN: ${counts.filter(Boolean).join(', ')}`,
    title: [
      missing.length && `No English yet (visitors see the Spanish): ${missing.join(', ')}`,
      outdated.length && `Spanish changed since the English was written: ${outdated.join(', ')}`,
    ]
      .filter(Boolean)
      .join('. '),
    color: 'warning',
  }
}
