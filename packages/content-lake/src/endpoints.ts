import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { endSession, type Access } from './access'
import {
  getDocuments,
  getDocumentsAt,
  getQuery,
  getTransactions,
  listenTo,
  postActions,
  postImage,
  postMutations,
  postQuery,
} from './data-routes'
import { assetImage, mediaImage } from './image-routes'
import {
  editorAssertion,
  sessionState,
  login,
  newLoginCode,
  projectPage,
  registerSite,
  reseed,
  signInPage,
  siteOrigin,
  status,
} from './lake-routes'
import { liveEvents } from './live-events'
import type { Call, LakeContext } from './call'
import { studioPage } from './static'
import {
  answer,
  currentUser,
  datasetList,
  grants,
  moduleVersion,
  projectInfo,
  readKeyValues,
  signedInId,
  users,
  writeKeyValues,
} from './studio-api'

type Http = {
  method: 'GET' | 'POST' | 'PUT'
  path: string
  access: Access
  handler: (call: Call) => unknown
}
type Socket = {
  method: 'WEBSOCKET'
  path: string
  access: Access
  upgrade: (context: LakeContext, request: IncomingMessage, socket: Duplex, head: Buffer) => void
}

/**
 * One endpoint: its method, its path (`{name}` one segment, `{name*}` the rest, `{version}` an API
 * version, `{project}` and `{dataset}` the lake's own, else 404), who may call it (access.ts), and
 * what answers. The lake's README lists the same rows (a unit test keeps the two the same).
 */
export type Endpoint = Http | Socket

const v = '/v{version}'

