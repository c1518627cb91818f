import {hosted, lakeApiHost, previewSiteUrl} from './env'

/** Where a hosted project's site runs when SANITY_STUDIO_PREVIEW_URL is not set: `npm start`. */
export const localSite = 'http://localhost:3000'

/** The site reading the lake said where it is when it connected (`GET /lake/site`). */
export async function siteOfTheLake(): Promise<string> {
  const response = await fetch(`${lakeApiHost()}/lake/site`)
  if (!response.ok) throw new Error(((await response.json()) as {error?: {description?: string}}).error?.description)
  return ((await response.json()) as {url: string}).url
}

/**
 * The site the Studio works beside: its preview, and its leads. On hosted Sanity, its public address
 * (set at build time); on the lake, unless set, the site that reads the lake.
 */
export const siteOrigin = async (): Promise<string> => previewSiteUrl ?? (hosted ? localSite : siteOfTheLake())
