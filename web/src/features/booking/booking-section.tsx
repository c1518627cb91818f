import styled from 'styled-components'
import { Section, type Heading } from '../../components/ui/section'
import { ButtonAnchor } from '../../components/ui/button'
import { Icon } from '../../components/ui/icon'
import { useContent } from '../../content/use-content'
import { useLanguage } from '../../i18n/language-context'
import { anchors } from '../../paths'

const Frame = styled.div<{ $height: number }>`
  min-height: ${({ $height }) => $height}px;
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
  p {
    color: ${({ theme }) => theme.color.textMuted};
    max-width: 32rem;
  }
`

/**
 * The booking section every "schedule" button scrolls to (`#calendly-section`), sized as SPEC §9
 * says. It links to the 30-minute booking page in a new tab.
 */
export function BookingSection({ heading, height }: { heading: Heading; height: number }) {
  const { t } = useLanguage()
  const { data: layout } = useContent('layout')
  return (
    <Section id={anchors.booking} heading={heading}>
      <Frame $height={height} data-testid="booking-frame">
        <Icon name="calendar" size={40} />
        <p>{t.booking.text}</p>
        {layout?.bookingUrl30 && (
          <ButtonAnchor href={layout.bookingUrl30} target="_blank" rel="noopener noreferrer">
            {t.booking.open}
            <Icon name="external-link" size={18} />
            <span className="visually-hidden">{t.page.opensInNewTab}</span>
          </ButtonAnchor>
        )}
      </Frame>
    </Section>
  )
}