/** Every endpoint the lake serves, first match first; anything else answers 404. */
export const endpoints: readonly Endpoint[] = [
  // Documents, by Sanity's data API.
  { method: 'GET', path: `${v}/data/query/{dataset}`, access: 'reader', handler: getQuery },
  { method: 'POST', path: `${v}/data/query/{dataset}`, access: 'reader', handler: postQuery },
  { method: 'GET', path: `${v}/data/doc/{dataset}/{ids}`, access: 'reader', handler: getDocuments },
  { method: 'GET', path: `${v}/data/listen/{dataset}`, access: 'reader', handler: listenTo },
  { method: 'POST', path: `${v}/data/mutate/{dataset}`, access: 'editor', handler: postMutations },
  { method: 'POST', path: `${v}/data/actions/{dataset}`, access: 'editor', handler: postActions },
  {
    method: 'GET',
    path: `${v}/data/history/{dataset}/transactions/{ids}`,
    access: 'reader',
    handler: getTransactions,
  },
  { method: 'GET', path: `${v}/data/history/{dataset}/documents/{ids}`, access: 'reader', handler: getDocumentsAt },
  {
    method: 'GET',
    path: `${v}/data/references/{dataset}/documents/{id}/to`,
    access: 'anyone',
    // References from other datasets: the lake has one dataset, so there are none.
    handler: answer({ totalCount: 0, references: [] }),
  },
  { method: 'GET', path: `${v}/data/ping/{dataset}`, access: 'anyone', handler: answer({ message: 'PONG' }) },
  {
    method: 'GET',
    path: `${v}/data/live/events/{dataset}`,
    access: 'anyone',
    handler: ({ context, response }) => liveEvents(context.store, response),
  },
  { method: 'POST', path: `${v}/assets/images/{dataset}`, access: 'editor', handler: postImage },
  {
    method: 'WEBSOCKET',
    path: `${v}/socket/{dataset}`,
    access: 'browser',
    upgrade: (context, request, socket, head) => context.presence.upgrade(request, socket, head),
  },

  // The Studio's start-up and housekeeping calls (studio-api.ts).
  { method: 'GET', path: `${v}/users/me`, access: 'reader', handler: currentUser },
  { method: 'GET', path: `${v}/users/me/keyvalue/{keys}`, access: 'anyone', handler: readKeyValues },
  { method: 'PUT', path: `${v}/users/me/keyvalue`, access: 'editor', handler: writeKeyValues },
  { method: 'GET', path: `${v}/users/{ids}`, access: 'anyone', handler: users },
  { method: 'GET', path: `${v}/auth/id`, access: 'reader', handler: signedInId },
  {
    method: 'POST',
    path: `${v}/auth/logout`,
    access: 'anyone',
    handler: ({ request, response, context }) => endSession(request, response, context.sessions),
  },
  {
    method: 'GET',
    path: `${v}/projects/{project}`,
    access: 'anyone',
    handler: projectInfo,
  },
  {
    method: 'GET',
    path: `${v}/projects/{project}/datasets`,
    access: 'anyone',
    handler: datasetList,
  },
  {
    method: 'GET',
    path: `${v}/projects/{project}/datasets/{dataset}/acl`,
    access: 'anyone',
    handler: answer(grants),
  },
  // Only consulted for the right to deploy a Studio, which the lake has no use for.
  { method: 'GET', path: `${v}/projects/{project}/grants`, access: 'anyone', handler: answer({}) },
  { method: 'GET', path: `${v}/projects/{project}/user-applications`, access: 'anyone', handler: answer([]) },
  { method: 'GET', path: `${v}/projects/{project}/features`, access: 'anyone', handler: answer([]) },
  // Vision's dataset picker asks the project's API host, which on the lake is this one.
  {
    method: 'GET',
    path: `${v}/datasets`,
    access: 'anyone',
    handler: datasetList,
  },
  { method: 'GET', path: `${v}/acl`, access: 'anyone', handler: answer(grants) },
  { method: 'GET', path: `${v}/features`, access: 'anyone', handler: answer([]) },
  { method: 'GET', path: `${v}/intake/telemetry-status`, access: 'anyone', handler: answer({ status: 'denied' }) },
  { method: 'GET', path: `${v}/ping`, access: 'anyone', handler: answer({ message: 'PONG' }) },
  // Help › Diagnostics asks where the Studio is reached from; the lake does not know the country.
  { method: 'GET', path: `${v}/geoip/country`, access: 'anyone', handler: answer({ isoCode: null }) },
  // The help menu's links and news come from Sanity: none here (nor the Studio's built-in links to
  // sanity.io, which it shows only when this call fails), so Help offers what works offline.
  { method: 'GET', path: `${v}/help`, access: 'anyone', handler: answer({}) },
  // Sanity's in-product messages (trials, upgrade offers): none, which the Studio reads as "nothing to show".
  { method: 'GET', path: `${v}/journey/{rest*}`, access: 'anyone', handler: answer(null) },
  { method: 'GET', path: `${v}/modules/{rest*}`, access: 'anyone', handler: moduleVersion },

  // The lake's own (lake-routes.ts).
  { method: 'GET', path: '/lake/status', access: 'anyone', handler: status },
  { method: 'POST', path: '/lake/seed', access: 'editor', handler: reseed },
  { method: 'POST', path: '/lake/login-codes', access: 'editor', handler: newLoginCode },
  { method: 'GET', path: '/lake/login', access: 'anyone', handler: login },
  { method: 'GET', path: '/lake/sign-in', access: 'anyone', handler: signInPage },
  { method: 'GET', path: '/lake/project', access: 'anyone', handler: projectPage },
  { method: 'PUT', path: '/lake/site', access: 'editor', handler: registerSite },
  { method: 'GET', path: '/lake/site', access: 'anyone', handler: siteOrigin },
  { method: 'GET', path: '/lake/editor-assertion', access: 'browser', handler: editorAssertion },
  { method: 'GET', path: '/lake/sessions/{handle}', access: 'editor', handler: sessionState },

  // Images as Sanity's CDN serves them (image-routes.ts).
  { method: 'GET', path: '/images/{project}/{dataset}/{file}', access: 'anyone', handler: assetImage },
  { method: 'GET', path: '/media/{file}', access: 'anyone', handler: mediaImage },

  // The built Studio, when the lake serves one (static.ts); its client-side routes included.
  { method: 'GET', path: '/{path*}', access: 'studio', handler: studioPage },
]
