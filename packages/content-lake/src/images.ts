/**
 * Images as Sanity's CDN serves them (width, height, crop, format…), which the lake answers and a
 * site may answer the same way, sharing the cache of transformed images under the lake's folder.
 */
export { answerImage, immutable, type ImageAnswer } from './answer-image'
export { imageCacheDir } from './image-cache'
export { mimeTypes } from './image-transform'
