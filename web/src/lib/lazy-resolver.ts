import type { FieldValues, Resolver } from 'react-hook-form'

/**
 * A form resolver loaded on the form's first validation: the schema and zod stay out of the page's
 * first chunks (decision 0008) and arrive while the visitor is still typing or on submit.
 */
export function lazyResolver<Input extends FieldValues, Output = Input>(
  load: () => Promise<Resolver<Input, unknown, Output>>,
): Resolver<Input, unknown, Output> {
  let resolver: Promise<Resolver<Input, unknown, Output>> | undefined
  return async (values, context, options) => {
    resolver ??= load()
    return (await resolver)(values, context, options)
  }
}
