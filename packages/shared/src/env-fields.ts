import { z } from 'zod'

/** Environment values as zod reads them: an empty string is no value. */
export const optionalString = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional()

export const optionalUrl = (protocol: RegExp) => optionalString.pipe(z.url({ protocol }).optional())

/** `https://studio.example.com`: a scheme, a host and maybe a port, nothing after. */
export const isOrigin = (value: string) =>
  URL.canParse(value) && /^https?:$/.test(new URL(value).protocol) && new URL(value).origin === value

export const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback)

export class EnvError extends Error {
  override name = 'EnvError'
}

/** Parses `source` with `schema`; a bad value throws an EnvError that names every bad variable. */
export function parseEnv<T extends z.ZodType>(schema: T, source: Record<string, string | undefined>): z.output<T> {
  const parsed = schema.safeParse(source)
  if (parsed.success) return parsed.data
  const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
  throw new EnvError(`Invalid environment configuration:\n${problems.join('\n')}`)
}

/** For entry points (the server, `npm run studio`, `npm run seed`): a bad variable stops with its name. */
export function loadOrExit<T>(load: () => T): T {
  try {
    return load()
  } catch (error) {
    if (!(error instanceof EnvError)) throw error
    console.error(error.message)
    process.exit(1)
  }
}
