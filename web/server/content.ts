import { imageCacheDir } from 'content-lake/images'
import { createClient, type ClientConfig, type SanityClient } from '@sanity/client'
import { watchPublished, type ContentEvent } from './content-watch'
import { keepLastGood, type ContentLog } from './last-good-content'
import type { ContentName, ContentResults } from '../src/content/content-types'
import { contentRegistry } from '../src/content/registry'
import type { Language } from '../src/i18n/language'
import type { SanityConfig } from 'shared/content-env'
import { lakeDir, lakeOptions } from 'shared/lake'
import type { Env } from './env.server'
import { previewContent, type PreviewContent } from './draft-mode/preview-content'
import { lakeStudioUrl } from 'content-lake/address'
import { authorization, connectLake, type LakeConnection, lakeFilesDir, readToken } from 'content-lake'

export type ContentSource = {
  mode: Env['sanity']['mode']
  /** Answered from the last good read while the store does not answer (`last-good-content.ts`). */
  fetch: <N extends ContentName>(name: N, language: Language) => Promise<ContentResults[N]>
  /** Whether the last read was answered from memory because the store did not answer. */
  stale?: () => boolean
  /** Follows changes to published content (the store's listener); returns the unsubscribe. */
  watch: (onEvent: (event: ContentEvent) => void) => () => void
  /** Drafts for the Studio's previews, when they are possible (`previewFor`). */
  preview?: PreviewContent
  close: () => Promise<void>
}

/**
 * How long a page waits for hosted Sanity before it is answered from the last good content: a
 * request gets 5 s and is tried twice more (the client's own back-off), not its default five. The
 * lake runs on this machine: a slow answer there is a loaded machine, and it is waited for.
 */
const patience = { timeout: 5_000, maxRetries: 2 }

/**
 * The client's configuration: the only thing that differs between hosted Sanity and the lake.
 * `useProjectHostname: false` makes @sanity/client call `apiHost` as given: the local lake's own
 * address, or a hosted project's API origin when it is not Sanity's (a stand-in), which then
 * answers the CDN's reads too.
 */
export function clientConfig(sanity: SanityConfig, lakeUrl?: string): ClientConfig {
  const shared = { dataset: sanity.dataset, apiVersion: sanity.apiVersion, perspective: 'published' as const }
  if (sanity.mode === 'hosted') {
    const { projectId, token, apiOrigin } = sanity
    const host = apiOrigin ? { apiHost: apiOrigin, useProjectHostname: false } : {}
    return { ...shared, ...patience, ...host, projectId, token, useCdn: !token }
  }
  return { ...shared, projectId: 'local', apiHost: lakeUrl, useProjectHostname: false, useCdn: false }
}

/** Where the site's /media route finds the lake's images: the seed's and editors' uploads (embedded mode only). */
export const uploadsDir = (env: Env) => (env.sanity.mode === 'embedded' ? lakeFilesDir(lakeDir(env)) : undefined)
/** Resized images, shared with the lake (`content-lake/images`). */
export const mediaCacheDir = (env: Env) => imageCacheDir(lakeDir(env))

/**
 * Draft previews (docs/decisions/0015). On the lake, always: drafts are read with the editors'
 * credential, the Studio is the lake's own address unless SANITY_STUDIO_URL says otherwise, and
 * the site tells the lake its origin, which the Studio's Presentation tool frames. Hosted Sanity
 * needs SANITY_STUDIO_URL and a token that may read drafts.
 */
async function previewFor(env: Env, client: SanityClient, lake?: LakeConnection) {
  if (env.sanity.mode === 'hosted') {
    const { token } = env.sanity
    return env.studioUrl && token ? previewContent(client, token, new URL(env.studioUrl).origin) : undefined
  }
  const token = lake && (await readToken(lakeDir(env)))
  if (!lake || !token) return undefined
  await fetch(`${lake.url}/lake/site`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...authorization(token) },
    body: JSON.stringify({ url: new URL(env.siteUrl).origin }),
  })
  return previewContent(client, token, new URL(env.studioUrl ?? lakeStudioUrl(lake.port)).origin)
}

/**
 * Hosted Sanity when a project id is configured, else the local content lake: started here on the
 * content the seed left in DATA_DIR (`npm start` runs it first), or the one already running on
 * LAKE_PORT (`npm run studio` may have started it). Every page request
 * queries the lake, so a published edit shows on the next request; while the store does not
 * answer, pages are served from the last content it gave, and `log` hears when that starts and ends.
 */
export async function createContentSource(env: Env, log: ContentLog): Promise<ContentSource> {
  const lake = env.sanity.mode === 'embedded' ? await connectLake(lakeOptions(env)) : undefined
  const client = createClient(clientConfig(env.sanity, lake?.url))
  const { fetch, stale } = keepLastGood((name, language) => {
    const { query, params } = contentRegistry[name]
    return client.fetch(query, { ...params, lang: language })
  }, log)
  return {
    mode: env.sanity.mode,
    fetch,
    stale,
    watch: (onEvent) => watchPublished(client, onEvent),
    preview: await previewFor(env, client, lake),
    close: async () => lake?.close(),
  }
}
