import type { LakeDocument } from './lake-document'

/** Image and file assets: the editors' uploads, content although Sanity types them `sanity.*`. */
export const isAsset = (document: LakeDocument) =>
  document._type === 'sanity.imageAsset' || document._type === 'sanity.fileAsset'

/**
 * The Studio's own bookkeeping, not content: ids under `_.`, and `sanity.*` and `system.*` types
 * other than assets, such as the Presentation tool's preview secrets (`sanity.previewUrlSecret`,
 * which live an hour). The seed's and a restore's summaries leave them out, the seed and a restore
 * keep them, and exports do not carry them.
 */
export const isSystemDocument = (document: LakeDocument) =>
  document._id.startsWith('_.') || (/^(sanity|system)\./.test(document._type) && !isAsset(document))
