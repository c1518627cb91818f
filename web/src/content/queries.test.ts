import { describe, expect, it } from 'vitest'
import { fixtureDocuments } from '../../../seed/fixtures'
import type { LakeDocument } from 'content-lake'
import { runQuery } from 'content-lake/testing'
import { serviceKeys } from '../../../schemas/constants'
import { contentNames, type PageContent } from './content-types'
import { contentRegistry } from './registry'

type Result = Record<string, unknown> & { page?: Record<string, unknown> }

/** Pages with a singleton of their own (legal pages share one query; tested below). */
const pages = contentNames.filter((name): name is PageContent => !['layout', 'privacy', 'terms'].includes(name))

/** Runs a named content request over the seed dataset, as the server does through the lake. */
function run(name: keyof typeof contentRegistry, lang: string, documents = fixtureDocuments) {
  const { query, params } = contentRegistry[name]
  return runQuery(documents as LakeDocument[], query, { ...params, lang }) as Promise<Result>
}

/** Every string anywhere in a value, to check nothing came back untranslated or missing. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(strings)
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings)
  return []
}

describe('page queries over the seed dataset', () => {
  for (const id of pages) {
    it(`${id} returns its page in Spanish and in English`, async () => {
      const spanish = await run(id, 'es')
      const english = await run(id, 'en')
      expect(spanish.page).toBeTruthy()
      expect(english.page).toBeTruthy()
      expect((spanish.page?.seo as { title: string }).title).toBeTruthy()
      expect((english.page?.seo as { title: string }).title).not.toBe((spanish.page?.seo as { title: string }).title)
      expect(strings(english)).not.toContain('')
    })
  }

  it('the home page lists 3 five-star testimonials, 2 portfolio projects and its FAQ', async () => {
    const home = await run('home', 'en')
    const testimonials = home.testimonials as { rating: number }[]
    expect(testimonials).toHaveLength(3)
    expect(testimonials.every((item) => item.rating === 5)).toBe(true)
    expect(home.portfolio).toHaveLength(2)
    expect((home.faq as unknown[]).length).toBeGreaterThanOrEqual(5)
  })

  it('the services page lists the six services in order with three bullets each', async () => {
    const { services } = (await run('services', 'es')) as { services: { key: string; bullets: string[] }[] }
    expect(services.map((service) => service.key)).toEqual(serviceKeys)
    expect(services.every((service) => service.bullets.length === 3)).toBe(true)
  })

  it.each(['webDesign', 'chatbots', 'voiceAssistants'] as const)(
    'the %s page has a four-question FAQ',
    async (page) => {
      const result = await run(page, 'es')
      expect(result.faq).toHaveLength(4)
    },
  )

  it('legal pages are found by key with their Portable Text body', async () => {
    for (const name of ['privacy', 'terms'] as const) {
      const result = await run(name, 'en')
      expect(result.page?.title).toBeTruthy()
      expect((result.page?.body as unknown[]).length).toBeGreaterThan(3)
      expect(result.chrome).toBeTruthy()
    }
  })

  it('site settings carry contact channels and booking links', async () => {
    const layout = await run('layout', 'en')
    expect(layout.email).toMatch(/@/)
    expect(layout.phone).toMatch(/^\+503\d{8}$/)
    expect(layout.bookingUrl30).toMatch(/^https:\/\//)
    expect(layout.bookingUrl15).toMatch(/^https:\/\//)
  })
})

describe('Spanish fallback', () => {
  it('a missing English field shows the Spanish value, field by field', async () => {
    const documents = fixtureDocuments.map((document) => {
      if (document._id !== 'notFoundPage') return document
      const title = document.title as { es: string }
      return { ...document, title: { _type: 'localeString', es: title.es } }
    })
    const spanishTitle = ((await run('notFound', 'es')).page as { title: string }).title
    const result = (await run('notFound', 'en', documents)).page as Record<string, string>
    const englishOnly = (await run('notFound', 'en')).page as Record<string, string>
    expect(result.title).toBe(spanishTitle)
    expect(result.homeLabel).toBe(englishOnly.homeLabel)
    expect(result.homeLabel).not.toBe(((await run('notFound', 'es')).page as Record<string, string>).homeLabel)
  })
})
