import { authorization, readToken, tokenFile } from './credential'
import { lakeAnswers } from './connect'

/** A lake another process runs, as Node scripts (seed, export, tests' helpers) reach it. */
export type RunningLake = {
  url: string
  /** The editors' credential, for clients that set it themselves (`@sanity/client`'s `token`). */
  token: string
  /** `fetch` against the lake with the credential: writes need it, reads accept it. */
  fetch: (route: string, init?: RequestInit) => Promise<Response>
}

/**
 * The one way Node scripts talk to a running lake: its plain HTTP side on loopback, with the token
 * from `<lakeDir>/token`. Undefined when no lake answers on the port.
 */
export async function runningLake({ port, dir }: { port: number; dir: string }): Promise<RunningLake | undefined> {
  if (!(await lakeAnswers(port))) return undefined
  const token = await readToken(dir)
  if (!token) {
    throw new Error(
      `A content lake answers on port ${port}, but ${tokenFile(dir)} does not exist: it keeps its data in another DATA_DIR.`,
    )
  }
  const url = `http://127.0.0.1:${port}`
  return {
    url,
    token,
    fetch: (route, init = {}) =>
      fetch(`${url}${route}`, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), ...authorization(token) },
      }),
  }
}
