import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'

/**
 * react-hook-form resolver for a zod schema (the project has no @hookform/resolvers): the first
 * issue per field becomes that field's error, its message unchanged.
 */
export function zodResolver<T extends FieldValues>(schema: z.ZodType<T>): Resolver<T> {
  return async (values) => {
    const parsed = schema.safeParse(values)
    if (parsed.success) return { values: parsed.data, errors: {} }
    const errors: Record<string, { type: string; message: string }> = {}
    for (const issue of parsed.error.issues)
      errors[issue.path.join('.')] ??= { type: issue.code, message: issue.message }
    return { values: {}, errors: errors as FieldErrors<T> }
  }
}
