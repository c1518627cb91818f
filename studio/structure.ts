import {TranslateIcon} from '@sanity/icons/Translate'
import type {StructureBuilder, StructureResolver} from 'sanity/structure'

import {faqPlacements, singletonTypes, type SingletonType} from '../schemas/constants'
import {faqPlacementTitles} from '../schemas/documents/faqItem'
import {TranslationsPane} from './translations/translations-pane'

/** Repeatable documents that the site sorts by their `order` field. */
const orderedTypes = ['service', 'testimonial', 'portfolioProject'] as const

/**
 * A singleton opens its one document directly: the id is the type name, the same fixed id the
 * seed and the site's queries use, so there is never a list to pick from or a second copy.
 */
function singletonItem(S: StructureBuilder, type: SingletonType) {
  const schemaType = S.context.schema.get(type)
  const title = schemaType?.title ?? type
  return S.listItem()
    .id(type)
    .title(title)
    .icon(schemaType?.icon)
    .child(S.document().schemaType(type).documentId(type).title(title))
}

function orderedList(S: StructureBuilder, type: string) {
  return S.documentTypeListItem(type).child(
    S.documentTypeList(type).defaultOrdering([{field: 'order', direction: 'asc'}]),
  )
}

/** FAQ items grouped by the page that shows them, since each page has its own set. */
function faqItems(S: StructureBuilder) {
  const byPlacement = faqPlacements.map((placement) =>
    S.listItem()
      .id(`faq-${placement}`)
      .title(faqPlacementTitles[placement])
      .child(
        S.documentTypeList('faqItem')
          .title(faqPlacementTitles[placement])
          .apiVersion('2025-02-19')
          .filter('_type == "faqItem" && $placement in placements')
          .params({placement})
          .defaultOrdering([{field: 'order', direction: 'asc'}]),
      ),
  )
  return S.documentTypeListItem('faqItem').child(
    S.list()
      .id('faqItem')
      .title('FAQ items')
      .items([orderedList(S, 'faqItem').title('All FAQ items'), S.divider(), ...byPlacement]),
  )
}

export const structure: StructureResolver = (S) => {
  const [settings, ...pages] = singletonTypes
  return S.list()
    .title('Content')
    .items([
      singletonItem(S, settings),
      S.divider(),
      ...pages.map((type) => singletonItem(S, type)),
      S.divider(),
      ...orderedTypes.map((type) => orderedList(S, type)),
      faqItems(S),
      S.documentTypeListItem('legalPage'),
      // What the Leads tool offers when an editor replies to a lead.
      orderedList(S, 'leadReply'),
      S.divider(),
      // The translators' view: English that is missing or older than its Spanish. A document opens
      // beside the list (the pane's child), so the list stays in view.
      S.listItem()
        .id('translations')
        .title('Translations')
        .icon(TranslateIcon)
        .child(
          S.component(TranslationsPane)
            .id('translations')
            .title('Translations')
            .child((id, {params}) =>
              S.document()
                .documentId(id)
                .schemaType(params.type ?? ''),
            ),
        ),
    ])
}
