import type { CheerioAPI } from 'cheerio'
import { staticRoutes, type ContactRoute, type RouteKind } from './contact-routes'
import { checkoutsOf, type Checkout } from './carts'
import { formsOf, type FormContext, type PageForm } from './forms'
import type { SiteView } from './site-view'
import { hostedForms } from './tools'
import { hrefs, scripts } from './util'

/**
 * `read` of a site view, worked out on its first call and kept with the view: the sales and
 * automation checks ask for the same routes and forms several times.
 */
function keptPerView<T>(read: (site: SiteView) => T): (site: SiteView) => T {
  const kept = new WeakMap<SiteView, T>()
  return (site) => {
    if (!kept.has(site)) kept.set(site, read(site))
    return kept.get(site)!
  }
}

/**
 * Every way to reach the business the site offers: what its links, `onclick` handlers and scripts
 * open on the pages read, and what the phone pass's clicks on the home page tried to open.
 */
export const routesOf = keptPerView(({ pages, snapshot, behaviour }): ContactRoute[] => [
  ...pages.flatMap(($, index) => staticRoutes($, index === 0 ? snapshot.scripts : [])),
  ...(behaviour?.routes ?? []),
])

/** Whether a page read embeds a form service's form in a frame, or links to one: a form that reaches the business. */
export const embedsHostedForm = (pages: CheerioAPI[]): boolean =>
  pages.some(($) => hostedForms.test(`${scripts($)} ${hrefs($).join(' ')}`))

/**
 * What a check may say of something a visitor looks for: it is there (`found`), it is not
 * (`missing`: only when the analysis saw the whole page), or we could not confirm either way.
 */
export type Claim = 'found' | 'unconfirmed' | 'missing'

/** A claim from what was proven, what only a control's name says, and whether part of the page went unseen. */
export const claimOf = (proven: boolean, named: boolean, unseen: boolean): Claim =>
  proven ? 'found' : named || unseen ? 'unconfirmed' : 'missing'

/**
 * The routes of one kind, and how they were found (`link, click`), for a verdict's values: `found`
 * by an address or a tap, `named` only by a control's words.
 */
export function routeValues(routes: ContactRoute[], kind: RouteKind) {
  const own = routes.filter((route) => route.kind === kind && route.source !== 'name')
  return {
    found: own.length > 0,
    named: routes.some((route) => route.kind === kind && route.source === 'name'),
    values: {
      via: [...new Set(own.map((route) => route.source))].join(', '),
      examples: [...new Set(own.map((route) => route.control).filter(Boolean))].slice(0, 3).join(', '),
    },
  }
}

/** What a page's forms are read with: its address and headers, and the site's code, whole or not. */
const formContext = (snapshot: SiteView['snapshot']): FormContext => ({
  pageUrl: snapshot.page.url,
  headers: snapshot.page.headers,
  files: snapshot.scripts.map((script) => script.code),
  allCode: !snapshot.unreadScripts?.length,
})

/**
 * Every form on the pages read, found by its fields and judged by what its handlers do with the
 * message; the same form repeated on several pages (a footer's) counts once. On the home page, what
 * the phone pass saw a form do when it filled it in and pressed its button outranks what its markup
 * and code say.
 */
export const formsOfSite = keptPerView(({ pages, behaviour, snapshot }): PageForm[] => {
  const context = formContext(snapshot)
  const forms = pages.flatMap(($, index) =>
    formsOf($, context).map((form) => {
      const trial = index === 0 ? behaviour?.forms.find((tried) => tried.path === form.path) : undefined
      // A handler read to keep the message is the finding a press that sent nothing confirms; a form
      // service's address holding the template's e-mail or form id loses it whatever a press sends.
      if (
        !trial ||
        trial.outcome === 'unverified' ||
        form.reason === 'example' ||
        (trial.outcome === 'nowhere' && form.reason === 'handler')
      )
        return form
      // A handler read to send it (a cart's «Finalizar compra por WhatsApp» that opens `wa.me/…`) may
      // stop a press on its own terms (an empty cart): the press and the code disagree, and neither is proof.
      if (trial.outcome === 'nowhere' && trial.reason === 'nothing' && form.outcome === 'sends')
        return { ...form, outcome: 'unverified' as const, reason: 'script' as const }
      return { ...form, outcome: trial.outcome, reason: trial.reason, how: undefined }
    }),
  )
  return [...new Map(forms.map((form) => [`${form.kind} ${form.name} ${form.outcome}`, form])).values()]
})

/** The checkouts of the carts on the pages read, judged from the code; once each. */
export const checkoutsOfSite = keptPerView(({ pages, snapshot }): Checkout[] => {
  const context = formContext(snapshot)
  const checkouts = pages.flatMap(($) => checkoutsOf($, context))
  return [...new Map(checkouts.map((checkout) => [`${checkout.name} ${checkout.outcome}`, checkout])).values()]
})
