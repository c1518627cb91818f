import { z } from 'zod'
import { defaultHistoryDays } from 'content-lake'
import { defaultLakePort } from 'content-lake/address'
import { isOrigin, optionalString, optionalUrl, parseEnv, port } from './env-fields'

/**
 * The environment's content settings: where content lives (hosted Sanity, or the local lake in
 * DATA_DIR) and how it is reached. The site's server reads them with the rest of its settings; the
 * Studio's and the seed's scripts read only these.
 */
export const contentEnvShape = {
  DATA_DIR: z.string().trim().min(1).default('./data'),
  LAKE_PORT: port(defaultLakePort),
  LAKE_HISTORY_DAYS: z.coerce.number().int().min(1).max(3650).default(defaultHistoryDays),
  SANITY_PROJECT_ID: optionalString.pipe(
    z
      .string()
      .regex(/^[a-z0-9-]+$/, 'lowercase letters, digits and dashes only')
      .optional(),
  ),
  SANITY_DATASET: z
    .string()
    .trim()
    .regex(/^[a-z0-9_-]{1,64}$/, 'lowercase letters, digits, "_" and "-" only')
    .default('production'),
  SANITY_API_TOKEN: optionalString,
  // Hosted Sanity's API for the project (content, its CDN, the listener, `users/me`), when not
  // https://<project>.api.sanity.io: the tests' local stand-in.
  SANITY_API_ORIGIN: optionalString.pipe(
    z.string().refine(isOrigin, 'an origin like https://abc123.api.sanity.io, without a path').optional(),
  ),
  // The Studio whose Presentation tool may frame draft previews; the lake's own address by default.
  SANITY_STUDIO_URL: optionalUrl(/^https?$/),
  SANITY_API_VERSION: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date like 2025-02-19')
    .default('2025-02-19'),
}

const contentSchema = z.object(contentEnvShape)

export type SanityConfig =
  | {
      mode: 'hosted'
      projectId: string
      dataset: string
      token?: string
      apiVersion: string
      /** The project's API, when not Sanity's own (`https://<projectId>.api.sanity.io`): a stand-in in tests. */
      apiOrigin?: string
    }
  | { mode: 'embedded'; dataset: string; apiVersion: string }

export type ContentEnv = {
  dataDir: string
  lakePort: number
  /** Days of transactions the lake keeps for the Studio's history. */
  lakeHistoryDays: number
  sanity: SanityConfig
  /**
   * The Studio whose Presentation tool may frame draft previews (docs/decisions/0015); on the lake
   * it defaults to the lake's own address. Hosted Sanity previews need it and a read token.
   */
  studioUrl?: string
}

/** The content settings out of values parsed with `contentEnvShape`. */
export function contentEnvFrom(value: z.output<typeof contentSchema>): ContentEnv {
  const sanity: SanityConfig = value.SANITY_PROJECT_ID
    ? {
        mode: 'hosted',
        projectId: value.SANITY_PROJECT_ID,
        dataset: value.SANITY_DATASET,
        token: value.SANITY_API_TOKEN,
        apiVersion: value.SANITY_API_VERSION,
        apiOrigin: value.SANITY_API_ORIGIN,
      }
    : { mode: 'embedded', dataset: value.SANITY_DATASET, apiVersion: value.SANITY_API_VERSION }
  return {
    dataDir: value.DATA_DIR,
    lakePort: value.LAKE_PORT,
    lakeHistoryDays: value.LAKE_HISTORY_DAYS,
    sanity,
    studioUrl: value.SANITY_STUDIO_URL,
  }
}

/** The content settings alone, for the Studio's and the seed's scripts. */
export const loadContentEnv = (source: Record<string, string | undefined> = process.env): ContentEnv =>
  contentEnvFrom(parseEnv(contentSchema, source))
