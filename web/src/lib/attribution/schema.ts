import { z } from 'zod'
import { pathMaxLength, utmKeys, utmMaxLength, type UtmKey } from './limits'

/** A site path: printable URL characters only, so no CR/LF reaches a log or an export. */
export const sitePath = z
  .string()
  .max(pathMaxLength)
  .regex(/^\/[\w\-.~/%!$&'()*+,;=:@]*$/)

/** A part that fails its check is dropped; the rest of the request stands. */
const dropIfBad = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined)

/** Printable: no control or format characters, no lone surrogates. */
const tag = dropIfBad(
  z
    .string()
    .trim()
    .min(1)
    .max(utmMaxLength)
    .regex(/^\P{C}*$/u),
)

const utm = z.object(Object.fromEntries(utmKeys.map((key) => [key, tag])) as Record<UtmKey, typeof tag>)

/**
 * The attribution a form sends (attribution.ts), checked on the server with the request it came
 * with. Unknown keys are dropped, and so is anything malformed: a bad part, or a bad attribution as a
 * whole, never costs the visitor their request.
 */
export const attributionSchema = dropIfBad(
  z.object({
    page: dropIfBad(sitePath),
    referrerHost: dropIfBad(
      z
        .string()
        .max(253)
        .regex(/^[\w.-]+$/)
        .toLowerCase(),
    ),
    utm: dropIfBad(utm),
  }),
)

export type Attribution = NonNullable<z.output<typeof attributionSchema>>
