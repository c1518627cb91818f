import {createSchema} from 'sanity'
import {describe, expect, it} from 'vitest'

import {schemaTypes} from '../../schemas'
import {fixtureDocuments} from '../../seed/fixtures'
import {sourceDigest} from '../../schemas/lib/source-digest'
import {translationStatus, type SchemaNode} from './translation-status'

const schema = createSchema({name: 'test', types: schemaTypes})
const typeOf = (name: string) => schema.get(name) as unknown as SchemaNode

describe('translationStatus', () => {
  const current = sourceDigest('Disponible 24/7')

  it('names missing and outdated English by the titles the Studio shows', () => {
    const service = {
      _id: 'service-chatbots',
      _type: 'service',
      title: {_type: 'localeString', es: 'Chatbots', en: 'Chatbots'},
      badge: {_type: 'localeString', es: 'Disponible 24/7', en: 'Always on', enSource: sourceDigest('Disponible')},
      tagline: {_type: 'localeString', es: 'Atienden solos.'},
    }
    expect(translationStatus(service, typeOf('service'), 'en')).toEqual({
      missing: ['Tagline'],
      outdated: ['Badge'],
    })
  })

  it('takes a translation made from the current Spanish, or from before digests were kept, as current', () => {
    const service = {
      _type: 'service',
      badge: {_type: 'localeString', es: 'Disponible 24/7', en: 'Always on', enSource: current},
      title: {_type: 'localeString', es: 'Chatbots', en: 'Chatbots'},
    }
    expect(translationStatus(service, typeOf('service'), 'en')).toEqual({missing: [], outdated: []})
  })

  it('names nested fields and array items by title and position', () => {
    const page = {
      _type: 'aboutPage',
      seo: {_type: 'seo', title: {_type: 'localeString', es: 'Nosotros'}},
      highlights: [
        {_key: 'a', _type: 'benefitCard', title: {_type: 'localeString', es: 'Uno', en: 'One'}},
        {_key: 'b', _type: 'benefitCard', title: {_type: 'localeString', es: 'Dos', en: ' '}},
      ],
      // Nothing to translate: no Spanish either.
      quote: {text: {_type: 'localeText'}},
    }
    expect(translationStatus(page, typeOf('aboutPage'), 'en').missing).toEqual([
      'SEO › Title',
      'Highlights › 2 › Title',
    ])
  })

  it('finds nothing missing or outdated in the fixtures', () => {
    const found = fixtureDocuments
      .filter((document) => !document._type.startsWith('sanity.'))
      .flatMap((document) => {
        const {missing, outdated} = translationStatus(document, typeOf(document._type), 'en')
        return [...missing, ...outdated].map((label) => `${document._id}: ${label}`)
      })
    expect(found).toEqual([])
  })
})
