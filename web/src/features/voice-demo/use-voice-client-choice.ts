import { useMemo } from 'react'
import { useAppConfig } from '../../app/app-config'
import { useContent } from '../../content/use-content'
import { useLanguage } from '../../i18n/language-context'
import { chooseVoiceClient } from './client/voice-client'

/**
 * The client a call would use here, or null when the page cannot place one (no voice keys in the
 * site settings and no fake allowed). Pages pick their copy by it, so no text promises a call.
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
