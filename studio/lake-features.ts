import {defineLocaleResourceBundle, type WorkspaceOptions} from 'sanity'

import {hosted} from './env'

/**
 * The Studio's document lists label the avatars of editors in a document with strings of the
 * releases plugin's namespace, but that plugin (and so its strings) is left out when releases and
 * scheduled drafts are off: the tooltip would show its raw key. These are Sanity's own strings
 * (sanity 6.16, `releases` namespace) for the cases that arise without releases.
 */
const presenceStrings = defineLocaleResourceBundle({
  locale: 'en-US',
  namespace: 'releases',
  resources: {
    'presence.tooltip.one-without-release': '{{displayName}} is editing this document right now',
    'presence.tooltip.other': '{{count}} people are editing this document right now',
  },
})

/**
 * Features that live in Sanity's cloud (comments, tasks, content releases, scheduled publishing
 * and drafts, in-product announcements, its sign-in providers) are only offered on hosted Sanity: on the local content
 * lake they would fail or show empty pages. History uses the Studio's transaction timeline, which
 * the lake answers from its own log (docs/lake.md); hosted Sanity keeps its events API.
 */
export const lakeFeatures: Partial<WorkspaceOptions> = hosted
  ? {}
  : {
      tasks: {enabled: false},
      releases: {enabled: false},
      scheduledPublishing: {enabled: false},
      scheduledDrafts: {enabled: false},
      announcements: {enabled: false},
      beta: {eventsAPI: {documents: false}},
      i18n: {bundles: [presenceStrings]},
      // After "Sign out", the Studio's sign-in screen offers the lake's way in: the page that says
      // to run `npm run studio` for a new sign-in address. Sanity's providers need its cloud.
      auth: {
        redirectOnSingle: false,
        providers: [{name: 'lake', title: 'Iniciar sesión · Sign in', url: '/lake/sign-in'}],
      },
    }

/** Comments are a document option; off on the lake for the same reason. */
export const commentsEnabled = hosted
