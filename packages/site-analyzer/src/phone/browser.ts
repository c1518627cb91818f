import { access, constants, mkdtemp, rm } from 'node:fs/promises'
import type { Browser, CDPSession, Page } from 'puppeteer-core'
import { chromiumArgs } from '../chromium'
import type { UrlPolicy } from '../address-policy'
import type { Resolver } from '../safe-fetch'
import { browserLimits, watchBrowser, type BrowserWatch } from './browser-limits'
import { startEgressProxy, type EgressProxy } from './egress-proxy'
import { profilePrefix } from './leftovers'
import { killAll, listProcesses, treeOf } from './process-tree'

/**
 * Records the sessions opened on the page's target: Lighthouse opens its own there
 * (`page.target().createCDPSession()`), and answers the page's navigations on it.
 */
function recordSessions(page: Page, sessions: CDPSession[]) {
  const target = page.target()
  const create = target.createCDPSession.bind(target)
  target.createCDPSession = async () => {
    const session = await create()
    sessions.push(session)
    return session
  }
}

/** How long a command Lighthouse sent as the page navigated is given to be answered before the browser ends. */
const lastCommandMs = 250

/**
 * Lighthouse answers a navigation with a command of its own and lets its failure go unhandled while
 * its run is on (it ignores it only once it has finished): a browser ended mid-run (the deadline, a
 * hostile page) would leave that rejection to end a process that does not guard against it. Its
 * listeners are removed first, and a command already sent is given a moment to be answered.
 */
async function quietLighthouse(sessions: CDPSession[]) {
  const listening = sessions.filter((session) => session.listenerCount('Page.frameNavigated') > 0)
  if (listening.length === 0) return
  for (const session of listening) session.removeAllListeners()
  await new Promise((resolve) => setTimeout(resolve, lastCommandMs))
}

/** A small first screen: a 360 × 780 phone at 1× density, so the JPEG stays around 20–60 kB. */
export const phoneScreen = { width: 360, height: 780, deviceScaleFactor: 1, isMobile: true, hasTouch: true }

/** The browser could not be started: no Chromium on this machine, or it did not come up. */
export class NoBrowserError extends Error {
  override name = 'NoBrowserError'
}

/**
 * Flags that close the ways out of the proxy and the ways a page could act on the machine.
 * `<-loopback>` removes Chromium's built-in loopback bypass, so even 127.0.0.1 goes through the
 * proxy; WebRTC may only use proxied TCP; pop-ups and permission prompts are refused; each renderer's
 * JavaScript heap is capped.
 */
const isolationArgs = (proxyUrl: string) => [
  `--proxy-server=${proxyUrl}`,
  '--proxy-bypass-list=<-loopback>',
  '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
  '--webrtc-ip-handling-policy=disable_non_proxied_udp',
  '--block-new-web-contents',
  '--deny-permission-prompts',
  '--disable-notifications',
  '--disable-dev-shm-usage',
  '--renderer-process-limit=4',
  '--js-flags=--max-old-space-size=256',
]

/**
 * The phone's language, as a Latin American visitor's is set: a site that translates itself to the
 * browser's language (or sends others to its English copy) shows us what its own customers see.
 */
const visitorArgs = ['--lang=es-419', '--accept-lang=es-419,es,en']

export type PhoneBrowser = {
  browser: Browser
  page: Page
  proxy: EgressProxy
  /** Its memory and CPU, watched against `browserLimits`. */
  watch: BrowserWatch
  close: () => Promise<void>
}

/**
 * Chromium is started through two util-linux tools whose effect all its processes inherit: prlimit
 * sets the per-process data limit, and setpriv drops the capability to raise a process's priority,
 * which Chromium uses when it runs as root (its browser and GPU threads asked for nice -8), so the
 * whole browser stays at the worker's priority and batch scheduling.
 */
const prlimitPath = '/usr/bin/prlimit'
const setprivPath = '/usr/bin/setpriv'

