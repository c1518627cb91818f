import { Mail, MessageCircle } from 'lucide-react'
import styled from 'styled-components'
import { useContent } from '../../content/use-content'
import { useLanguage } from '../../i18n/language-context'
import { formatPhone, whatsappUrl } from 'shared/phone'
import { ButtonAnchor } from '../ui/button'
import { Icon } from '../ui/icon'

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: var(--space-md);
`

/** The agency's e-mail and WhatsApp links, from site settings. */
export function ContactLinks() {
  const { t } = useLanguage()
  const { data: layout } = useContent('layout')
  if (!layout) return null
  return (
    <Row>
      {layout.email && (
        <ButtonAnchor
          $variant="secondary"
          href={`mailto:${layout.email}`}
          aria-label={`${t.contact.email}: ${layout.email}`}
        >
          <Icon of={Mail} size={18} />
          {layout.email}
        </ButtonAnchor>
      )}
      {layout.phone && (
        <ButtonAnchor
          $variant="secondary"
          href={whatsappUrl(layout.phone)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${t.contact.whatsappAction}: ${formatPhone(layout.phone)} ${t.page.opensInNewTab}`}
        >
          <Icon of={MessageCircle} size={18} />
          {formatPhone(layout.phone)}
        </ButtonAnchor>
      )}
    </Row>
  )
}
