import { staticRoutes, type ContactRoute, type RouteKind } from './contact-routes'
import { formsOf, type PageForm } from './forms'
import type { SiteView } from './util'

/**
 * Every way to reach the business the site offers: what its links, `onclick` handlers and scripts
 * open on the pages read, and what the phone pass's clicks on the home page tried to open.
 */
export function routesOf({ pages, snapshot, behaviour }: SiteView): ContactRoute[] {
  return [
    ...pages.flatMap(($, index) => staticRoutes($, index === 0 ? snapshot.scripts : [])),
    ...(behaviour?.routes ?? []),
  ]
}

/** The routes of one kind, and how they were found (`link, click`), for a verdict's values. */
export function routeValues(routes: ContactRoute[], kind: RouteKind) {
  const own = routes.filter((route) => route.kind === kind)
  return {
    found: own.length > 0,
    values: {
      via: [...new Set(own.map((route) => route.source))].join(', '),
      examples: [...new Set(own.map((route) => route.control).filter(Boolean))].slice(0, 3).join(', '),
    },
  }
}

/**
 * Every form on the pages read, found by its fields; the same form repeated on several pages (a
 * footer's) counts once. On the home page, what the phone pass saw a form do when it filled it in
 * and pressed its button outranks what its markup says.
 */
export function formsOfSite({ pages, behaviour }: SiteView): PageForm[] {
  const forms = pages.flatMap(($, index) =>
    formsOf($).map((form) => {
      const trial = index === 0 ? behaviour?.forms.find((tried) => tried.path === form.path) : undefined
      return trial && trial.outcome !== 'unverified' ? { ...form, outcome: trial.outcome, reason: trial.reason } : form
    }),
  )
  return [...new Map(forms.map((form) => [`${form.kind} ${form.name} ${form.outcome}`, form])).values()]
}
