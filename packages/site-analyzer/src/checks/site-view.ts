import type { CheerioAPI } from 'cheerio'
import type { BusinessKind, PhoneMeasurements } from '../model'
import type { PageBehaviour } from '../phone/behaviour'
import type { Snapshot } from '../snapshot'
import { inlineScripts, scripts, visibleText } from './util'

/** What the checks read. */
export type SiteView = {
  snapshot: Snapshot
  /** The home page as a phone rendered it when the phone pass ran, else as served over HTTP. */
  home: CheerioAPI
  /** The home page, then the navigation pages that sell (contact, menu, booking…) that were read. */
  pages: CheerioAPI[]
  business: BusinessKind
  /** The phone pass's measurements, when it ran. */
  phone?: PhoneMeasurements
  /** What the phone pass's tries found on the home page (clicks, forms sent), when it ran them. */
  behaviour?: PageBehaviour
  /** Scripts the phone pass's browser could not load, when it ran. */
  failedScripts?: string[]
}

/** All the code the analysis read: the pages' inline scripts and the same-site script files. */
export const siteCode = ({ pages, snapshot }: SiteView): string =>
  [...pages.map(scripts), ...snapshot.scripts.map((script) => script.code)].join('\n')

/** The code that draws what a visitor sees: the pages' inline scripts and the same-site script files, not structured data. */
export const drawingCode = ({ pages, snapshot }: SiteView): string =>
  [...pages.flatMap(inlineScripts), ...snapshot.scripts.map((script) => script.code)].join('\n')

/**
 * The site's own code the analysis did not see (the scripts the static pass could not read), or
 * nothing when it saw the whole page: every script read, or every control tapped by the phone pass
 * without the page failing. A script the phone's browser could not load either (a booking widget's
 * server that did not answer) stays unseen however many controls were tapped: what it draws never
 * appeared. While something is unseen, nothing may be claimed missing from the site.
 */
export function unseenScripts({ snapshot, behaviour, failedScripts = [] }: SiteView): string[] {
  const unread = snapshot.unreadScripts ?? []
  return behaviour?.tappedAll ? unread.filter((script) => failedScripts.includes(script)) : unread
}

/** Where an app mounts the page its scripts draw: `<div id="root"></div>` as served. */
const mountPoints = '#root, #app, #__next, #__nuxt, app-root'

/** Words a served app shell may hold beside its empty mount point («Activa JavaScript para ver esta página»). */
const shellWords = 12

/** Code that writes markup into an element it found: `items.innerHTML = …`, `.appendChild(card)`. */
const writesMarkup = /\.innerHTML\s*\+?=|insertAdjacentHTML|\.append(?:Child)?\s*\(|replaceChildren/

/**
 * Whether the home page as served is an empty frame its scripts draw into (a React or Vue app served
 * as `<div id="root"></div>`, or a shop's `<main id="items"></main>` its own script fills with the
 * products it fetches).
 */
function servedAsShell(site: SiteView): boolean {
  const served = site.snapshot.$
  if (served('script').length === 0) return false
  // The empty mount point first: the whole page's words are counted only for a page that has one.
  const code = siteCode(site)
  const filled = (id: string) => id !== '' && code.includes(id) && writesMarkup.test(code)
  const emptyMount = served(`${mountPoints}, body main[id], body section[id], body div[id], body ul[id]`)
    .toArray()
    .some(
      (mount) =>
        served(mount).text().trim() === '' && (served(mount).is(mountPoints) || filled(served(mount).attr('id') ?? '')),
    )
  return emptyMount && visibleText(served, 'body').split(' ').length <= shellWords
}

/** Whether the home page, read without the phone pass, is an empty frame its scripts draw into: what it shows a visitor went unseen. */
export const drawnByScript = (site: SiteView): boolean => !site.phone && servedAsShell(site)

/**
 * Whether the site is an app whose code went unread (a bundle past our size limit): the phone pass
 * drew its home page, but the other views its code holds (a catalogue at `#/category/…`) were drawn
 * by no one, so what only they might show (prices, hours) cannot be called missing.
 */
export const unreadApp = (site: SiteView): boolean =>
  (site.snapshot.unreadScripts ?? []).length > 0 && servedAsShell(site)

/** Whether part of the site went unseen (code not read, a page no browser drew): then nothing is called missing. */
export const partlyUnseen = (site: SiteView): boolean => unseenScripts(site).length > 0 || drawnByScript(site)
