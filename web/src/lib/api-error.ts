/** The API's one error body (docs/api-errors.md), as the server sends it and the browser reads it. */
export type ApiErrorBody = { error: string; message: string; fields?: Record<string, string> }

/** The visitor-facing message of an API error body, or undefined when the body is not one. */
export function apiErrorMessage(body: unknown): string | undefined {
  const message = (body as Partial<ApiErrorBody> | null)?.message
  return typeof body === 'object' && typeof message === 'string' ? message : undefined
}
