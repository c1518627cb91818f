import type {CustomValidatorResult, RuleDef, ValidationContext} from 'sanity'

import {defaultLanguage, languages, type Language} from '../constants'

/** A localized value as stored: one entry per language id, any of them possibly missing. */
export type LocaleValue = Partial<Record<Language, unknown>> & {_type?: string}

const defaultLanguageTitle = languages.find((language) => language.id === defaultLanguage)?.title

function hasContent(value: unknown): boolean {
  if (typeof value === 'string') return value.trim().length > 0
  return Array.isArray(value) && value.length > 0
}

/**
 * Spanish is the fallback of every other language, so a localized field without it renders
 * nothing anywhere. `required()` catches the absent object; the custom rule catches `{_type}`
 * objects (what the Studio leaves behind after clearing the inputs).
 */
export function requiredLocale<R extends RuleDef<R, unknown>>(rule: R): R {
  return rule
    .required()
    .custom((value: LocaleValue | undefined) =>
      value === undefined || hasContent(value[defaultLanguage]) ? true : `${defaultLanguageTitle} is required`,
    )
}

/** Runs `check` on every language that has a value and reports the first problem, naming the language. */
function eachLanguage(check: (value: unknown) => string | undefined) {
  return (value: LocaleValue | undefined): CustomValidatorResult => {
    for (const language of languages) {
      const problem = value?.[language.id] === undefined ? undefined : check(value[language.id])
      if (problem) return `${language.title}: ${problem}`
    }
    return true
  }
}

/** Length bounds per language, as a warning: search engines truncate, they do not reject. */
export function localeLength({min, max}: {min?: number; max?: number}) {
  return <R extends RuleDef<R, unknown>>(rule: R): R =>
    rule
      .custom(
        eachLanguage((text) => {
          const length = typeof text === 'string' ? text.trim().length : 0
          if (min !== undefined && length < min) return `${length} characters, at least ${min} recommended`
          if (max !== undefined && length > max) return `${length} characters, at most ${max} recommended`
          return undefined
        }),
      )
      .warning()
}

/** A localized list whose every language must hold exactly `count` items (layouts are built for it). */
export function localeListCount(count: number) {
  return <R extends RuleDef<R, unknown>>(rule: R): R =>
    rule.custom(
      eachLanguage((items) =>
        Array.isArray(items) && items.length !== count
          ? `needs exactly ${count} items, has ${items.length}`
          : undefined,
      ),
    )
}

/**
 * For lists the page layout is designed around (4 cards, 5 steps, ...): another count is allowed
 * but warned about. `field` names the array inside a section object; without it the value is the array.
 */
export function expectItems(count: number, field?: string) {
  return <R extends RuleDef<R, unknown>>(rule: R) =>
    rule
      .custom((value: unknown) => {
        const items = field ? (value as Record<string, unknown> | undefined)?.[field] : value
        if (!Array.isArray(items) || items.length === count) return true
        return `The page layout is designed for ${count} items, this has ${items.length}`
      })
      .warning()
}

/**
 * Rejects a value that another document of the same type already uses (drafts and release
 * versions of this same document do not count).
 */
export function uniqueAmongType(field: string) {
  return async (value: unknown, context: ValidationContext): Promise<CustomValidatorResult> => {
    const document = context.document
    if (value === undefined || value === null || !document) return true
    const published = document._id.replace(/^(drafts|versions\.[^.]+)\./, '')
    const client = context.getClient({apiVersion: '2025-02-19'})
    const taken = await client.fetch<number>(
      `count(*[_type == $type && ${field} == $value && !sanity::versionOf($published)])`,
      {type: document._type, value, published},
    )
    return taken === 0 ? true : `Another ${document._type} already uses "${String(value)}"`
  }
}
