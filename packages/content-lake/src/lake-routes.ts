import { editorName, rememberedName, sessionOf, startSession } from './access'
import { sessionHandle } from './credential'
import { signEditorAssertion } from './editor-assertion'
import { LakeError } from './errors'
import { readJson, redirectToHttps, sendJson } from './http'
import { askName, localProject, loginSpent, signInNeeded } from './pages'
import type { LakeDocument } from './lake-document'
import type { Call } from './call'

/**
 * The lake's own endpoints (`/lake/…`, endpoints.ts). For `npm run seed`: whether editors changed
 * anything since the fixtures were loaded, and loading them again (refused over editors' changes
 * unless forced). For `npm run studio`: a one-time login code naming the editor if given a name,
 * the address that trades it for the browser's session cookie (asking the name once when the code
 * has none), and the page that says how to sign in again after signing out. For the workspace
 * menu, the page about the local project. For the Studio's Presentation tool: the site that reads
 * this lake (it says so when it connects), which the preview frames. For the Studio's Leads tool:
 * the signed-in editor's assertion, which the site's Leads API accepts (editor-assertion.ts), and
 * whether the session an assertion names is still signed in.
 */

export const status = ({ context: { store }, response }: Call) =>
  sendJson(response, 200, { edited: store.edited, fixturesChanged: store.fixturesChanged })

export async function reseed({ context: { store }, url, request, response }: Call) {
  const { documents } = await readJson<{ documents?: LakeDocument[] }>(request)
  if (!Array.isArray(documents)) throw new LakeError(400, 'validationError', 'Send { documents: [...] }')
  if (store.edited && url.searchParams.get('force') !== 'true') {
    throw new LakeError(409, 'editedSinceSeed', 'Editors changed documents since the fixtures were loaded')
  }
  await store.reseed(documents)
  return sendJson(response, 200, { documents: documents.length })
}

export async function registerSite({ context, request, response }: Call) {
  const { url: site } = await readJson<{ url?: unknown }>(request)
  if (typeof site !== 'string' || !/^https?:\/\/[^/]+$/.test(site)) {
    throw new LakeError(400, 'validationError', 'Send { url: "<the site\'s origin>" }')
  }
  context.site.url = site
  return sendJson(response, 200, { url: site })
}

export function siteOrigin({ context, response }: Call) {
  if (!context.site.url) {
    throw new LakeError(404, 'notFound', 'No site reads this lake yet: start it (`npm start`) with the same LAKE_PORT')
  }
  return sendJson(response, 200, { url: context.site.url })
}

export async function newLoginCode({ context, request, response }: Call) {
  const { name } = await readJson<{ name?: unknown }>(request)
  if (name !== undefined && editorName(name) === undefined) {
    throw new LakeError(400, 'validationError', "An editor's name is 1 to 60 printable characters")
  }
  return sendJson(response, 200, { code: context.sessions.newCode(editorName(name)) })
}

/** Never stored: each answer is fresh, and says who is signed in, with which session. */
export function editorAssertion({ context, editor, request, response }: Call) {
  response.setHeader('cache-control', 'no-store')
  const session = sessionHandle(sessionOf(request)!)
  return sendJson(response, 200, signEditorAssertion({ editor: editor!, session }, context.token))
}

/** For the server that checks an assertion (with the token): whether its session is still signed in. */
export function sessionState({ context, params, response }: Call) {
  response.setHeader('cache-control', 'no-store')
  if (!context.sessions.live(params.handle!)) throw new LakeError(404, 'sessionEnded', 'This session has ended')
  return sendJson(response, 200, { live: true })
}

/** The Studio's sign-in button after "Sign out" (studio/lake-features.ts). */
export const signInPage = ({ response }: Call) => signInNeeded(response, 200)

/** The workspace menu's "Manage project" (studio/offline-build.ts). */
export const projectPage = ({ response }: Call) => localProject(response)

/** The name `npm run studio --name` gave, else the one typed here, else this browser's last one. */
export function login({ context, url, request, response }: Call) {
  if (redirectToHttps(request, url, response)) return
  const code = url.searchParams.get('code') ?? ''
  const given = context.sessions.nameIn(code)
  if (given === undefined) return loginSpent(response)
  const name = given ?? editorName(url.searchParams.get('name')) ?? rememberedName(request)
  if (name === undefined) return askName(response, code)
  return startSession(response, context.sessions.redeem(code, name)!, name)
}
