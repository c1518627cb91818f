import { createClient, type SanityClient } from '@sanity/client'
import { fixtureDocuments } from '../../seed/fixtures'
import type { ContentName, ContentResults } from '../src/content/content-types'
import {
  aboutPageQuery,
  chatbotsPageQuery,
  contactPageQuery,
  homePageQuery,
  layoutQuery,
  legalPageQuery,
  notFoundPageQuery,
  servicesPageQuery,
  voiceAssistantsPageQuery,
  webDesignPageQuery,
} from '../src/content/queries'
import type { Language } from '../src/i18n/language'
import type { Env } from './env.server'
import { startLake } from './lake/lake'

const registry: Record<ContentName, { query: string; params?: Record<string, string> }> = {
  layout: { query: layoutQuery },
  home: { query: homePageQuery },
  services: { query: servicesPageQuery },
  webDesign: { query: webDesignPageQuery },
  chatbots: { query: chatbotsPageQuery },
  voiceAssistants: { query: voiceAssistantsPageQuery },
  about: { query: aboutPageQuery },
  contact: { query: contactPageQuery },
  privacy: { query: legalPageQuery, params: { key: 'privacy' } },
  terms: { query: legalPageQuery, params: { key: 'terms' } },
  notFound: { query: notFoundPageQuery },
}

export type ContentSource = {
  mode: Env['sanity']['mode']
  fetch: <N extends ContentName>(name: N, language: Language) => Promise<ContentResults[N]>
  close: () => Promise<void>
}

/**
 * Hosted Sanity when a project id is configured, else the local content lake started here.
 * Both go through the same client and the same queries; only the client's configuration differs.
 */
export async function createContentSource(env: Env): Promise<ContentSource> {
  const { sanity } = env
  let client: SanityClient
  let close = async () => {}
  if (sanity.mode === 'hosted') {
    client = createClient({
      projectId: sanity.projectId,
      dataset: sanity.dataset,
      apiVersion: sanity.apiVersion,
      token: sanity.token,
      useCdn: !sanity.token,
      perspective: 'published',
    })
  } else {
    const lake = await startLake({ documents: fixtureDocuments, dataset: sanity.dataset, port: env.lakePort })
    close = lake.close
    client = createClient({
      apiHost: lake.url,
      useProjectHostname: false,
      projectId: 'local',
      dataset: sanity.dataset,
      apiVersion: sanity.apiVersion,
      useCdn: false,
      perspective: 'published',
    })
  }
  return {
    mode: sanity.mode,
    fetch: (name, language) => {
      const { query, params } = registry[name]
      return client.fetch(query, { ...params, lang: language })
    },
    close,
  }
}
