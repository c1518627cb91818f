import type { Sessions } from './credential'
import type { Editor } from './editor'
import type { LakeRequest, LakeResponse } from './http'
import type { createPresence } from './presence'
import type { DocumentStore } from './store'

/** What every endpoint's handler reads: the lake it serves, and the request it answers. */
export type LakeContext = {
  store: DocumentStore
  projectId: string
  dataset: string
  /** Where uploads are written. */
  filesDir: string
  /** Where transformed images are kept (image-cache.ts). */
  cacheDir: string
  /** Where image files are looked up: uploads and the seed images. */
  mediaDirs: readonly string[]
  studioDir?: string
  /** The ids localized texts are keyed by, tagged for Content Source Maps (source-map.ts). */
  languages: readonly string[]
  /** The user's key-value store (which announcements were seen, and the like), as long as the lake runs. */
  keyValues: Map<string, unknown>
  /** The editors' credential (DATA_DIR/lake/token) and the browser sessions it opened. */
  token: string
  sessions: Sessions
  presence: ReturnType<typeof createPresence>
  /** The site reading this lake, which registers its origin (`PUT /lake/site`). */
  site: { url?: string }
}

/** One request, as an endpoint's handler gets it. */
export type Call = {
  context: LakeContext
  url: URL
  /** The path's named parts (`{dataset}`, `{ids}`…), decoded only where the handler says so. */
  params: Record<string, string>
  request: LakeRequest
  response: LakeResponse
  /** Who the credential names, as the endpoint's access asks (access.ts); undefined without one. */
  editor?: Editor
}
