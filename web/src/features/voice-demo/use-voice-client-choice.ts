import { useMemo } from 'react'
import { useAppConfig, type VoiceDemoClientMode } from '../../app/app-config'
import { useContent } from '../../content/use-content'
import { useLanguage } from '../../i18n/language-context'
import type { Language } from '../../i18n/language'
import { voiceKeys, type VoiceDemoSettings } from './can-place-call'
import type { VoiceClientChoice } from './client/contract'

/**
 * The client a call would use here, or null when the page cannot place one (no voice keys in the
 * site settings and no fake allowed).
 */
export function useVoiceClientChoice() {
  const { language } = useLanguage()
  const { voiceDemoClient } = useAppConfig()
  const { data: layout } = useContent('layout')
  return useMemo(
    () => chooseVoiceClient(voiceDemoClient, layout?.voiceDemo, language),
    [voiceDemoClient, layout?.voiceDemo, language],
  )
}

/** Which client a call uses, or null when the demo is unavailable (no key and no fake allowed). */
function chooseVoiceClient(
  mode: VoiceDemoClientMode,
  settings: VoiceDemoSettings,
  language: Language,
): VoiceClientChoice | null {
  const keys = voiceKeys(settings)
  if (mode !== 'fake' && keys) return { kind: 'vapi', ...keys }
  return mode === 'vapi' ? null : { kind: 'fake', assistantId: 'fake-assistant', language }
}
