import { validateDocument, type ValidationClient } from '@sanity/validation'
import { evaluate, parse } from 'groq-js'
import { createSchema, type SanityDocument } from 'sanity'
import { describe, expect, it } from 'vitest'
import { faqPlacements, legalPageKeys, serviceKeys, singletonTypes } from '../schemas/constants'
import { schemaTypes } from '../schemas'
import { homeFaqAnswers, spanishClaims, websitePackage } from '../tests/support/seed/claims'
import { fixtureDocuments, type FixtureDocument } from './fixtures'

const byId = new Map(fixtureDocuments.map((document) => [document._id, document]))
const get = (id: string) => {
  const document = byId.get(id)
  if (!document) throw new Error(`no fixture ${id}`)
  return document
}
const content = fixtureDocuments.filter((document) => !document._type.startsWith('sanity.'))
const ofType = (type: string) => fixtureDocuments.filter((document) => document._type === type)

/** Every object in a value, with its path, depth first. */
function* objects(value: unknown, path = ''): Generator<[string, Record<string, unknown>]> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* objects(item, `${path}[${index}]`)
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    yield [path, record]
    for (const [key, child] of Object.entries(record)) yield* objects(child, path ? `${path}.${key}` : key)
  }
}

function* arrays(value: unknown, path = ''): Generator<[string, unknown[]]> {
  if (Array.isArray(value)) {
    yield [path, value]
    for (const [index, item] of value.entries()) yield* arrays(item, `${path}[${index}]`)
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) yield* arrays(child, path ? `${path}.${key}` : key)
  }
}

describe('schema rules', () => {
  const schema = createSchema({ name: 'default', types: schemaTypes })
  // The schemas' custom validators (unique service key) query the dataset; groq-js answers
  // them from the fixtures, so they run here exactly as in the Studio. Only fetch is used.
  const fetch = async (query: string, params: Record<string, unknown> = {}) =>
    (await evaluate(parse(query, { params }), { dataset: fixtureDocuments, params })).get()
  const client = {
    fetch,
    getDataUrl: () => '',
    observable: {},
    withConfig: () => client,
  } as unknown as ValidationClient

  it.each(content.map((document) => [document._id, document] as const))(
    '%s passes Sanity validation without errors or warnings',
    async (_id, document) => {
      const result = await validateDocument({
        document: document as SanityDocument,
        schema,
        client,
        getDocumentExists: async ({ id }) => byId.has(id),
      })
      const problems = result.markers.map((marker) => `${marker.level} at ${marker.path.join('.')}: ${marker.message}`)
      expect(problems).toEqual([])
      expect(result.status).toBe('passed')
    },
  )

  it('every reference points at a fixture document', () => {
    const dangling = content.flatMap((document) =>
      [...objects(document)]
        .filter(([, value]) => typeof value._ref === 'string' && !byId.has(value._ref))
        .map(([path, value]) => `${document._id} ${path} -> ${String(value._ref)}`),
    )
    expect(dangling).toEqual([])
  })

  it('every image asset is used by some document', () => {
    const used = new Set(content.flatMap((document) => [...objects(document)].map(([, value]) => value._ref)))
    expect(
      ofType('sanity.imageAsset')
        .filter((asset) => !used.has(asset._id))
        .map((asset) => asset._id),
    ).toEqual([])
  })

  it('array members of objects carry unique _keys', () => {
    const problems = content.flatMap((document) =>
      [...arrays(document)].flatMap(([path, items]) => {
        const keys = items
          .filter((item) => item && typeof item === 'object')
          .map((item) => (item as { _key?: unknown })._key)
        if (keys.length === 0) return []
        if (keys.some((key) => typeof key !== 'string' || !key)) return [`${document._id} ${path}: missing _key`]
        return new Set(keys).size === keys.length ? [] : [`${document._id} ${path}: duplicate _key`]
      }),
    )
    expect(problems).toEqual([])
  })
})

describe('localized values', () => {
  /** A string with text, or a non-empty list of them, or of Portable Text blocks with text. */
  const filled = (value: unknown): boolean => {
    if (typeof value === 'string') return value.trim().length > 0
    if (Array.isArray(value)) return value.length > 0 && value.every(filled)
    const children = (value as { children?: { text?: unknown }[] } | undefined)?.children
    return (
      Array.isArray(children) &&
      children
        .map((span) => span.text)
        .join('')
        .trim().length > 0
    )
  }

  it('have non-empty Spanish and English everywhere', () => {
    const problems = fixtureDocuments.flatMap((document) =>
      [...objects(document)]
        .filter(([, value]) => typeof value._type === 'string' && value._type.startsWith('locale'))
        .flatMap(([path, value]) =>
          (['es', 'en'] as const)
            .filter((language) => !filled(value[language]))
            .map((language) => `${document._id} ${path}.${language}`),
        ),
    )
    expect(problems).toEqual([])
  })

  it('lists have as many English items as Spanish ones', () => {
    const problems = fixtureDocuments.flatMap((document) =>
      [...objects(document)]
        .filter(([, value]) => value._type === 'localeStringList')
        .filter(([, value]) => (value.es as unknown[]).length !== (value.en as unknown[]).length)
        .map(([path]) => `${document._id} ${path}`),
    )
    expect(problems).toEqual([])
  })
})

