import { LakeError } from './errors'

/**
 * The answers to the Studio's start-up calls: who the user is, what the project and its datasets
 * are, and what the user may do. The lake has one local user with every right.
 */
export const localUser = {
  id: 'p-local',
  name: 'Local editor',
  email: 'editor@localhost',
  profileImage: null,
  provider: 'local',
  role: 'administrator',
  roles: [{ name: 'administrator', title: 'Administrator' }],
}

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
        id: localUser.id,
        role: 'administrator',
        roles: localUser.roles,
        isRobot: false,
        isCurrentUser: true,
        createdAt,
      },
    ],
    features: [],
  }
}

export const datasets = (dataset: string) => [
  { name: dataset, aclMode: 'public', createdAt, createdByUserId: localUser.id },
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
    '/users/me': localUser,
    [`/projects/${projectId}`]: project(projectId),
    [`/projects/${projectId}/datasets`]: datasets(dataset),
    [`/projects/${projectId}/datasets/${dataset}/acl`]: grants,
    '/acl': grants,
    // Only consulted for the right to deploy a Studio, which the lake has no use for.
    [`/projects/${projectId}/grants`]: {},
    [`/projects/${projectId}/user-applications`]: [],
    [`/projects/${projectId}/features`]: [],
    '/features': [],
    '/intake/telemetry-status': { status: 'denied' },
    '/ping': { message: 'PONG' },
  }
  return (method: string, path: string, body: () => Promise<unknown>): Promise<unknown> | unknown => {
    if (method === 'GET' && path in fixed) return fixed[path]
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
    if (method === 'GET' && /^\/users\/[^/]+$/.test(path)) {
      const ids = path.slice('/users/'.length).split(',')
      return ids.length > 1 ? ids.map(() => localUser) : localUser
    }
    return undefined
  }
}
