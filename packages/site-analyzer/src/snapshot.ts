import * as cheerio from 'cheerio'
import type { Element } from 'domhandler'
import type { PageScript } from './checks/contact-routes'
import { bodyText, type Fetched, type SafeFetcher } from './safe-fetch'
import { includeFragments, type FragmentCache } from './fragments'
import { readSitePages, scriptReader, type SitePage } from './site-pages'

export type ResourceKind = 'script' | 'style' | 'image'

export type Resource = {
  url: string
  kind: ResourceKind
  /** From the HEAD answer; undefined when the server did not say or did not answer. */
  bytes?: number
  contentType?: string
  encoding?: string
  cacheControl?: string
  /** The server answered that it does not exist (404 or 410). */
  missing?: true
}

/** Everything the checks look at: gathered once, over HTTP only. */
export type Snapshot = {
  page: Fetched
  html: string
  $: cheerio.CheerioAPI
  resources: Resource[]
  /** The script files the pages read load from their own site, modules they import included, read for what their handlers do. */
  scripts: PageScript[]
  /** The address asked for was a stub that sent the visitor on with a meta refresh: `page` is where it led. */
  refreshed?: true
  /** The scripts the pages load that could not be read (none when absent): nothing may be claimed missing from them. */
  unreadScripts?: string[]
  /** Same-site pages linked from this one: navigation pages that sell (read), other links (checked). */
  pages: SitePage[]
  robots?: { status: number; body: string }
  /**
   * What the site's own address answers when the page analysed is a file beside it (`siteRoot`: a
   * home page at `/Index.html`); undefined otherwise, or when the site did not answer.
   */
  rootStatus?: number
  sitemapFound: boolean
  /** Whether http:// leads to https://; undefined when the page itself is not on HTTPS. */
  httpRedirectsToHttps?: boolean
  /** The picture the page's `og:image` names, as its server answers for it (`missing` when it does not exist). */
  shareImage?: Resource
}

/** At most this many sub-resources are asked about, so one heavy page cannot stall the queue. */
const maxResources = 40
const headConcurrency = 8

/** Image types every phone browser shows: a `<source>` of another type is skipped for the next. */
const shownTypes = /^(image\/(webp|avif|jpeg|png|gif|svg\+xml))?$/i

/**
 * The file a phone shows for an `<img>`: in a `<picture>`, its first `<source>` for every screen (no
 * `media`) of a type the browser shows (`image/webp` before the JPEG fallback), else its own address.
 */
function shownSource($: cheerio.CheerioAPI, image: Element): string | undefined {
  const source = $(image)
    .parent('picture')
    .children('source[srcset]')
    .get()
    .find((candidate) => !$(candidate).attr('media') && shownTypes.test(($(candidate).attr('type') ?? '').trim()))
  const srcset = source ? $(source).attr('srcset') : undefined
  return srcset?.trim().split(/\s+/)[0] ?? $(image).attr('src') ?? $(image).attr('srcset')?.split(/\s+/)[0]
}

function resourceUrls($: cheerio.CheerioAPI, base: string): { url: string; kind: ResourceKind }[] {
  const found = new Map<string, ResourceKind>()
  const add = (value: string | undefined, kind: ResourceKind) => {
    if (!value || value.startsWith('data:')) return
    try {
      const url = new URL(value.trim(), base)
      if (url.protocol === 'http:' || url.protocol === 'https:') found.set(url.href, kind)
    } catch {
      // An unparsable reference is the page's problem, not a resource to measure.
    }
  }
  $('script[src]').each((_, el) => add($(el).attr('src'), 'script'))
  $('link[rel~="stylesheet"][href]').each((_, el) => add($(el).attr('href'), 'style'))
  $('img').each((_, el) => add(shownSource($, el), 'image'))
  // A picture a section's own style paints behind it (`style="background-image: url(hero.webp)"`).
  $('[style*="url(" i]').each((_, el) => {
    for (const [, , address] of ($(el).attr('style') ?? '').matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/gi))
      add(address, 'image')
  })
  return [...found].slice(0, maxResources).map(([url, kind]) => ({ url, kind }))
}

