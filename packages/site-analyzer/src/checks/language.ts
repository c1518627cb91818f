import type { CheerioAPI } from 'cheerio'
import { isTag, type AnyNode, type Element } from 'domhandler'
import type { Verdict } from '../model'
import { eachVisible, placeOf, placedExamples, textOf, verdict, visibleText } from './util'

type Language = 'es' | 'en'

/**
 * The short words every sentence of a language is made of, and only of that language (`a`, `no`,
 * `me` belong to both and are left out). Brand names and dishes («The Coffee Factory», «Happy
 * hour») carry almost none of them, so they do not make a Spanish sentence English.
 */
const stopWords: Record<Language, Set<string>> = {
  es: new Set(
    'el la los las de del y que en por con para una es su sus al lo como más pero este esta estos estas sin sobre también hay donde muy nuestro nuestra nuestros nuestras tu tus le les se ya cuando desde todo todos son está están hasta porque nosotros ofrecemos'.split(
      ' ',
    ),
  ),
  en: new Set(
    'the and of to in is are for with on at by from our your you we this that it be or as an was will can all more about have has not but they their us my what which who its into than out get'.split(
      ' ',
    ),
  ),
}

/** Ours: a block needs this many words, and this many of one language's short words, to be judged at all. */
const blockMinimum = { words: 4, stopWords: 2 }
/** Ours: text in another language is worth telling when there are this many blocks of it. */
const foreignMinimum = { blocks: 2, words: 12 }

/** Elements that hold a run of text; only the innermost are read, so no text counts twice. */
const blocks = new Set('p li h1 h2 h3 h4 h5 h6 td th dd dt figcaption blockquote caption label summary div'.split(' '))

/** A block's language, when its short words say so clearly (twice as many of one as of the other). */
export function blockLanguage(text: string): Language | undefined {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? []
  if (words.length < blockMinimum.words) return undefined
  const es = words.filter((word) => stopWords.es.has(word)).length
  const en = words.filter((word) => stopWords.en.has(word)).length
  if (es >= blockMinimum.stopWords && es > 2 * en) return 'es'
  if (en >= blockMinimum.stopWords && en > 2 * es) return 'en'
  return undefined
}

/** The language a page is written in, when its words say so clearly. */
export const writtenLanguage = ($: CheerioAPI): Language | undefined => blockLanguage(visibleText($, 'body'))

/** The language a page's `lang` declares (`es-MX` → `es`), lower case; empty when it declares none. */
const declaredLanguage = ($: CheerioAPI) => ($('html').attr('lang') ?? '').split('-')[0]!.trim().toLowerCase()

/**
 * The `lang` check: a page must declare its language, and the one it is written in: a template's
 * `lang="en"` over a Spanish page makes Google and screen readers take it for English.
 */
export function langVerdict($: CheerioAPI, home: CheerioAPI): Verdict {
  const lang = ($('html').attr('lang') ?? '').trim()
  const written = writtenLanguage(home)
  const contradicted = written !== undefined && /^(es|en)$/.test(declaredLanguage($)) && declaredLanguage($) !== written
  const wellFormed = /^[a-z]{2,3}(-[a-z0-9]+)*$/i.test(lang)
  return verdict('lang', wellFormed && !contradicted ? 'pass' : 'fail', 'medium', {
    lang,
    written: contradicted ? written : 'none',
  })
}

/**
 * Text in a language other than the page's: half a menu in English on a Spanish page. The page's
 * language is its `lang` when that is Spanish or English and its words do not contradict it (then
 * the `lang` is what is wrong, `langVerdict`), else the language most of its words are in; text
 * marked with a `lang` of its own is left alone. Pages in other languages are not judged.
 */
export function mixedLanguage($: CheerioAPI): Verdict | undefined {
  const written = writtenLanguage($)
  const said = declaredLanguage($)
  const declared = said === written || written === undefined || !/^(es|en)$/.test(said) ? said : written
  const found: Element[] = []
  eachVisible(
    $('body').toArray(),
    (node) => void (isTag(node) && blocks.has(node.name) && found.push(node)),
    (element) => element.attribs.lang !== undefined,
  )
  // The innermost blocks: every block marks its ancestors as holding one (each ancestor once).
  const holders = new Set<AnyNode>()
  for (const element of found) {
    for (let parent = element.parent; parent && !holders.has(parent); parent = parent.parent) holders.add(parent)
  }
  // What Google shows of the page, its title and description, is read as two blocks more.
  const shown = [
    { text: $('title').first().text().replace(/\s+/g, ' ').trim(), place: 'title' as const },
    {
      text: ($('meta[name="description" i]').attr('content') ?? '').replace(/\s+/g, ' ').trim(),
      place: 'description' as const,
    },
  ]
  const read = [
    ...found
      .filter((element) => !holders.has(element))
      .map((element) => ({ text: textOf($, element), place: placeOf($, element) })),
    ...shown,
  ]
    .map((block) => ({ ...block, language: blockLanguage(block.text), words: block.text.split(' ').length }))
    .filter((block) => block.language !== undefined)
  const wordsIn = (language: Language) =>
    read.filter((block) => block.language === language).reduce((sum, block) => sum + block.words, 0)
  if (declared && declared !== 'es' && declared !== 'en') return undefined
  if (!declared && read.length === 0) return undefined
  const page: Language =
    declared === 'es' || declared === 'en' ? declared : wordsIn('es') >= wordsIn('en') ? 'es' : 'en'
  const foreign = read.filter((block) => block.language !== page)
  const mixed = foreign.length >= foreignMinimum.blocks && wordsIn(page === 'es' ? 'en' : 'es') >= foreignMinimum.words
  return verdict('mixedLanguage', mixed ? 'warn' : 'pass', 'medium', {
    count: foreign.length,
    page,
    ...placedExamples(foreign.map(({ text, place }) => ({ text, place }))),
  })
}
