import { useAppConfig } from '../../app/app-config'
import { useContent } from '../../content/use-content'

export type VoiceDemoSettings = { publicKey?: string | null; assistantId?: string | null } | null | undefined

/** The site settings' voice keys, when both are there. */
export function voiceKeys(settings: VoiceDemoSettings) {
  const publicKey = settings?.publicKey?.trim()
  const assistantId = settings?.assistantId?.trim()
  return publicKey && assistantId ? { publicKey, assistantId } : undefined
}

/**
 * Whether this page can place a call: voice keys in the site settings, or the fake client allowed.
 * Pages pick their copy by it, so no text promises a call the page cannot make. Kept apart from the
 * widget's code, which pages load only when the visitor reaches it.
 */
export function useCanPlaceCall() {
  const { voiceDemoClient } = useAppConfig()
  const { data: layout } = useContent('layout')
  return voiceDemoClient !== 'vapi' || voiceKeys(layout?.voiceDemo) !== undefined
}