async function inBatches<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = []
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(work))))
  return results
}

/**
 * A resource's size and headers from a HEAD; servers that refuse HEAD or do not say the length are
 * asked with a bounded GET instead, so a heavy image is not missed.
 */
async function measure(
  fetcher: SafeFetcher,
  resource: { url: string; kind: ResourceKind },
  signal: AbortSignal,
): Promise<Resource> {
  try {
    let answer = await fetcher.fetch(resource.url, { method: 'HEAD', signal })
    let length = Number(answer.headers['content-length'])
    if (answer.status === 405 || answer.status === 501 || (answer.status < 400 && !answer.headers['content-length'])) {
      answer = await fetcher.fetch(resource.url, { signal })
      length = answer.transferBytes
    }
    if (answer.status === 404 || answer.status === 410) return { ...resource, missing: true }
    if (answer.status >= 400) return resource
    return {
      ...resource,
      bytes: Number.isFinite(length) ? length : undefined,
      contentType: answer.headers['content-type'],
      encoding: answer.headers['content-encoding'],
      cacheControl: answer.headers['cache-control'],
    }
  } catch {
    // Refused or unreachable resources are simply not measured.
    return resource
  }
}

async function text(fetcher: SafeFetcher, url: string, signal: AbortSignal) {
  try {
    const answer = await fetcher.fetch(url, { signal, maxBodyBytes: 512 * 1024 })
    return { status: answer.status, body: bodyText(answer.body), url: answer.url }
  } catch {
    return undefined
  }
}

/** The address of the picture `og:image` names, read beside the page as a share preview's reader would. */
function shareImageOf($: cheerio.CheerioAPI, pageUrl: string): string | undefined {
  const content = $('meta[property="og:image"]').attr('content')?.trim()
  if (!content) return undefined
  try {
    const url = new URL(content, pageUrl)
    return /^https?:$/.test(url.protocol) ? url.href : undefined
  } catch {
    return undefined
  }
}

/** Hosts where each site lives in its own first folder: `usuario.github.io/panaderia/`. */
const folderHosts = /\.(github|gitlab)\.io$/i

/**
 * The site's own address when the page analysed is a file published beside it (`/Index.html`, or
 * `usuario.github.io/panaderia/PW.html` on a host that keeps each site in a folder); undefined for a
 * folder or a deeper page, whose site may begin anywhere above it.
 */
export function siteRoot(pageUrl: string): string | undefined {
  const { origin, hostname, pathname } = new URL(pageUrl)
  const segments = pathname.split('/').slice(1)
  if (segments.length === 1 && segments[0] !== '') return `${origin}/`
  if (folderHosts.test(hostname) && segments.length === 2 && segments[1] !== '') return `${origin}/${segments[0]}/`
  return undefined
}

/** A fetched page with its text and its parse. */
type ReadPage = { page: Fetched; html: string; $: cheerio.CheerioAPI }

function readPage(page: Fetched): ReadPage {
  const html = bodyText(page.body)
  return { page, html, $: cheerio.load(html) }
}

/** How long a `<meta http-equiv="refresh">` may wait and still be the page's way to its real home, as a browser follows it. */
const refreshWithinSeconds = 5

/**
 * The page a visitor ends on: a page of the site that sends them on at once with `<meta
 * http-equiv="refresh" content="0; url=html/inicio.html">` is only a stub before the home page, so
 * that page is read instead, the stub counted among its redirects (`refreshed`). Another site's, a
 * slow one's or an unanswered refresh leaves the page as it is.
 */