/** Whether an executable is there to run (Chromium, or a tool it is started through). */
export async function canRun(path: string): Promise<boolean> {
  return access(path, constants.X_OK).then(
    () => true,
    () => false,
  )
}

/**
 * A fresh Chromium for one analysis, behind its own egress proxy, with an empty profile: nothing
 * carries over from one analysed site to the next, and closing it frees all its memory.
 *
 * It talks to this process over a pipe, not a port: when this process ends, however it ends, the
 * pipe closes and Chromium exits with it. Its profile folder is named after this process
 * (`leftovers.ts`), so a worker that starts after a crash can find and clear what was left.
 */
export async function openPhoneBrowser(
  chromiumPath: string,
  policy: UrlPolicy,
  resolve?: Resolver,
): Promise<PhoneBrowser> {
  if (!(await canRun(chromiumPath))) throw new NoBrowserError(`no Chromium at ${chromiumPath}`)
  for (const tool of [prlimitPath, setprivPath])
    if (!(await canRun(tool))) throw new NoBrowserError(`no ${tool} on this machine`)
  const profile = await mkdtemp(profilePrefix())
  const proxy = await startEgressProxy(policy, { resolve })
  const dataLimit = browserLimits.processDataMb * 1024 * 1024
  // Loaded on first use, so a worker that never opens a browser (no phone pass) starts without it.
  const { default: puppeteer } = await import('puppeteer-core')
  const browser = await puppeteer
    .launch({
      executablePath: prlimitPath,
      ignoreDefaultArgs: true,
      pipe: true,
      args: [
        `--data=${dataLimit}:${dataLimit}`,
        setprivPath,
        '--bounding-set=-sys_nice',
        '--',
        chromiumPath,
        ...(await puppeteer.defaultArgs({ headless: true, userDataDir: profile })),
        ...chromiumArgs,
        ...visitorArgs,
        ...isolationArgs(proxy.url),
      ],
      timeout: 20_000,
    })
    .catch(async (error: unknown) => {
      await proxy.close()
      await rm(profile, { recursive: true, force: true })
      throw new NoBrowserError(`Chromium did not start: ${(error as Error).message}`)
    })
  const child = browser.process()!
  // Puppeteer stops listening to its two pipes (stdio 3 and 4) when it lets go of the browser, and
  // the browser is killed after that: its end can reset a pipe (a command it never read), and a
  // stream error nobody listens to would end this process.
  for (const stream of child.stdio) stream?.on('error', () => {})
  const pid = child.pid!
  const watch = watchBrowser(pid)
  // The sessions Lighthouse opens on the page (recorded once the page exists, below).
  const sessions: CDPSession[] = []
  let closing: Promise<void> | undefined
  // The browser is thrown away with its profile, so it is ended outright, every process it started
  // with it: a graceful close can wait for ever on a browser a page has wedged.
  const close = () =>
    (closing ??= (async () => {
      watch.stop()
      const processes = treeOf(await listProcesses(), pid)
      await quietLighthouse(sessions)
      // Puppeteer lets go first, so what still awaits the browser hears "disconnected", then it ends.
      await Promise.race([browser.disconnect().catch(() => {}), new Promise((resolve) => setTimeout(resolve, 1_000))])
      killAll(processes)
      await proxy.close()
      await rm(profile, { recursive: true, force: true })
    })())
  try {
    const session = await browser.target().createCDPSession()
    await session.send('Browser.setDownloadBehavior', { behavior: 'deny' })
    const page = await browser.newPage()
    // A phone from the start: setting it after Lighthouse would reload the page it measured, and the
    // page would be read before its scripts had drawn it again.
    await page.setViewport(phoneScreen)
    recordSessions(page, sessions)
    await page.setBypassServiceWorker(true)
    page.on('dialog', (dialog) => void dialog.dismiss().catch(() => {}))
    return { browser, page, proxy, watch, close }
  } catch (error) {
    await close()
    throw error
  }
}
