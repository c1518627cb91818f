import * as cheerio from 'cheerio'
import { businessKind } from '../src/checks/business-kind'
import type { PageScript } from '../src/checks/contact-routes'
import type { BusinessKind, PhoneMeasurements } from '../src/model'
import type { PageBehaviour } from '../src/phone/behaviour'
import type { Fetched } from '../src/safe-fetch'
import type { SitePage } from '../src/site-pages'
import type { Snapshot } from '../src/snapshot'
import type { SiteView } from '../src/checks/site-view'

export const siteViewUrl = 'https://negocio.example/'

export type SiteViewOptions = {
  /** The navigation pages read after the home page, as HTML. */
  inner?: string[]
  /** The site's pages as the snapshot lists them (status, size, whether they were read). */
  sitePages?: SitePage[]
  scripts?: PageScript[]
  /** What the site's own address answers, when the home page is another page. */
  rootStatus?: number
  /** Without one, the kind the checks would work out from the pages. */
  business?: BusinessKind
  /** The phone pass's measurements; without them, the phone pass did not run. */
  phone?: Partial<PhoneMeasurements>
  behaviour?: PageBehaviour
  /** Scripts the phone pass's browser could not load. */
  failedScripts?: string[]
}

/**
 * A site as the checks see it, for their tests: the home page served on https://negocio.example/
 * (compressed, 50 ms to the first byte, a sitemap), then its inner pages.
 */
export function siteView(html: string, options: SiteViewOptions = {}): SiteView {
  const home = cheerio.load(html)
  const pages = [home, ...(options.inner ?? []).map((inner) => cheerio.load(inner))]
  const page: Fetched = {
    url: siteViewUrl,
    status: 200,
    headers: { 'content-encoding': 'br' },
    body: Buffer.from(html),
    transferBytes: html.length,
    ttfbMs: 50,
    redirects: [],
  }
  const snapshot: Snapshot = {
    page,
    html,
    $: home,
    resources: [],
    scripts: options.scripts ?? [],
    pages: options.sitePages ?? [],
    rootStatus: options.rootStatus,
    sitemapFound: true,
  }
  return {
    snapshot,
    home,
    pages,
    business: options.business ?? businessKind(pages),
    phone:
      options.phone &&
      ({
        images: [],
        bytesByType: {},
        metrics: { lcpMs: 1000, cls: 0, tbtMs: 0, fcpMs: 800, speedIndexMs: 1000 },
        ...options.phone,
      } as PhoneMeasurements),
    behaviour: options.behaviour,
    failedScripts: options.failedScripts,
  }
}