async function followRefresh(
  fetcher: SafeFetcher,
  first: ReadPage,
  signal: AbortSignal,
): Promise<ReadPage & { refreshed?: true }> {
  const content = first.$('meta[http-equiv="refresh" i]').attr('content') ?? ''
  const refresh = /^\s*(\d+(?:\.\d+)?)\s*[;,]\s*url\s*=\s*['"]?([^'"\s]+)/i.exec(content)
  const { url, status, redirects } = first.page
  if (status >= 400 || !refresh || Number(refresh[1]) > refreshWithinSeconds) return first
  let target: URL
  try {
    target = new URL(refresh[2]!, url)
  } catch {
    return first
  }
  if (target.origin !== new URL(url).origin || target.href === url) return first
  const followed = await fetcher.fetch(target.href, { signal }).catch(() => undefined)
  if (!followed || followed.status >= 400) return first
  return { ...readPage({ ...followed, redirects: [...redirects, url, ...followed.redirects] }), refreshed: true }
}

/**
 * The home page's scripts, and the parts of the page they fetch (its header and footer kept apart)
 * put in it, before its links are followed: the menu may live in `components/header.html`. Then the
 * navigation pages that sell, with their scripts and parts: a booking form on /reservas has its
 * handler there.
 */
async function readPagesAndScripts(
  fetcher: SafeFetcher,
  home: { url: string; $: cheerio.CheerioAPI },
  signal: AbortSignal,
) {
  const scripts = scriptReader(fetcher, signal)
  const fragments: FragmentCache = new Map()
  await scripts.read([home])
  await includeFragments(fetcher, home, scripts.reading().files, signal, fragments)
  const pages = await readSitePages(fetcher, home.$, home.url, signal)
  const inner = pages.flatMap((page) => (page.$ ? [{ url: page.url, $: page.$ }] : []))
  await scripts.read(inner)
  const { files } = scripts.reading()
  await Promise.all(inner.map((page) => includeFragments(fetcher, page, files, signal, fragments)))
  return { pages, scripts: scripts.reading() }
}

export async function takeSnapshot(fetcher: SafeFetcher, url: string, signal: AbortSignal): Promise<Snapshot> {
  // robots.txt first: it opens the connection, so the page's time to first byte measures the server,
  // not DNS and the TLS handshake (as Lighthouse's server-response-time does).
  const requestedOrigin = new URL(url).origin
  const firstRobots = await text(fetcher, `${requestedOrigin}/robots.txt`, signal)
  const first = readPage(await fetcher.fetch(url, { signal }))
  const { page, html, $, refreshed } = await followRefresh(fetcher, first, signal)
  const origin = new URL(page.url).origin
  const isHttps = page.url.startsWith('https:')
  const pagesAndScripts = readPagesAndScripts(fetcher, { url: page.url, $ }, signal)
  const root = siteRoot(page.url)
  const shareImage = shareImageOf($, page.url)
  const [resources, { pages, scripts }, robots, httpVersion, rootAnswer, shared] = await Promise.all([
    inBatches(resourceUrls($, page.url), headConcurrency, (resource) => measure(fetcher, resource, signal)),
    pagesAndScripts,
    origin === requestedOrigin ? firstRobots : text(fetcher, `${origin}/robots.txt`, signal),
    isHttps ? text(fetcher, page.url.replace(/^https:/, 'http:'), signal) : undefined,
    root ? text(fetcher, root, signal) : undefined,
    shareImage ? measure(fetcher, { url: shareImage, kind: 'image' }, signal) : undefined,
  ])
  const declared = robots && robots.status === 200 ? /^\s*sitemap\s*:/im.test(robots.body) : false
  const sitemap = declared ? undefined : await text(fetcher, `${origin}/sitemap.xml`, signal)
  return {
    page,
    html,
    $,
    resources,
    scripts: scripts.files,
    unreadScripts: scripts.unread,
    pages,
    robots: robots && { status: robots.status, body: robots.status === 200 ? robots.body : '' },
    rootStatus: rootAnswer?.status,
    sitemapFound: declared || (sitemap?.status === 200 && /<(urlset|sitemapindex)\b/i.test(sitemap.body)),
    httpRedirectsToHttps: isHttps ? httpVersion?.url.startsWith('https:') === true : undefined,
    ...(refreshed && { refreshed }),
    ...(shared && { shareImage: shared }),
  }
}
