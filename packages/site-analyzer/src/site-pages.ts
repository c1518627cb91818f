import * as cheerio from 'cheerio'
import type { PageScript } from './checks/contact-routes'
import { asFolder } from './checks/util'
import { bodyText, type SafeFetcher } from './safe-fetch'

/** A same-site page linked from the home page: read in full, or only asked whether it exists. */
export type SitePage = {
  url: string
  /** The HTTP status; undefined when the server did not answer. */
  status?: number
  /** The parsed page, for the pages the sales checks read (navigation pages that answered with HTML). */
  $?: cheerio.CheerioAPI
}

/**
 * The navigation pages where sites keep what sells and what earns trust: contact, menu, reservations,
 * booking, services, products, prices, hours, the cart and where one buys, signs up or pays, branches, how to get there and
 * the about page (where reviews and the address often are).
 */
const salesPageWords =
  /contact|contáct|escr[ií]b|men[uú]|carta|reserv|booking|book|cita|turno|agend|servic|pedido|encargo|order|tienda|shop|carrito|\bcart\b|cesta|cotiza|quote|product|cat[aá]logo|catalog|sucursal|ubicaci|location|nosotros|about|qui[eé]nes|rese[ñn]a|review|testimon|llegar|find us|directions|precio|price|tarifa|\brates\b|horario|\bhours\b|habitaci|\brooms\b|planes|membres|paquete|packages|compr[aá]|\bbuy\b|checkout|\bpag(?:o|ar)\b|payment|inscri|suscri|subscri|enrol/i

/** At most this many navigation pages are read, and this many other same-site links are checked. */
export const sitePageLimits = { read: 5, checked: 10, bytes: 1024 * 1024 } as const

const sameSite = (a: URL, b: URL) => a.host.replace(/^www\./, '') === b.host.replace(/^www\./, '')
const notAPage = /\.(pdf|jpe?g|png|gif|webp|avif|svg|zip|mp[34]|docx?|xlsx?)$/i

type Link = { url: string; label: string; inNavigation: boolean }

/** Same-site links of a page, without fragments, files or the page itself, once each, in the order first linked. */
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
    // `index.html` beside the page is the page itself («Menú» on `index.html#productos`).
    if (asFolder(url.href) === asFolder(page.href)) return
    const inNavigation = $(element).closest('nav, header, [role="navigation"]').length > 0
    const label = `${$(element).text()} ${$(element).attr('aria-label') ?? ''} ${url.pathname}`
    // The same page linked twice is one page, called by all its links' words: an icon in the menu and
    // «Agendar consulta» in the footer.
    const known = found.get(url.href)
    found.set(url.href, {
      url: url.href,
      label: known ? `${known.label} ${label}` : label,
      inNavigation: inNavigation || known?.inNavigation === true,
    })
  })
  return [...found.values()]
}

/**
 * Reads up to five pages that sell, the menu's first (the sales checks look at them too), and asks up to ten
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
  // The menu's first; then those elsewhere (a top bar's «Contacto», the footer's) while there is room.
  const selling = (link: Link) => salesPageWords.test(link.label)
  const toRead = [...menu.filter(selling), ...links.filter((link) => !menu.includes(link) && selling(link))].slice(
    0,
    sitePageLimits.read,
  )
  const toCheck = links.filter((link) => !toRead.includes(link)).slice(0, sitePageLimits.checked)
  const read = async ({ url }: Link): Promise<SitePage> => {
    try {
      const answer = await fetcher.fetch(url, { signal, maxBodyBytes: sitePageLimits.bytes })
      const html = /html/i.test(answer.headers['content-type'] ?? 'text/html') && answer.status < 400
      return { url, status: answer.status, ...(html && { $: cheerio.load(bodyText(answer.body)) }) }
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

/** What the page's own code was read of: the files read, and those it loads that could not be read. */
export type ScriptReading = { files: PageScript[]; unread: string[] }

/**
 * The script files the pages load from their own site are read with the modules they import, within
 * these bounds: an ES module's imports this deep, this many files, each and all of them this big.
 */
export const scriptLimits = { depth: 3, files: 16, bytes: 256 * 1024, totalBytes: 1024 * 1024 } as const

/**
 * Libraries, tags, ads, visit counters and the scripts that draw a network's embedded posts
 * (Instagram's `embed.js`, TikTok's) served by other sites: they never hold the handlers of the
 * business's own buttons.
 */
const knownLibraries =
  /(^|\.)(googletagmanager\.com|google-analytics\.com|gstatic\.com|googleapis\.com|google\.com|jquery\.com|jsdelivr\.net|cdnjs\.cloudflare\.com|unpkg\.com|bootstrapcdn\.com|fontawesome\.com|cloudflareinsights\.com|facebook\.net|clarity\.ms|hotjar\.com|recaptcha\.net|tailwindcss\.com|polyfill-fastly\.io|youtube\.com|vimeo\.com|ytimg\.com|googlesyndication\.com|doubleclick\.net|googleadservices\.com|optistats\.ovh|histats\.com|statcounter\.com|whos\.amung\.us|instagram\.com|tiktok\.com|twitter\.com|pinterest\.com)$/i
