import path from 'node:path'
import type { LakeDocument, LakeOptions } from 'content-lake'
import type { ContentEnv } from './content-env'
import { languageIds } from './languages'

/** The lake's folder: documents, uploads, certificate and the editors' token (DATA_DIR/lake). */
export const lakeDir = (env: Pick<ContentEnv, 'dataDir'>) => path.resolve(env.dataDir, 'lake')

/**
 * The one lake configuration the site, `npm run studio` and the seed's scripts share. Only the
 * seed gives it fixtures: the site and the Studio open the content the seed left, or none.
 * npm scripts run from the repository's root, where the built Studio is.
 */
export const lakeOptions = (env: ContentEnv, fixtures?: readonly LakeDocument[]): LakeOptions => ({
  documents: fixtures,
  dataset: env.sanity.dataset,
  port: env.lakePort,
  dir: lakeDir(env),
  studioDir: path.resolve('studio/dist'),
  historyDays: env.lakeHistoryDays,
  languages: languageIds,
})
