import { z } from 'zod'

/**
 * The only place that reads process.env. Parsed once at start-up; a bad value stops the process
 * with a message that names the variable.
 */
const optionalString = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional()

const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback)

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  PORT: port(3000),
  SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  LAKE_PORT: port(0),
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
  SANITY_API_VERSION: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date like 2025-02-19')
    .default('2025-02-19'),
})

export type SanityConfig =
  | { mode: 'hosted'; projectId: string; dataset: string; token?: string; apiVersion: string }
  | { mode: 'embedded'; dataset: string; apiVersion: string }

export type Env = {
  nodeEnv: 'development' | 'production' | 'test'
  host: string
  port: number
  /** Public origin used for canonical and alternate links; no trailing slash. */
  siteUrl: string
  logLevel: string
  dataDir: string
  lakePort: number
  sanity: SanityConfig
}

export class EnvError extends Error {
  override name = 'EnvError'
}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = schema.safeParse(source)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new EnvError(`Invalid environment configuration:\n${problems.join('\n')}`)
  }
  const value = parsed.data
  const sanity: SanityConfig = value.SANITY_PROJECT_ID
    ? {
        mode: 'hosted',
        projectId: value.SANITY_PROJECT_ID,
        dataset: value.SANITY_DATASET,
        token: value.SANITY_API_TOKEN,
        apiVersion: value.SANITY_API_VERSION,
      }
    : { mode: 'embedded', dataset: value.SANITY_DATASET, apiVersion: value.SANITY_API_VERSION }
  return {
    nodeEnv: value.NODE_ENV,
    host: value.HOST,
    port: value.PORT,
    siteUrl: (value.SITE_URL ?? `http://localhost:${value.PORT}`).replace(/\/+$/, ''),
    logLevel: value.LOG_LEVEL,
    dataDir: value.DATA_DIR,
    lakePort: value.LAKE_PORT,
    sanity,
  }
}
