import type { ContentName, ContentResults } from '../src/content/content-types'
import type { Language } from '../src/i18n/language'

type Fetch = <N extends ContentName>(name: N, language: Language) => Promise<ContentResults[N]>
export type ContentLog = {
  warn: (details: object, message: string) => void
  info: (details: object, message: string) => void
}

/**
 * Pages keep being served when the content store stops answering (hosted Sanity down or slow, a
 * network blip): each content read that fails is answered with the last one that succeeded for the
 * same name and language. The outage is logged when it starts and when it ends, not per request;
 * with nothing read before, the failure stands (the page answers 503). `stale()` says whether the
 * last read was answered from memory, for the health check.
 */
export function keepLastGood(fetch: Fetch, log: ContentLog) {
  const lastGood = new Map<string, unknown>()
  let failingSince: number | undefined
  const read: Fetch = async <N extends ContentName>(name: N, language: Language): Promise<ContentResults[N]> => {
    const key = `${name}:${language}`
    try {
      const fresh = await fetch(name, language)
      lastGood.set(key, fresh)
      if (failingSince !== undefined) {
        log.info({ seconds: Math.round((Date.now() - failingSince) / 1000) }, 'content store answers again')
        failingSince = undefined
      }
      return fresh
    } catch (error) {
      if (!lastGood.has(key)) throw error
      if (failingSince === undefined) {
        failingSince = Date.now()
        log.warn(
          { reason: (error as { code?: string }).code ?? (error as Error).name },
          'content store not answering: serving the last content it gave',
        )
      }
      return lastGood.get(key) as ContentResults[N]
    }
  }
  return { fetch: read, stale: () => failingSince !== undefined }
}
