import type { CheerioAPI } from 'cheerio'
import type { BusinessKind } from '../model'
import { clues, schemaKinds, type Known } from './business-clues'
import { plain, visibleText } from './util'

/** Fewer clues than this (a heading counts three) say too little: the site is "other". */
const minClues = 3

function structuredTypes($: CheerioAPI): string[] {
  const types: string[] = []
  const collect = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(collect)
    if (!node || typeof node !== 'object') return
    const record = node as Record<string, unknown>
    for (const type of [record['@type']].flat()) if (typeof type === 'string') types.push(type)
    if (record['@graph']) collect(record['@graph'])
  }
  $('script[type="application/ld+json"]').each((_, element) => {
    try {
      collect(JSON.parse($(element).text()))
    } catch {
      // Broken JSON-LD says nothing about the business.
    }
  })
  $('[itemtype]').each((_, element) => void types.push(($(element).attr('itemtype') ?? '').split('/').pop() ?? ''))
  return types
}

/** A page's words without its navigation: a menu item («Menú», «Tienda», «Citas») is how a site is organised, not what it sells. */
const ownText = ($: CheerioAPI, selector: string) =>
  plain(visibleText($, selector, (element) => element.name === 'nav' || element.attribs.role === 'navigation'))

const count = (pattern: RegExp, within: string) => within.match(pattern)?.length ?? 0

/** Clues per kind: the home page's title, description and headings count three times, every page's text once. */
function clueCounts(pages: CheerioAPI[]): Record<Known, number> {
  const [home] = pages
  const headline = home
    ? `${plain(`${home('title').text()} ${home('meta[name="description" i]').attr('content') ?? ''}`)} ${ownText(home, 'h1, h2')}`
    : ''
  const text = pages.map(($) => ownText($, 'body')).join(' ')
  return Object.fromEntries(
    (Object.keys(clues) as Known[]).map((kind) => [kind, 3 * count(clues[kind], headline) + count(clues[kind], text)]),
  ) as Record<Known, number>
}

/**
 * The kind the home page's title names, other than a shop: «Dulce María Repostería» is a bakery
 * however many «productos» and «carrito» its catalogue shows, since any business may sell online. A
 * title that names a shop's trade too («Florería Camelia - Flores y Obras Funerarias») keeps the shop.
 */
function titledTrade(pages: CheerioAPI[], counts: Record<Known, number>): Known | undefined {
  const title = pages[0] ? plain(pages[0]('title').text()) : ''
  if (count(clues.shop, title) > 0) return undefined
  const named = (Object.keys(clues) as Known[]).filter(
    (kind) => kind !== 'shop' && counts[kind] >= minClues && count(clues[kind], title) > 0,
  )
  return named.length === 1 ? named[0] : undefined
}

/**
 * The kind of business a site is for. Its first schema.org type that names a kind decides (the
 * words choose when the type fits several). Otherwise its words do: the kind with the most clues,
 * if it has at least three and no other kind has as many; a tie or weak clues make it "other".
 */
export function businessKind(pages: CheerioAPI[]): BusinessKind {
  const counts = clueCounts(pages)
  const types = pages.flatMap(structuredTypes)
  for (const type of types) {
    const candidates = schemaKinds.find(([pattern]) => pattern.test(type))?.[1]
    if (candidates) return candidates.reduce((best, kind) => (counts[kind] > counts[best] ? kind : best))
  }
  const [first, second] = (Object.entries(counts) as [Known, number][]).sort((a, b) => b[1] - a[1])
  const kind = first![1] >= minClues && first![1] > second![1] ? first![0] : 'other'
  return (kind === 'shop' && titledTrade(pages, counts)) || kind
}
