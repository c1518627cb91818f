import type {WorkspaceOptions} from 'sanity'

import {hosted} from './env'

/**
 * Features that live in Sanity's cloud (comments, tasks, content releases, scheduled publishing
 * and drafts, in-product announcements) are only offered on hosted Sanity: on the local content
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
    }

/** Comments are a document option; off on the lake for the same reason. */
export const commentsEnabled = hosted
