import {describe, expect, it} from 'vitest'

import {fixtureDocuments} from '../../seed/fixtures'
import {missingTranslations} from './missing-translations'

describe('missingTranslations', () => {
  it('lists localized fields with Spanish and no English, by path', () => {
    const document = {
      _id: 'service-chatbots',
      _type: 'service',
      title: {_type: 'localeString', es: 'Chatbots', en: 'Chatbots'},
      badge: {_type: 'localeString', es: 'Disponible 24/7'},
      bullets: {_type: 'localeStringList', es: ['a'], en: []},
      steps: [
        {_key: 'a', title: {_type: 'localeString', es: 'Uno', en: 'One'}},
        {_key: 'b', title: {_type: 'localeString', es: 'Dos', en: '  '}},
      ],
      // Nothing to translate: no Spanish either.
      note: {_type: 'localeText'},
    }
    expect(missingTranslations(document, 'en')).toEqual(['badge', 'bullets', 'steps[2].title'])
  })

  it('finds nothing missing in the fixtures', () => {
    const missing = fixtureDocuments.flatMap((document) =>
      missingTranslations(document, 'en').map((path) => `${document._id}: ${path}`),
    )
    expect(missing).toEqual([])
  })
})
