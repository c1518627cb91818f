import { fixtureDocuments } from '../../seed/fixtures'
import type { Language } from '../../web/src/i18n/language'
import { paths, type PageId } from '../../web/src/paths'

/** Expected copy comes from the same fixtures the server renders, never retyped here. */
type Localized = { es: string; en?: string }

function documentById(id: string): Record<string, unknown> {
  const document = fixtureDocuments.find((candidate) => candidate._id === id)
  if (!document) throw new Error(`fixture ${id} missing`)
  return document
}

function localized(value: unknown, language: Language): string {
  const field = value as Localized
  return field[language] ?? field.es
}

function heroTitle(id: string, language: Language): string {
  const hero = documentById(id).hero as { title: Localized }
  return localized(hero.title, language)
}

/** The text of each page's h1 in a language. */
export function expectedHeading(page: PageId, language: Language): string {
  switch (page) {
    case 'home': {
      const hero = documentById('homePage').hero as Record<string, Localized>
      return ['titleLead', 'titleHighlight', 'titleTrail'].map((key) => localized(hero[key], language)).join(' ')
    }
    case 'privacy':
    case 'terms':
      return localized(documentById(`legal-${page}`).title, language)
    case 'notFound':
      return localized(documentById('notFoundPage').title, language)
    default:
      return heroTitle(`${page}Page`, language)
  }
}

/** A localized field of a fixture document, by its path (`['cta', 'text']`), in a language. */
export function fixtureCopy(id: string, path: readonly string[], language: Language): string {
  const value = path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], documentById(id))
  return localized(value, language)
}

export const pageRoutes = Object.entries(paths) as [Exclude<PageId, 'notFound'>, string][]

export function siteSettings() {
  return documentById('siteSettings') as { brandName: string; email: string; phone: string; bookingUrl30: string }
}
