import { editorName, rememberedName, startSession } from './access'
import { LakeError, notFound } from './errors'
import { readJson, redirectToHttps, sendJson, type LakeRequest, type LakeResponse } from './http'
import { askName, localProject, loginSpent, signInNeeded } from './pages'
import type { LakeDocument } from './query'
import type { LakeContext } from './routes'

/**
 * The lake's own endpoints. For `npm run seed`: whether editors changed anything since the
 * fixtures were loaded, and loading them again (refused over editors' changes unless forced).
 * For `npm run studio`: a one-time login code (a write, so it takes the token) naming the editor
 * if given a name, the address that trades it for the browser's session cookie (asking the name
 * once when the code has none), and the page that
 * says how to sign in again after signing out. For the workspace menu, the page about the local
 * project. For the Studio's Presentation tool: the site
 * that reads this lake (it says so when it connects), which the preview frames.
 */
export async function lakeRoute(
  context: LakeContext,
  method: string,
  url: URL,
  request: LakeRequest,
  response: LakeResponse,
) {
  const { store } = context
  const route = `${method} ${url.pathname}`
  if (route === 'GET /lake/status') {
    return sendJson(response, 200, { edited: store.edited, fixturesChanged: store.fixturesChanged })
  }
  if (route === 'POST /lake/seed') {
    const { documents } = await readJson<{ documents?: LakeDocument[] }>(request)
    if (!Array.isArray(documents)) throw new LakeError(400, 'validationError', 'Send { documents: [...] }')
    if (store.edited && url.searchParams.get('force') !== 'true') {
      throw new LakeError(409, 'editedSinceSeed', 'Editors changed documents since the fixtures were loaded')
    }
    await store.reseed(documents)
    return sendJson(response, 200, { documents: documents.length })
  }
  if (route === 'PUT /lake/site') {
    const { url: site } = await readJson<{ url?: unknown }>(request)
    if (typeof site !== 'string' || !/^https?:\/\/[^/]+$/.test(site)) {
      throw new LakeError(400, 'validationError', 'Send { url: "<the site\'s origin>" }')
    }
    context.site.url = site
    return sendJson(response, 200, { url: site })
  }
  if (route === 'GET /lake/site') {
    if (!context.site.url) {
      throw new LakeError(
        404,
        'notFound',
        'No site reads this lake yet: start it (`npm start`) with the same LAKE_PORT',
      )
    }
    return sendJson(response, 200, { url: context.site.url })
  }
  if (route === 'POST /lake/login-codes') {
    const { name } = await readJson<{ name?: unknown }>(request)
    if (name !== undefined && editorName(name) === undefined) {
      throw new LakeError(400, 'validationError', "An editor's name is 1 to 60 printable characters")
    }
    return sendJson(response, 200, { code: context.sessions.newCode(editorName(name)) })
  }
  // The Studio's sign-in button after "Sign out" (studio/lake-features.ts).
  if (route === 'GET /lake/sign-in') return signInNeeded(response, 200)
  // The workspace menu's "Manage project" (studio/offline-build.ts).
  if (route === 'GET /lake/project') return localProject(response)
  if (route === 'GET /lake/login') {
    if (redirectToHttps(request, url, response)) return
    // The name `npm run studio --name` gave, else the one typed here, else this browser's last one.
    const code = url.searchParams.get('code') ?? ''
    const given = context.sessions.nameIn(code)
    if (given === undefined) return loginSpent(response)
    const name = given ?? editorName(url.searchParams.get('name')) ?? rememberedName(request)
    if (name === undefined) return askName(response, code)
    return startSession(response, context.sessions.redeem(code, name)!, name)
  }
  throw notFound(`${method} ${url.pathname}`)
}
