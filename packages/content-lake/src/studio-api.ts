import { LakeError } from './errors'

/**
 * The answers to the Studio's start-up calls: who the user is, what the project and its datasets
 * are, and what the user may do. Every user has every right: the local user (Node scripts with the
 * token) and the editor each signed-in browser is, so presence and History tell editors apart.
 */

/** Who makes a request, as the transaction log, presence and `/users` name them. */
export type Editor = { id: string; name: string }

export const localEditor: Editor = { id: 'p-local', name: 'Local editor' }

/**
 * An editor's id carries their name, so `/users/<id>` names the author of every transaction in the
 * log, whenever it was made and whichever lake process made it; the same name is the same editor.
 */
export const editorNamed = (name: string): Editor => ({
  id: `p-editor-${Buffer.from(name).toString('base64url')}`,
  name,
})

const editorById = (id: string): Editor => {
  const name = /^p-editor-([\w-]+)$/.exec(id)?.[1]
  return name === undefined ? localEditor : { id, name: Buffer.from(name, 'base64url').toString('utf8') }
}

/** The user `/users/me` describes to an editor. */
export const userOf = ({ id, name }: Editor) => ({
  id,
  name,
  email: 'editor@localhost',
  profileImage: null,
  provider: 'local',
  role: 'administrator',
  roles: [{ name: 'administrator', title: 'Administrator' }],
})

/** A user as `/users/<ids>` describes one (history authors, presence): a display name, not a name. */
const userById = (id: string) => ({ id, displayName: editorById(id).name, imageUrl: null })

const createdAt = '2025-01-01T00:00:00.000Z'

export function project(projectId: string) {
  return {
    id: projectId,
    displayName: 'Local content lake',
    studioHost: null,
    organizationId: null,
    isBlocked: false,
    isDisabled: false,
    isDisabledByUser: false,
    createdAt,
    metadata: {},
    maxRetentionDays: 3650,
    members: [
      {
        id: localEditor.id,
        role: 'administrator',
        roles: userOf(localEditor).roles,
        isRobot: false,
        isCurrentUser: true,
        createdAt,
      },
    ],
    features: [],
  }
}

export const datasets = (dataset: string) => [
  { name: dataset, aclMode: 'public', createdAt, createdByUserId: localEditor.id },
]

/** Grants: read and write everything, drafts included. */
export const grants = [
  { filter: '_id in path("**")', permissions: ['read', 'create', 'update', 'history', 'editHistory'] },
]

type Pair = { key: string; value: unknown }

/**
 * The Studio's start-up and housekeeping calls, by method and path after the API version. The
 * user's key-value store (which announcements were seen, and the like) lives as long as the lake.
 * Returns undefined for anything else: the router answers that with a 404 naming the endpoint.
 */
export function createStudioApi(projectId: string, dataset: string) {
  const keyValues = new Map<string, unknown>()
  const fixed: Record<string, unknown> = {
    [`/projects/${projectId}`]: project(projectId),
    [`/projects/${projectId}/datasets`]: datasets(dataset),
    // Vision's dataset picker asks the project's API host, which on the lake is this one.
    '/datasets': datasets(dataset),
    [`/projects/${projectId}/datasets/${dataset}/acl`]: grants,
    '/acl': grants,
    // Only consulted for the right to deploy a Studio, which the lake has no use for.
    [`/projects/${projectId}/grants`]: {},
    [`/projects/${projectId}/user-applications`]: [],
    [`/projects/${projectId}/features`]: [],
    '/features': [],
    '/intake/telemetry-status': { status: 'denied' },
    '/ping': { message: 'PONG' },
    // Help › Diagnostics asks where the Studio is reached from; the lake does not know the country.
    '/geoip/country': { isoCode: null },
    // The help menu's links and news come from Sanity: none here (nor the Studio's built-in links to
    // sanity.io, which it shows only when this call fails), so Help offers what works offline.
    '/help': {},
  }
  /** `editor`: who asks; undefined without a credential, whom Sanity answers with an empty user. */
  return (method: string, path: string, body: () => Promise<unknown>, editor?: Editor): Promise<unknown> | unknown => {
    if (method === 'GET' && path === '/users/me') return editor === undefined ? {} : userOf(editor)
    // The Studio's check of who is signed in (the workspace menu asks it too).
    if (method === 'GET' && path === '/auth/id') return editor === undefined ? {} : { id: editor.id }
    if (method === 'GET' && path in fixed) return fixed[path]
    // Sanity's in-product messages (trials, upgrade offers): none here, which the Studio reads as "nothing to show".
    if (method === 'GET' && path.startsWith('/journey/')) return null
    if (method === 'GET' && path.startsWith('/users/me/keyvalue/')) {
      const keys = path.slice('/users/me/keyvalue/'.length).split(',').map(decodeURIComponent)
      return keys.map((key) => ({ key, value: keyValues.get(key) ?? null }))
    }
    if (method === 'PUT' && path === '/users/me/keyvalue') {
      return body().then((pairs) => {
        if (!Array.isArray(pairs)) throw new LakeError(400, 'validationError', 'Send [{ key, value }, ...]')
        for (const { key, value } of pairs as Pair[]) keyValues.set(key, value)
        return pairs
      })
    }
    // The Studio's "newer version available" check (pointed here by studio/offline-build.ts): the
    // lake knows no newer version than the one the Studio asks about.
    const version = /^\/modules\/[^/]+\/[^/]+\/\^([^/]+)\/t\d+$/.exec(decodeURIComponent(path))
    if (method === 'GET' && version) return { latest: version[1], packageVersion: version[1] }
    if (method === 'GET' && /^\/users\/[^/]+$/.test(path)) {
      const ids = path.slice('/users/'.length).split(',').map(decodeURIComponent)
      return ids.length > 1 ? ids.map(userById) : userById(ids[0]!)
    }
    return undefined
  }
}
