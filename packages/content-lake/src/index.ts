/**
 * The local content lake (README.md): start it, reach a running one, and move its content in and
 * out. `content-lake/images` is its image pipeline, `content-lake/testing` what tests start it with.
 */
export { startLake, lakeFilesDir, type Lake, type LakeOptions } from './lake'
export { connectLake, type LakeConnection } from './connect'
export { runningLake, type RunningLake } from './node-client'
export { authorization, readToken, sameSecret } from './credential'
export { verifyEditorAssertion, editorAssertionLifetimeMs } from './editor-assertion'
export { defaultHistoryDays } from './history'
export type { LakeDocument } from './lake-document'
export type { SanityMutation } from './mutations'
export { openLocalContent, type LocalContent } from './local-content'
export { contentDiff, describeDiff, isEmptyDiff, type ContentDiff } from './content-diff'
export {
  backUp,
  backupsDir,
  exportContent,
  importContent,
  planRestore,
  restoreContent,
  type AdaptDocuments,
  type RestorePlan,
} from './content-transfer'
