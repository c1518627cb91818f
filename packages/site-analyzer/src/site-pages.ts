import * as cheerio from 'cheerio'
import type { SafeFetcher } from './safe-fetch'

/** A same-site page linked from the home page: read in full, or only asked whether it exists. */
export type SitePage = {
  url: string
  /** The HTTP status; undefined when the server did not answer. */
  status?: number
  /** The parsed page, for the pages the sales checks read (navigation pages that answered with HTML). */
  $?: cheerio.CheerioAPI
}

/** The navigation pages where sites keep what sells: contact, menu, reservations, booking, services. */
const salesPageWords =
  /contact|contáct|escr[ií]b|men[uú]|carta|reserv|booking|book|cita|turno|agend|servic|pedido|encargo|order|tienda|shop|cotiza|quote/i

/** At most this many navigation pages are read, and this many other same-site links are checked. */
export const sitePageLimits = { read: 5, checked: 10, bytes: 1024 * 1024 } as const

const sameSite = (a: URL, b: URL) => a.host.replace(/^www\./, '') === b.host.replace(/^www\./, '')
const notAPage = /\.(pdf|jpe?g|png|gif|webp|avif|svg|zip|mp[34]|docx?|xlsx?)$/i

type Link = { url: string; label: string; inNavigation: boolean }

/** Same-site links of a page, without fragments, files or the page itself, first occurrence kept. */
function sameSiteLinks($: cheerio.CheerioAPI, pageUrl: string): Link[] {
  const page = new URL(pageUrl)
  const found = new Map<string, Link>()
  $('a[href]').each((_, element) => {
    const href = ($(element).attr('href') ?? '').trim()
    if (!href || href.startsWith('#')) return
    let url: URL
    try {
      url = new URL(href, page)
    } catch {
      return
    }
    url.hash = ''
    if (!/^https?:$/.test(url.protocol) || !sameSite(url, page) || notAPage.test(url.pathname)) return
    if (url.href === page.href || found.has(url.href)) return
    const inNavigation = $(element).closest('nav, header, [role="navigation"]').length > 0
    const label = `${$(element).text()} ${$(element).attr('aria-label') ?? ''} ${url.pathname}`
    found.set(url.href, { url: url.href, label, inNavigation })
  })
  return [...found.values()]
}

/**
 * Reads up to five navigation pages that sell (the sales checks look at them too) and asks up to ten
 * other same-site links whether they exist, all through the safe fetcher and inside the analysis's
 * deadline. A link whose server does not answer is left unjudged, never called dead.
 */
export async function readSitePages(
  fetcher: SafeFetcher,
  $: cheerio.CheerioAPI,
  pageUrl: string,
  signal: AbortSignal,
): Promise<SitePage[]> {
  const links = sameSiteLinks($, pageUrl)
  // Pages without a <nav> or <header> (many builders) offer their menu as plain links.
  const menu = links.some((link) => link.inNavigation) ? links.filter((link) => link.inNavigation) : links
  const toRead = menu.filter((link) => salesPageWords.test(link.label)).slice(0, sitePageLimits.read)
  const toCheck = links.filter((link) => !toRead.includes(link)).slice(0, sitePageLimits.checked)
  const read = async ({ url }: Link): Promise<SitePage> => {
    try {
      const answer = await fetcher.fetch(url, { signal, maxBodyBytes: sitePageLimits.bytes })
      const html = /html/i.test(answer.headers['content-type'] ?? 'text/html') && answer.status < 400
      return { url, status: answer.status, ...(html && { $: cheerio.load(answer.body.toString('utf8')) }) }
    } catch {
      return { url }
    }
  }
  const check = async ({ url }: Link): Promise<SitePage> => {
    try {
      let answer = await fetcher.fetch(url, { method: 'HEAD', signal })
      if (answer.status === 405 || answer.status === 501)
        answer = await fetcher.fetch(url, { signal, maxBodyBytes: 64 * 1024 })
      return { url, status: answer.status }
    } catch {
      return { url }
    }
  }
  return Promise.all([...toRead.map(read), ...toCheck.map(check)])
}
