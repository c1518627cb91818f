import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { freePort } from '../support/free-port'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { languageIds } from '../../schemas/constants'
import { fixtureDocuments } from '../../seed/fixtures'
import { copyFixtureImages } from '../../seed/lake'
import { fakeCalendly } from './fakes/calendly'
import { authorization, type Lake, startLake } from 'content-lake'
import { isExpectedAnswer } from 'content-lake/testing'

/** A lake answer of 400 or more that a watched browser met. */
export type LakeAnswer = { status: number; method: string; url: string }

const describeAnswer = ({ status, method, url }: LakeAnswer) => `${status} ${method} ${url}`

/**
 * The console errors the journeys let pass, listed in docs/lake.md with their reasons: the Studio's
 * fixed waits running out on a test machine loaded far beyond its cores. `met()` still prints them.
 * - The Presentation tool's 3-second wait for the preview's overlays to connect after the frame has
 *   loaded; they connect later, and the click-to-edit steps, which need them, show that they do.
 * - Sanity's 10-second limit for working out a document type's initial value to offer "Create";
 *   past it, the Studio offers "Create" with empty defaults and works them out again on creation.
 *   Only the timeout passes: rxjs's TimeoutError, nameless in the build, prints as a bare "Error",
 *   where a resolver that throws prints its message and stack.
 */
const studioTimerMessages = [
  /^Unable to connect to visual editing\./,
  /^Failed to resolve initial value for template "\w+": Error$/,
]
const isStudioTimerMessage = (message: string) => studioTimerMessages.some((pattern) => pattern.test(message))

/**
 * Chrome's complaint when the Studio's socket closes under its presence: on `beforeunload` the socket
 * closes while presence, on the same event, sends "disconnect" through it, and on "Sign out" the lake
 * closes the browser's sockets while presence may be sending (docs/lake.md). It passes only while a
 * journey moves a loaded Studio to another address (`goto`), and from a page signed out (`signOut`).
 */
const unloadRaceMessage = 'WebSocket is already in CLOSING or CLOSED state.'
const sandboxedScriptMessage = "Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed"
const crossOriginAutofocusMessage = 'Blocked autofocusing on a <button> element in a cross-origin subframe.'

/**
 * The editing loop on one machine, for the Studio journeys: the built Studio, served by a local
 * content lake over HTTP/2 with its self-signed certificate, and a production site reading the same
 * lake. Both run here (not as the suite's web server) so a journey can restart the lake.
 */
