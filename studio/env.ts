import {defaultLakePort, lakeStudioUrl} from 'content-lake/address'

/**
 * Where the Studio reads and writes content. Shared by sanity.config.ts (bundled for the browser,
 * where Sanity inlines `SANITY_STUDIO_*` variables at build time) and sanity.cli.ts (run by Node).
 *
 * Without SANITY_STUDIO_PROJECT_ID the Studio works against the local content lake (no account,
 * no internet); the project id is then only a name. Set the variables to connect a hosted project
 * instead.
 */
export const projectId = process.env.SANITY_STUDIO_PROJECT_ID || 'local'
export const dataset = process.env.SANITY_STUDIO_DATASET || 'production'

export const hosted = Boolean(process.env.SANITY_STUDIO_PROJECT_ID)

/**
 * The lake's origin, where the Studio sends everything it loads (studio/lake-client.ts), or
 * undefined for hosted Sanity. A Studio served by the lake itself (over https from a localhost
 * name) calls the origin that served it, whatever its port: the one host whose certificate the
 * editor accepted. SANITY_STUDIO_API_HOST names another.
 */
export function lakeApiHost(): string | undefined {
  if (process.env.SANITY_STUDIO_API_HOST) return process.env.SANITY_STUDIO_API_HOST
  if (hosted) return undefined
  const page = typeof window === 'undefined' ? undefined : window.location
  if (page?.protocol === 'https:' && /(^|\.)localhost$/.test(page.hostname)) return page.origin
  return lakeStudioUrl(defaultLakePort)
}

/**
 * The site the Presentation tool previews. On hosted Sanity, its public address (set at build
 * time); on the lake, unless set, the site that reads the lake (studio/presentation/preview-url.ts).
 */
export const previewSiteUrl = process.env.SANITY_STUDIO_PREVIEW_URL || undefined
