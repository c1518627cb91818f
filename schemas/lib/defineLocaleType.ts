import {TranslateIcon} from '@sanity/icons/Translate'
import {defineField, defineType, type FieldDefinition} from 'sanity'

import {languages} from '../constants'
import {sourceDigestField} from './source-digest'

/**
 * Everything of a language field except what the factory derives from the language itself.
 * Distributive, so each kind of field keeps its own options (`rows`, `of`, ...).
 */
type LanguageField = FieldDefinition extends infer Field
  ? Field extends unknown
    ? Omit<Field, 'name' | 'title' | 'fieldset' | 'description'>
    : never
  : never

interface LocaleTypeOptions {
  name: `locale${string}`
  title: string
  /** The value kept per language: every language gets the same input. */
  field: LanguageField
}

/**
 * The one place that turns the `languages` list into an object type, so adding a language is a
 * change to constants.ts only. The `locale` name prefix is load-bearing: @sanity/language-filter's
 * default filter only hides fields of object types whose name starts with "locale".
 */
export function defineLocaleType({name, title, field}: LocaleTypeOptions) {
  return defineType({
    name,
    title,
    type: 'object',
    icon: TranslateIcon,
    fields: [
      ...languages.map((language) =>
        defineField({
          ...field,
          name: language.id,
          title: language.title,
          // Spanish is what visitors get when a translation is missing, so say so where it is typed.
          description: language.isDefault ? 'Also shown to visitors of a language that has no translation.' : undefined,
        }),
      ),
      ...languages
        .filter((language) => !language.isDefault)
        .map((language) =>
          defineField({name: sourceDigestField(language.id), type: 'string', hidden: true, readOnly: true}),
        ),
    ],
  })
}
