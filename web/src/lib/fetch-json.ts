/**
 * The generic data fetch helper of product §7.4: GET, parse JSON; a non-OK answer becomes an Error
 * with the status and the status text (5xx) or the body text (anything else).
 */
export async function fetchJson<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(path, { ...init, headers: { Accept: 'application/json', ...init?.headers } })
  if (!response.ok) {
    const detail = response.status >= 500 ? response.statusText : await response.text()
    throw new Error(`${response.status}: ${detail}`)
  }
  return (await response.json()) as T
}
