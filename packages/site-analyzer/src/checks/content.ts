import type { Verdict } from '../model'
import { comingSoon } from './links'
import { mapLinks } from './location'
import { templateContent } from './placeholders'
import { examples, fileName, verdict, visibleText } from './util'
import { drawnByScript, type SiteView } from './site-view'

/** Ours: a home page with fewer words than this (a frame, an image, a slogan) tells a visitor and Google almost nothing. */
const thinWords = 20
/** The empty root a script draws its page into: as served, such a page has no words yet. */
const scriptShell = '#root, #app, #__next, #__nuxt, [data-reactroot], app-root, script[type="module"]'

/**
 * A home page with almost nothing on it: a frame around another site, a single image, a slogan; or
 * one that only says the site is coming («Nuevo portal en construcción — Vuelve pronto»), whatever
 * else it holds. Read as the phone rendered it; without the phone pass a page drawn by scripts is not judged.
 */
/** Frames that show another site's map or video, never the page's own content. */
const embeddedElsewhere = new RegExp(
  `${mapLinks.source}|youtube(?:-nocookie)?\\.com|youtu\\.be|vimeo\\.com|openstreetmap\\.org`,
)

function thinHome(site: SiteView): Verdict | undefined {
  const { home, phone } = site
  if (!phone && (home(scriptShell).length > 0 || drawnByScript(site))) return undefined
  const words = (visibleText(home, 'body', (element) => element.name === 'svg').match(/\p{L}[\p{L}\p{N}'’-]*/gu) ?? [])
    .length
  const coming = comingSoon(home)
  return verdict('thinHome', words < thinWords || coming ? 'fail' : 'pass', 'high', {
    coming: coming ? 'yes' : 'no',
    words,
    // A map or a video embedded beside the words holds none of the page's own: only another frame may.
    frames: home('body iframe').filter((_, frame) => !embeddedElsewhere.test(home(frame).attr('src') ?? '')).length,
    images: home('body img').length,
  })
}

/**
 * What a host serves itself to the sites it holds, found nowhere in their files: Vercel's analytics
 * (`/_vercel/insights/script.js`), Netlify's functions, Cloudflare's e-mail protection. Served from
 * elsewhere, they are missing and the visitor sees nothing of it.
 */
const hostsOwn = /^https?:\/\/[^/]+\/(?:_vercel|\.netlify|cdn-cgi)\//i

/**
 * Pictures, stylesheets and scripts the home page loads that its server says do not exist: a visitor
 * sees broken images or a page without its design. One missing picture warns; a missing stylesheet or
 * script, or two pictures, fail.
 */
function brokenResources({ snapshot }: SiteView): Verdict {
  const missing = snapshot.resources.filter((resource) => resource.missing && !hostsOwn.test(resource.url))
  const design = missing.some((resource) => resource.kind !== 'image')
  return verdict('brokenResources', design || missing.length > 1 ? 'fail' : missing.length ? 'warn' : 'pass', 'high', {
    count: missing.length,
    examples: examples([...new Set(missing.map((resource) => fileName(resource.url)))]),
  })
}

/** What an owner would catch reading their own site as a customer: an empty home page, a template's leftovers, broken pictures. */
export function contentChecks(site: SiteView): Verdict[] {
  const thin = thinHome(site)
  return [...(thin ? [thin] : []), templateContent(site.pages, site.snapshot.scripts), brokenResources(site)]
}
