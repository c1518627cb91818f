import {languageFilter} from '@sanity/language-filter'
import {esESLocale} from '@sanity/locale-es-es'
import {defineConfig} from 'sanity'
import {presentationTool} from 'sanity/presentation'
import {structureTool} from 'sanity/structure'
import {visionTool} from '@sanity/vision'

import {languages, singletonTypes} from '../schemas/constants'
import {schemaTypes} from '../schemas'
import {dataset, hosted, lakeApiHost, projectId} from './env'
import {lakeClient} from './lake-client'
import {leadsPlugin} from './leads/leads-plugin'
import {NavbarWithLocale} from './locale-choice'
import {commentsEnabled, lakeFeatures} from './lake-features'
import {locations} from './presentation/locations'
import {previewUrl} from './presentation/preview-url'
import {structure} from './structure'
import {TranslationBadge} from './translations/translation-badge'
import {TranslationInput} from './translations/translation-input'

const singletons = new Set<string>(singletonTypes)

/** A singleton that could be deleted, unpublished or copied would leave the page without content. */
const forbiddenSingletonActions = new Set(['delete', 'duplicate', 'unpublish'])

const apiHost = lakeApiHost()

/**
 * Named explicitly: @sanity/language-filter 5.0.23 merges its default `documentTypes: []` into the
 * options its form filter reads, which switches the filter off when the option is left out.
 */
const localizedDocumentTypes = schemaTypes.filter(({type}) => type === 'document').map(({name}) => name)

export default defineConfig({
  name: 'default',
  title: 'Agency content',
  projectId,
  dataset,
  ...(apiHost ? {apiHost} : {}),
  ...(hosted ? {} : {unstable_clientFactory: lakeClient}),
  ...lakeFeatures,
  // With no choice stored, the Studio speaks the last locale listed: English stays the default, and
  // an editor picks Español in the bar's language choice (kept in their browser).
  i18n: {
    ...lakeFeatures.i18n,
    locales: (locales) => [...locales.filter(({id}) => id !== 'en-US'), ...locales.filter(({id}) => id === 'en-US')],
  },
  plugins: [
    structureTool({structure}),
    // The site beside the document, showing drafts as they are typed; click a text to edit it.
    presentationTool({previewUrl, resolve: {locations}}),
    // Every language selected by default; a translator can hide Spanish to see only the English
    // inputs. It filters by field name inside the locale* types, which are built from this list.
    languageFilter({
      supportedLanguages: languages.map(({id, title}) => ({id, title})),
      documentTypes: localizedDocumentTypes,
    }),
    // GROQ against the same dataset, for developers checking a query.
    visionTool({defaultApiVersion: '2025-02-19'}),
    // The agency's leads, from the site's lead store (docs/leads-api.md).
    leadsPlugin(),
    // The Studio in Spanish too (the bar's language choice); English stays the default.
    esESLocale(),
  ],
  schema: {
    types: schemaTypes,
    // Without a template there is no "create" entry for singletons anywhere; the structure opens
    // their one fixed-id document instead.
    templates: (templates) => templates.filter(({schemaType}) => !singletons.has(schemaType)),
  },
  // While Spanish is hidden each English input shows its Spanish; every English edit records the
  // Spanish it was made from, which is how the Translations list knows what is outdated.
  form: {components: {input: TranslationInput}},
  studio: {components: {navbar: NavbarWithLocale}},
  document: {
    comments: {enabled: commentsEnabled},
    badges: (badges) => [...badges, TranslationBadge],
    actions: (actions, {schemaType}) =>
      singletons.has(schemaType)
        ? actions.filter(({action}) => !action || !forbiddenSingletonActions.has(action))
        : actions,
    newDocumentOptions: (options) => options.filter(({templateId}) => !singletons.has(templateId)),
  },
})
