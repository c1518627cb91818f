/** The API's one error body (docs/api-errors.md), as the server sends it and the browser reads it. */
export type ApiErrorBody = { error: string; message: string; fields?: Record<string, string> }

/**
 * The body as our API's error body, or undefined when it is not one (an empty answer, a proxy's
 * HTML page, another service's JSON): only then is its `message` ours, in the visitor's language.
 */
export function apiError(body: unknown): ApiErrorBody | undefined {
  const candidate = body as Partial<ApiErrorBody> | null
  return typeof body === 'object' && typeof candidate?.error === 'string' && typeof candidate.message === 'string'
    ? (candidate as ApiErrorBody)
    : undefined
}
