import * as cheerio from 'cheerio'
import type { Cheerio } from 'cheerio'
import type { AnyNode } from 'domhandler'
import type { PageScript } from './checks/contact-routes'
import { inlineScripts, linkedAddress } from './checks/util'
import { bodyText, type SafeFetcher } from './safe-fetch'

/** At most this many parts of a page are fetched for it, each at most this big. */
export const fragmentLimits = { count: 6, bytes: 256 * 1024 } as const

/**
 * A same-site `.html` file the page's code fetches to draw part of the page: `fetch("components/footer.html")`,
 * jQuery's `$("#menu").load("menu.html")`, `xhr.open("GET", "header.html")`, or a helper of its own
 * (`cargarComponente("footer", "partials/footer.html")`). A page it sends the visitor to
 * (`location.href = "gracias.html"`, `window.open("menu.html")`) is none.
 */
const fetchedInCode = [
  /(?<![\w$.])fetch\s*\(\s*(['"`])([^'"`\s?#]+?\.html?)\1/gi,
  /\.(?:load|get)\s*\(\s*(['"`])([^'"`\s?#]+?\.html?)\1/gi,
  /\.open\s*\(\s*['"]GET['"]\s*,\s*(['"`])([^'"`\s?#]+?\.html?)\1/gi,
  /\b[\w$]*(?:load|cargar|include|incluir|component|partial|insert|render)[\w$]*\s*\((?:\s*['"`][^'"`]*['"`]\s*,)?\s*(['"`])([^'"`\s?#]+?\.html?)\1/gi,
]

/** Markup that names the part a script puts inside it: `<div w3-include-html="footer.html">`. */
const includeAttributes = ['w3-include-html', 'data-include', 'data-include-html', 'include-html']

/** Parts that open a page (its header, its menu) go first in it; the others at its end. */
const opening = /header|nav|menu|cabecera|encabezado|^top/i

type Fragment = { url: string; into?: Cheerio<AnyNode> }

/** The parts fetched so far, by address: one site's pages share them. */
export type FragmentCache = Map<string, Promise<string | undefined>>

function fragmentsOf($: cheerio.CheerioAPI, pageUrl: string, code: string): Fragment[] {
  const page = new URL(pageUrl)
  const found = new Map<string, Fragment>()
  const add = (address: string, into?: Cheerio<AnyNode>) => {
    const url = linkedAddress(address, page.href)
    if (!url || new URL(url).origin !== page.origin || url === page.href || found.has(url)) return
    found.set(url, { url, into })
  }
  for (const attribute of includeAttributes)
    $(`[${attribute}]`).each((_, element) => add($(element).attr(attribute) ?? '', $(element)))
  for (const pattern of fetchedInCode) for (const match of code.matchAll(pattern)) add(match[2]!)
  return [...found.values()].slice(0, fragmentLimits.count)
}

/** Where a fetched part goes: the element that asks for it, one named after it (`#footer`), else the body's start or end. */
function place($: cheerio.CheerioAPI, { url, into }: Fragment, html: string) {
  if (into) return void into.html(html)
  const name = new URL(url).pathname
    .split('/')
    .pop()!
    .replace(/\.html?$/i, '')
  const named = /^[A-Za-z][\w-]*$/.test(name)
    ? $(`#${name}`).filter((_, element) => $(element).text().trim() === '')
    : undefined
  if (named?.length) return void named.first().html(html)
  if (opening.test(name)) $('body').prepend(html)
  else $('body').append(html)
}

/**
 * Puts into a page the parts its own code fetches and draws there (a header and a footer kept in
 * `components/*.html`), as a visitor's browser does: what they hold (the footer's WhatsApp, the map,
 * the menu's links) is on the page. A part that does not answer adds nothing, in the browser too.
 */
export async function includeFragments(
  fetcher: SafeFetcher,
  page: { url: string; $: cheerio.CheerioAPI },
  scripts: PageScript[],
  signal: AbortSignal,
  fetched: FragmentCache,
): Promise<void> {
  const { $ } = page
  if ($('script').length === 0) return
  const code = [...inlineScripts($), ...scripts.map((script) => script.code)].join('\n')
  const fragments = fragmentsOf($, page.url, code)
  const bodies = await Promise.all(
    fragments.map((fragment) => {
      // The header and footer every page repeats are fetched once for them all.
      if (!fetched.has(fragment.url))
        fetched.set(
          fragment.url,
          fetcher
            .fetch(fragment.url, { signal, maxBodyBytes: fragmentLimits.bytes })
            .then((answer) => (answer.status < 400 ? bodyText(answer.body) : undefined))
            .catch(() => undefined),
        )
      return fetched.get(fragment.url)!
    }),
  )
  fragments.forEach((fragment, index) => {
    const body = bodies[index]
    if (body === undefined) return
    // A part written as a whole document brings only what its body holds.
    const own = /<body[\s>]/i.test(body) ? (cheerio.load(body)('body').html() ?? '') : body
    place($, fragment, own)
  })
}
