import { LakeError, notFound } from './errors'
import { readJson, sendJson } from './http'
import type { Call } from './call'
import { editorById, localEditor, type Editor } from './editor'

/**
 * The answers to the Studio's start-up calls: who the user is, what the project and its datasets
 * are, and what the user may do. Every user has every right: the local user (Node scripts with the
 * token) and the editor each signed-in browser is, so presence and History tell editors apart.
 */

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

function project(projectId: string) {
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

const datasets = (dataset: string) => [{ name: dataset, aclMode: 'public', createdAt, createdByUserId: localEditor.id }]

/** Grants: read and write everything, drafts included. */
export const grants = [
  { filter: '_id in path("**")', permissions: ['read', 'create', 'update', 'history', 'editHistory'] },
]

type Pair = { key: string; value: unknown }

/**
 * The Studio's start-up and housekeeping calls (endpoints.ts lists them). `editor`: who asks;
 * undefined without a credential, whom Sanity answers with an empty user.
 */
export const currentUser = ({ editor, response }: Call) => sendJson(response, 200, editor ? userOf(editor) : {})

/** The Studio's check of who is signed in (the workspace menu asks it too). */
export const signedInId = ({ editor, response }: Call) => sendJson(response, 200, editor ? { id: editor.id } : {})

/** A user as `/users/<ids>` describes them: one, or a list for several ids. */
export function users({ params, response }: Call) {
  const ids = params.ids!.split(',').map(decodeURIComponent)
  return sendJson(response, 200, ids.length > 1 ? ids.map(userById) : userById(ids[0]!))
}

export function readKeyValues({ context, params, response }: Call) {
  const keys = params.keys!.split(',').map(decodeURIComponent)
  return sendJson(
    response,
    200,
    keys.map((key) => ({ key, value: context.keyValues.get(key) ?? null })),
  )
}

export async function writeKeyValues({ context, request, response }: Call) {
  const pairs = await readJson<unknown>(request)
  if (!Array.isArray(pairs)) throw new LakeError(400, 'validationError', 'Send [{ key, value }, ...]')
  for (const { key, value } of pairs as Pair[]) context.keyValues.set(key, value)
  return sendJson(response, 200, pairs)
}

/**
 * The Studio's "newer version available" check (pointed here by studio/offline-build.ts): the lake
 * knows no newer version than the one the Studio asks about.
 */
export function moduleVersion({ url, response }: Call) {
  const version = /^\/v[^/]+\/modules\/[^/]+\/[^/]+\/\^([^/]+)\/t\d+$/.exec(decodeURIComponent(url.pathname))?.[1]
  if (version === undefined) throw notFound(`GET ${url.pathname}`)
  return sendJson(response, 200, { latest: version, packageVersion: version })
}

export const projectInfo = ({ context, response }: Call) => sendJson(response, 200, project(context.projectId))

export const datasetList = ({ context, response }: Call) => sendJson(response, 200, datasets(context.dataset))

/** A fixed answer, whatever the call. */
export const answer =
  (value: unknown) =>
  ({ response }: Call) =>
    sendJson(response, 200, value)
