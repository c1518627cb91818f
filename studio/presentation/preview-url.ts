import type {PresentationPluginOptions} from 'sanity/presentation'

import {enableDraftModePath} from '../../web/src/app/draft-mode'
import {hosted, lakeApiHost, previewSiteUrl} from '../env'

/** Where a hosted project's site runs when SANITY_STUDIO_PREVIEW_URL is not set: `npm start`. */
const localSite = 'http://localhost:3000'

/** The site reading the lake said where it is when it connected (`GET /lake/site`). */
async function siteOfTheLake(): Promise<string> {
  const response = await fetch(`${lakeApiHost()}/lake/site`)
  if (!response.ok) throw new Error(((await response.json()) as {error?: {description?: string}}).error?.description)
  return ((await response.json()) as {url: string}).url
}

/**
 * The preview opens the site's draft mode with the secret the Studio just stored
 * (docs/decisions/0015). Sharing previews with people outside the Studio stays off.
 */
export const previewUrl: PresentationPluginOptions['previewUrl'] = {
  initial: previewSiteUrl ?? (hosted ? localSite : siteOfTheLake),
  previewMode: {enable: enableDraftModePath, shareAccess: false},
}
