import { Calendar, MessageCircle, MicOff } from 'lucide-react'
import { Actions } from '../../components/ui/actions'
import { BookingLink } from '../../components/ui/booking-link'
import { ButtonAnchor } from '../../components/ui/button'
import { Icon } from '../../components/ui/icon'
import { useContent } from '../../content/use-content'
import { useMessages } from '../../i18n/feature-messages'
import { useLanguage } from '../../i18n/language-context'
import { whatsappUrl } from 'shared/phone'
import { voiceDemoMessages } from './messages'
import * as S from './voice-demo.styles'

/**
 * Without voice keys there is no call to make: instead of a start button that can only fail, the
 * panel sends the visitor to the two ways of talking to the agency that always work.
 */
export function VoiceDemoUnavailable() {
  const m = useMessages(voiceDemoMessages).unavailable
  const { t } = useLanguage()
  const { data: layout } = useContent('layout')
  return (
    <S.Panel role="region" aria-label={m.label} data-testid="voice-demo" data-status="unavailable">
      <S.Orb $status="idle" $activity="idle" aria-hidden="true">
        <Icon of={MicOff} size={44} />
      </S.Orb>
      <S.StatusText>{m.text}</S.StatusText>
      <Actions>
        <BookingLink>
          <Icon of={Calendar} size={18} />
          {m.book}
        </BookingLink>
        {layout?.phone && (
          <ButtonAnchor $variant="secondary" href={whatsappUrl(layout.phone)} target="_blank" rel="noopener noreferrer">
            <Icon of={MessageCircle} size={18} />
            {t.contact.whatsappAction}
          </ButtonAnchor>
        )}
      </Actions>
    </S.Panel>
  )
}
