import type {
  AccessPage,
  ErasureReason,
  Funnel,
  LeadDetail,
  LeadEvent,
  LeadFilters,
  LeadItem,
  LeadPage,
  LeadStatus,
  ReplyChannel,
} from './leads-types'

/** What a change of status, follow-up or owner answers: its event, unless nothing changed. */
type LeadChange = {changed: boolean; event?: LeadEvent}

/** Why a call failed, as the tool tells the editor (leads-texts.ts has a sentence for each). */
export type LeadsProblem = 'unauthorized' | 'not-found' | 'unreachable' | 'no-token' | 'failed'

export class LeadsApiError extends Error {
  constructor(readonly problem: LeadsProblem) {
    super(problem)
  }
}

/** Gives the bearer credential for the next call: the lake's editor assertion or the Sanity token. */
export type Credential = () => Promise<string>

/**
 * On the lake: the signed-in browser's session (an HttpOnly cookie of the lake's origin) cannot go
 * to the site, so the lake vouches for the editor with a short-lived signed assertion, fetched again
 * a minute before it expires.
 */
export function lakeCredential(lakeOrigin: string): Credential {
  let cached: {assertion: string; renewAt: number} | undefined
  return async () => {
    if (cached && Date.now() < cached.renewAt) return cached.assertion
    const response = await fetch(`${lakeOrigin}/lake/editor-assertion`, {credentials: 'include'}).catch(() => {
      throw new LeadsApiError('unreachable')
    })
    if (!response.ok) throw new LeadsApiError(response.status === 401 ? 'unauthorized' : 'failed')
    const {assertion, expiresAt} = (await response.json()) as {assertion: string; expiresAt: string}
    cached = {assertion, renewAt: Date.parse(expiresAt) - 60_000}
    return assertion
  }
}

/** On hosted Sanity: the signed-in user's own token, which the site checks with Sanity. */
export const tokenCredential =
  (token: string | undefined): Credential =>
  async () => {
    if (!token) throw new LeadsApiError('no-token')
    return token
  }

/** The editor's time zone, in which the funnel's weeks and the export's dates are counted. */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

const searchOf = (filters: LeadFilters, extra: Record<string, string | undefined> = {}) => {
  const entries = Object.entries({...filters, ...extra}).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
  )
  return new URLSearchParams(entries.map(([key, value]) => [key === 'query' ? 'q' : key, value])).toString()
}

/** The site's leads API for the signed-in editor, whose language the export's headers speak. */
export function leadsApi(origin: () => Promise<string>, credential: Credential, language: 'es' | 'en' = 'es') {
  async function call(path: string, init: RequestInit = {}): Promise<Response> {
    const [base, bearer] = await Promise.all([origin(), credential()])
    const response = await fetch(`${base}/api/leads${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${bearer}`,
        ...(init.body ? {'content-type': 'application/json'} : {}),
        ...init.headers,
      },
    }).catch(() => {
      throw new LeadsApiError('unreachable')
    })
    if (response.ok) return response
    if (response.status === 401) throw new LeadsApiError('unauthorized')
    if (response.status === 404) throw new LeadsApiError('not-found')
    throw new LeadsApiError('failed')
  }
  const json = async <T>(path: string, init?: RequestInit) => (await (await call(path, init)).json()) as T
  const post = (body: unknown): RequestInit => ({method: 'POST', body: JSON.stringify(body)})

  return {
    /** "Due today" is today in the editor's zone. */
    list: (filters: LeadFilters, before?: string) =>
      json<LeadPage>(`?${searchOf(filters, {before, tz: filters.due ? timeZone() : undefined})}`),
    detail: (id: string) => json<LeadDetail>(`/${encodeURIComponent(id)}`),
    funnel: (from: string) => json<Funnel>(`/funnel?${new URLSearchParams({from, tz: timeZone()})}`),
    setStatus: (id: string, status: LeadStatus) =>
      json<LeadChange>(`/${encodeURIComponent(id)}/status`, post({status})),
    /** `null` clears it. */
    setFollowUp: (id: string, at: Date | null) =>
      json<LeadChange>(`/${encodeURIComponent(id)}/follow-up`, post({at: at?.toISOString() ?? null})),
    /** `null`: nobody. */
    setOwner: (id: string, owner: string | null) => json<LeadChange>(`/${encodeURIComponent(id)}/owner`, post({owner})),
    /** One person: every lead of the lead's contact (newest first) and their history. */
    contact: (id: string) => json<{leads: LeadItem[]; events: LeadEvent[]}>(`/${encodeURIComponent(id)}/contact`),
    /** Joins `other`'s person to the lead's; they take the lead's status. */
    merge: (id: string, other: string) => json<LeadChange>(`/${encodeURIComponent(id)}/merge`, post({with: other})),
    /** Gives the lead a contact of its own. */
    split: (id: string) => json<LeadChange>(`/${encodeURIComponent(id)}/split`, post({})),
    /** Whom a lead may be assigned to. */
    owners: async () => (await json<{owners: string[]}>('/owners')).owners,
    /** A note; with `channel`, the reply the editor sent the person there. */
    addNote: (id: string, note: string, channel?: ReplyChannel) =>
      json<LeadEvent>(`/${encodeURIComponent(id)}/notes`, post({note, channel})),
    erase: async (id: string, reason: ErasureReason) => {
      await call(`/${encodeURIComponent(id)}?reason=${reason}`, {method: 'DELETE'})
    },
    /** Who read, exported or erased leads, newest first, a page at a time. */
    accessRecord: (before?: string) =>
      json<AccessPage>(`/access-record${before ? `?${new URLSearchParams({before})}` : ''}`),
    /** A file the editor opens or saves: the CSV of the filtered list, a report as sent. */
    file: async (path: 'export.csv' | `${string}/report.html` | `${string}/report.pdf`, filters: LeadFilters = {}) =>
      (
        await call(`/${path}${path === 'export.csv' ? `?${searchOf(filters, {lang: language, tz: timeZone()})}` : ''}`)
      ).blob(),
  }
}

export type LeadsApi = ReturnType<typeof leadsApi>