/** Script types a browser runs. */
const runnable = /^(|module|text\/javascript|application\/javascript|text\/ecmascript)$/i
/** `import … from '…'`, `import '…'`, `export … from '…'` and `import('…')`, as written or minified. */
const importsInCode = /\b(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?\(?\s*(['"`])([^'"`\n]+)\1/g

/**
 * What a module specifier can be: a path, an address, or a package's name (lower case, npm's rule).
 * Prose a library quotes in an error («Did you import `RouterProvider` from `react-router`?») is none.
 */
const moduleSpecifier = /^(\.{0,2}\/|https?:\/\/)\S+$|^(@[a-z0-9][\w.-]*\/)?[a-z0-9][a-z0-9._-]*(\/[\w.@-]+)*$/

/** The modules a piece of code imports, as written. */
export const importsOf = (code: string) =>
  [...code.matchAll(importsInCode)].map((match) => match[2]!).filter((specifier) => moduleSpecifier.test(specifier))

/**
 * Reads every script the pages load from their own site, following the modules they import, so a
 * button's handler in a file a module imports is read too. What could not be read (another site's
 * unknown script, a file past the bounds, a failed request, a bare module name) is listed as unread:
 * what it does is unknown, so nothing may be claimed missing from the page. Pages may be handed in
 * a few at a time (the home page's first): a file is read once, and the bounds hold for them all.
 */
export function scriptReader(fetcher: SafeFetcher, signal: AbortSignal) {
  const files: PageScript[] = []
  const unread = new Set<string>()
  const seen = new Set<string>()
  type Pending = { url: string; depth: number; imports: Record<string, string> }
  let queue: Pending[] = []
  let filesLeft: number = scriptLimits.files
  let bytesLeft: number = scriptLimits.totalBytes
  /** A script's address (a `src`, relative to the page: `script.js` is beside it). */
  const addUrl = (address: string, base: string, depth: number, imports: Record<string, string>) => {
    let url: URL
    try {
      url = new URL(address, base)
    } catch {
      return void unread.add(address)
    }
    if (seen.has(url.href)) return
    seen.add(url.href)
    if (!sameSite(url, new URL(base))) return void (knownLibraries.test(url.hostname) || unread.add(url.href))
    if (depth > scriptLimits.depth) return void unread.add(url.href)
    queue.push({ url: url.href, depth, imports })
  }
  /** A module's `import` specifier: through the import map; a bare name (`lodash`) the browser cannot load. */
  const addImport = (specifier: string, base: string, depth: number, imports: Record<string, string>) => {
    const mapped = imports[specifier] ?? specifier
    if (!/^(\.{0,2}\/|https?:)/i.test(mapped)) return void unread.add(specifier)
    addUrl(mapped, base, depth, imports)
  }
  const readFile = async ({ url, depth, imports }: Pending) => {
    if (filesLeft <= 0 || bytesLeft <= 0) return void unread.add(url)
    filesLeft -= 1
    try {
      const answer = await fetcher.fetch(url, { signal, maxBodyBytes: Math.min(scriptLimits.bytes, bytesLeft) })
      // A missing file defines nothing, in the browser either.
      if (answer.status >= 400) return
      const code = bodyText(answer.body)
      bytesLeft -= answer.body.length
      files.push({ name: new URL(url).pathname.split('/').pop() ?? '', code })
      for (const specifier of importsOf(code)) addImport(specifier, url, depth + 1, imports)
    } catch {
      unread.add(url)
    }
  }
  return {
    /** Reads the scripts these pages load that were not read yet. */
    async read(pages: { url: string; $: cheerio.CheerioAPI }[]): Promise<void> {
      for (const { url, $ } of pages) {
        let imports: Record<string, string> = {}
        try {
          const map = JSON.parse($('script[type="importmap"]').first().text() || '{}') as {
            imports?: Record<string, string>
          }
          imports = map.imports ?? {}
        } catch {
          // A broken import map maps nothing, in the browser too.
        }
        $('script').each((_, element) => {
          const script = $(element)
          const type = (script.attr('type') ?? '').trim()
          if (!runnable.test(type)) return
          const src = script.attr('src')?.trim()
          if (src) addUrl(src, url, 0, imports)
          else if (/module/i.test(type))
            for (const specifier of importsOf(script.text())) addImport(specifier, url, 1, imports)
        })
      }
      while (queue.length > 0) {
        const batch = queue
        queue = []
        await Promise.all(batch.map(readFile))
      }
    },
    /** What was read so far, and what could not be. */
    reading: (): ScriptReading => ({ files: [...files], unread: [...unread] }),
  }
}
