import type {PresentationPluginOptions} from 'sanity/presentation'

import {enableDraftModePath} from '../../web/src/app/draft-mode'
import {hosted, previewSiteUrl} from '../env'
import {localSite, siteOfTheLake} from '../site-origin'

/**
 * The preview opens the site's draft mode with the secret the Studio just stored
 * (docs/decisions/0015). Sharing previews with people outside the Studio stays off.
 */
export const previewUrl: PresentationPluginOptions['previewUrl'] = {
  initial: previewSiteUrl ?? (hosted ? localSite : siteOfTheLake),
  previewMode: {enable: enableDraftModePath, shareAccess: false},
}