describe('fixed ids (docs/content-model.md)', () => {
  it('are unique', () => {
    expect(byId.size).toBe(fixtureDocuments.length)
  })

  it('singletons use their type as id', () => {
    for (const type of singletonTypes) expect(ofType(type).map((document) => document._id)).toEqual([type])
  })

  it('services are service-<key>, one per key', () => {
    expect(ofType('service').map((document) => [document._id, document.key])).toEqual(
      serviceKeys.map((key) => [`service-${key}`, key]),
    )
  })

  it('testimonials, portfolio projects and legal pages', () => {
    expect(ofType('testimonial').map((document) => document._id)).toEqual([
      'testimonial-1',
      'testimonial-2',
      'testimonial-3',
    ])
    expect(ofType('portfolioProject').map((document) => document._id)).toHaveLength(2)
    for (const project of ofType('portfolioProject')) expect(project._id).toMatch(/^portfolio-[a-z0-9-]+$/)
    expect(ofType('legalPage').map((document) => [document._id, document.key])).toEqual(
      legalPageKeys.map((key) => [`legal-${key}`, key]),
    )
  })

  it('FAQ items are faq-<placement>-<n>, four per service page and at least five on the home page', () => {
    for (const placement of faqPlacements) {
      const items = ofType('faqItem').filter((document) => (document.placements as string[]).includes(placement))
      expect(items.map((item) => item._id)).toEqual(items.map((_, index) => `faq-${placement}-${index + 1}`))
      if (placement === 'home') expect(items.length).toBeGreaterThanOrEqual(5)
      else expect(items).toHaveLength(4)
    }
  })

  it('image assets follow Sanity’s image-<sha1>-<w>x<h>-<ext> scheme', () => {
    for (const asset of ofType('sanity.imageAsset')) {
      const { width, height } = (asset.metadata as { dimensions: { width: number; height: number } }).dimensions
      expect(asset._id).toBe(`image-${String(asset.sha1hash)}-${width}x${height}-${String(asset.extension)}`)
    }
  })
})

describe('the spec’s structure', () => {
  const field = (document: FixtureDocument, path: string) =>
    path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], document)
  const count = (id: string, path: string) => (field(get(id), path) as unknown[]).length

  it('has the counts of product §2', () => {
    expect(count('homePage', 'differentials.cards')).toBe(4)
    expect(count('homePage', 'howItWorks.steps')).toBe(4)
    expect(count('aboutPage', 'process.steps')).toBe(4)
    expect(count('aboutPage', 'highlights')).toBe(3)
    for (const id of ['webDesignPage', 'chatbotsPage']) expect(count(id, 'process.steps')).toBe(5)
    expect(count('voiceAssistantsPage', 'callFlow.steps')).toBe(5)
    expect(count('voiceAssistantsPage', 'technicalFeatures.cards')).toBe(6)
    expect(count('voiceAssistantsPage', 'industries.cards')).toBe(4)
    expect(count('chatbotsPage', 'channels.cards')).toBe(4)
    for (const project of ofType('portfolioProject'))
      expect((project.images as unknown[]).length).toBeGreaterThanOrEqual(2)
    expect(ofType('testimonial').map((testimonial) => testimonial.rating)).toEqual([5, 5, 5])
  })

  it('hides the service pages and the 404 page from search engines, and only those', () => {
    const hidden = content.filter((document) => field(document, 'seo.noIndex') === true).map((document) => document._id)
    expect(hidden.sort()).toEqual(['chatbotsPage', 'notFoundPage', 'voiceAssistantsPage', 'webDesignPage'])
  })

  it('uses the spec’s Spanish labels, booking ones as the style guide names the action', () => {
    for (const id of ['webDesignPage', 'chatbotsPage', 'voiceAssistantsPage', 'aboutPage']) {
      expect(field(get(id), 'cta.buttonLabel.es')).toBe('Agenda tu consulta gratis')
    }
    expect(field(get('notFoundPage'), 'title.es')).toBe('Página no encontrada')
    expect(field(get('siteSettings'), 'location.es')).toBe('El\u00a0Salvador y más allá')
  })
})

describe('product §1 claims in the Spanish copy', () => {
  /** Spanish text of a value: `es` of every localized object, span text of Portable Text. */
  const spanish = (value: unknown): string[] =>
    [...objects(value)]
      .filter(([, object]) => typeof object._type === 'string' && object._type.startsWith('locale'))
      .flatMap(([, object]) => [object.es].flat())
      .flatMap((item) =>
        typeof item === 'string'
          ? [item]
          : ((item as { children?: { text: string }[] }).children ?? []).map((span) => span.text),
      )
  const corpus = spanish(content).join('\n')

  it.each(spanishClaims)('states “%s”', (_claim, pattern) => {
    expect(corpus).toMatch(pattern)
  })

  it.each(websitePackage)('lists “%s” in the website package', (_item, pattern) => {
    const items = (get('webDesignPage').included as { items: { es: string[] } }).items.es
    expect(items.some((item) => pattern.test(item))).toBe(true)
  })

  it.each(homeFaqAnswers)('answers “%s” in the home FAQ', (_topic, pattern) => {
    expect(spanish(ofType('faqItem').filter((item) => item._id.startsWith('faq-home-'))).join('\n')).toMatch(pattern)
  })
})
