/** Draft mode's endpoints (docs/decisions/0015); the Studio's Presentation tool opens `enable`. */
export const enableDraftModePath = '/api/draft-mode/enable'
export const disableDraftModePath = '/api/draft-mode/disable'
/** Server-sent events: content changed, drafts included. */
export const draftChangesPath = '/api/draft-mode/changes'
/** The overlays' bundle (`vite build --mode live-preview`), loaded by draft previews only. */
export const livePreviewBundle = '/preview/live-preview.js'
