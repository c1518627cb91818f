/**
 * Who a credential belongs to could not be said: the service that knows (hosted Sanity's
 * `users/me`, the lake's sessions) did not answer in time, or answered an error. The Leads API
 * answers 503, never 401: the editor is not signed out, only not checked.
 */
export class IdentityUnavailableError extends Error {
  override name = 'IdentityUnavailableError'
}

/** Why a request did not get an answer: a timeout, or the network's code (fetch puts it in `cause`). */
export const failure = (error: unknown) =>
  (error as { cause?: { code?: string } }).cause?.code ?? (error instanceof Error ? error.name : 'Error')
