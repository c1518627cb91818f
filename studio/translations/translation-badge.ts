import {useSchema, type DocumentBadgeComponent} from 'sanity'

import {translationStatus, type SchemaNode} from './translation-status'

/**
 * The badge's words, Spanish first and then English, as the Translations list says them: its label
 * counts the fields («EN: 1 sin traducir · 1 missing»), its title names them.
 */
export function badgeText(missing: string[], outdated: string[]): {label: string; title: string} {
  const es = [
    missing.length && `${missing.length} sin traducir`,
    outdated.length && `${outdated.length} ${outdated.length === 1 ? 'desactualizado' : 'desactualizados'}`,
  ]
  const en = [missing.length && `${missing.length} missing`, outdated.length && `${outdated.length} outdated`]
  const titles = [
    missing.length &&
      `Sin inglés todavía (se ve el español) · No English yet (visitors see the Spanish): ${missing.join(', ')}`,
    outdated.length &&
      `El español cambió después del inglés · Spanish changed since the English was written: ${outdated.join(', ')}`,
  ]
  const words = (parts: (string | 0)[]) => parts.filter(Boolean).join(', ')
  return {label: `EN: ${words(es)} · ${words(en)}`, title: titles.filter(Boolean).join('. ')}
}

/** On every document: how much English a translator still has to write or revise, and where. */
export const TranslationBadge: DocumentBadgeComponent = ({type, draft, published}) => {
  const schemaType = useSchema().get(type) as unknown as SchemaNode
  const {missing, outdated} = translationStatus(draft ?? published, schemaType, 'en')
  if (missing.length + outdated.length === 0) return null
  return {...badgeText(missing, outdated), color: 'warning'}
}