export function studioLake(siteEnv: () => Record<string, string> = () => ({})) {
  let dir = ''
  let lake: Lake
  let site: ChildProcess
  let siteUrl = ''
  const open = (port = 0) =>
    startLake({
      documents: fixtureDocuments,
      dataset: 'production',
      port,
      // Where the site, given DATA_DIR=dir, looks for the lake's uploads (the seed images among them).
      dir: path.join(dir, 'lake'),
      studioDir: path.resolve('studio/dist'),
      languages: languageIds,
    })
  const origin = () => `https://local.localhost:${lake.port}`

  /** Every console error, uncaught page error and lake answer of 400 or more the watched browsers met. */
  const met = { console: [] as string[], lake: [] as LakeAnswer[] }
  const watched = new WeakSet<BrowserContext>()
  let leaving = 0
  /** Pages whose editor signed out: their presence may still send through the socket the lake closed. */
  const signedOut = new WeakSet<Page>()
  /** Loads a Studio address in a page that may show the Studio already. */
  const goto = async (page: Page, studioPath: string) => {
    leaving++
    try {
      await page.goto(`${origin()}/${studioPath}`)
    } finally {
      leaving--
    }
  }
  /** Reloads a page that shows the Studio, as the browser's reload button does. */
  const reload = async (page: Page) => {
    leaving++
    try {
      await page.reload()
    } finally {
      leaving--
    }
  }
  /** Signs the page's editor out from the user menu, as an editor does, until the sign-in button shows. */
  const signOut = async (page: Page) => {
    signedOut.add(page)
    await page.locator('#user-menu').click()
    await page.getByRole('menuitem', { name: 'Sign out' }).click()
    await expect(page.getByRole('link', { name: 'Iniciar sesión · Sign in' })).toBeVisible({ timeout: 90_000 })
  }
  const watch = (context: BrowserContext) => {
    if (watched.has(context)) return
    watched.add(context)
    // The preview is the site, whose booking section loads Calendly: here a local stand-in, as
    // these machines are offline and a failed third-party script is not the Studio's error.
    void fakeCalendly(context)
    context.on('console', (message) => {
      if (message.type() !== 'error') return
      const page = message.page()
      const unloading = leaving > 0 || (page !== null && signedOut.has(page))
      if (unloading && message.text() === unloadRaceMessage) return
      // The report as sent is shown in a frame sandboxed without scripts: Chromium reports each
      // script it keeps from running there, the test tool's own (its tracing) included.
      if (message.location().url === 'about:srcdoc' && message.text().startsWith(sandboxedScriptMessage)) return
      // The site's phone menu autofocuses its close button, which the browser focuses as the menu
      // opens (without JavaScript too); in the Presentation tool's preview, a frame of another origin,
      // Chromium declines autofocus and says so. The Studio's own page autofocuses nothing.
      if (message.text() === crossOriginAutofocusMessage && !message.location().url.startsWith(origin())) return
      met.console.push(message.text())
    })
    context.on('weberror', (error) => met.console.push(error.error().message))
    context.on('response', (response) => {
      if (response.status() >= 400 && response.url().startsWith(origin())) {
        met.lake.push({ status: response.status(), method: response.request().method(), url: response.url() })
      }
    })
  }
  /** A one-time sign-in address, as `npm run studio [-- --name <name>]` prints it. */
  const loginAddress = async (name?: string) => {
    const response = await fetch(`${lake.url}/lake/login-codes`, {
      method: 'POST',
      headers: { ...authorization(lake.token), 'content-type': 'application/json' },
      body: JSON.stringify({ name }),
    })
    const { code } = (await response.json()) as { code: string }
    return `${origin()}/lake/login?code=${code}`
  }
  let signIns = 0
  const signIn = async (page: Page, name = `Editor ${signIns + 1}`) => {
    signIns++
    await page.goto(await loginAddress(name))
  }

  return {
    start: async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'studio-e2e-'))
      await copyFixtureImages({ dataDir: dir })
      lake = await open()
      const port = await freePort()
      siteUrl = `http://127.0.0.1:${port}`
      // The site finds the lake holding LAKE_PORT and reads from it.
      site = spawn('node', ['dist/server/main.js'], {
        env: {
          ...process.env,
          NODE_ENV: 'production',
          PORT: String(port),
          HOST: '127.0.0.1',
          LAKE_PORT: String(lake.port),
          DATA_DIR: dir,
          LOG_LEVEL: 'warn',
          // The journeys count the mail they cause; a digest at the agency's 08:00 mid-run is not theirs.
          AGENCY_DIGEST_HOUR: 'off',
          ...siteEnv(),
        },
        stdio: 'inherit',
      })
      const health = () =>
        fetch(`${siteUrl}/healthz`).then(
          (r) => r.status,
          () => 0,
        )
      await expect.poll(health, { timeout: 60_000 }).toBe(200)
    },
    get lake() {
      return lake
    },
    get origin() {
      return origin()
    },
    get siteUrl() {
      return siteUrl
    },
    /** The site's DATA_DIR: its lead store and mail outbox. */
    get dataDir() {
      return dir
    },
    siteText: (route: string) => fetch(`${siteUrl}${route}`).then((response) => response.text()),
    /** A write as an editor's script makes it: with the token. */
    mutate: (mutations: object[]) =>
      fetch(`${lake.url}/v2025-02-19/data/mutate/production`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...authorization(lake.token) },
        body: JSON.stringify({ mutations }),
      }),
    /** An image upload as an editor's script makes it: the asset document the lake made. */
    upload: async (bytes: Buffer, filename: string) => {
      const response = await fetch(`${lake.url}/v2025-02-19/assets/images/production?filename=${filename}`, {
        method: 'POST',
        headers: authorization(lake.token),
        body: new Uint8Array(bytes),
      })
      return ((await response.json()) as { document: { _id: string } }).document
    },
    /** What the watched browsers met, in the order they met it, printable. */
    met: () => ({ console: [...met.console], lake: met.lake.map(describeAnswer) }),
    /** What they met that docs/lake.md does not list as expected: a journey must end with none. */
    problems: () => ({
      console: met.console.filter((message) => !isStudioTimerMessage(message)),
      lake: met.lake
        .filter(({ status, method, url }) => !isExpectedAnswer(status, method, new URL(url).pathname))
        .map(describeAnswer),
    }),
    loginAddress,
    /** Watches a browser context for problems from now on (`open` does so for its page's). */
    watch,
    /**
     * Signs the page in as the editor named (as `npm run studio -- --name` does), else as Editor 1,
     * Editor 2… in sign-in order, and opens the Studio there; from the sign-in on, its browser
     * context is watched for problems.
     */
    open: async (page: Page, studioPath: string, name?: string) => {
      watch(page.context())
      await signIn(page, name)
      await goto(page, studioPath)
    },
    /** Moves a signed-in page to another Studio address, as typing it in the address bar does. */
    goto,
    reload,
    signOut,
    restart: async () => {
      const port = lake.port
      await lake.close()
      lake = await open(port)
    },
    close: async () => {
      site?.kill()
      await lake?.close()
      if (dir) await rm(dir, { recursive: true, force: true })
    },
  }
}

export type StudioLake = ReturnType<typeof studioLake>

/**
 * The Studio journeys' shared setup: their tests run in order on one lake and site, started before
 * the first and stopped after the last, and each test ends with no console error and no lake answer
 * of 400 or more beyond those docs/lake.md expects. `timeout` is per test: the Studio is a large
 * application, slow to load in a fresh browser on a loaded machine. The browser trusts the lake's
 * certificate unless `ignoreHTTPSErrors` is false: then the journey accepts it as an editor does.
 * `siteEnv` adds variables to the site's, read when it starts.
 */
export function setUpStudioLake(
  timeout: number,
  { ignoreHTTPSErrors = true, siteEnv }: { ignoreHTTPSErrors?: boolean; siteEnv?: () => Record<string, string> } = {},
): StudioLake {
  test.describe.configure({ mode: 'serial' })
  test.use({ ignoreHTTPSErrors })
  test.setTimeout(timeout)
  const studio = studioLake(siteEnv)
  test.beforeAll(() => studio.start())
  test.afterEach(() => expect(studio.problems()).toEqual({ console: [], lake: [] }))
  test.afterAll(() => studio.close())
  return studio
}
