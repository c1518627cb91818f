import { Calendar, ExternalLink } from 'lucide-react'
import styled from 'styled-components'
import { bookingWidgetColors } from '../../app/theme'
import { media } from '../../app/media'
import { ButtonAnchor } from '../../components/ui/button'
import { Icon } from '../../components/ui/icon'
import { Section, type Heading } from '../../components/ui/section'
import { useContent } from '../../content/use-content'
import { useMessages } from '../../i18n/feature-messages'
import { useLanguage } from '../../i18n/language-context'
import { anchors } from '../../paths'
import { widgetUrl } from './calendly'
import { bookingMessages } from './messages'
import { useCalendlyWidget, type WidgetState } from './use-calendly-widget'

/**
 * The widget and its status share one grid cell, so the section keeps the widget's height while it
 * may still arrive; once it cannot, the card shrinks to its message and link.
 */
const Frame = styled.div<{ $height: number; $state: WidgetState }>`
  display: grid;
  min-height: ${({ $height, $state }) => ($state === 'failed' ? 'auto' : `${$height}px`)};
  border-radius: var(--radius-lg);
  border: 1px solid var(--color-border);
  background: var(--color-surface);
  overflow: hidden;
  > * {
    grid-area: 1 / 1;
  }
`

const Widget = styled.div<{ $height: number; $state: WidgetState }>`
  height: ${({ $height, $state }) => ($state === 'failed' ? 0 : $height)}px;
  visibility: ${({ $state }) => ($state === 'ready' ? 'visible' : 'hidden')};
  iframe {
    display: block;
    border: 0;
  }
`

const Status = styled.div`
  display: grid;
  place-content: center;
  justify-items: center;
  gap: var(--space-lg);
  padding: var(--space-lg);
  ${media.desktop} {
    padding: var(--space-xl);
  }
  text-align: center;
  p {
    color: var(--color-text-muted);
    max-width: var(--layout-text-width);
  }
  /* The calendar drawing only: the button's icon takes the button's text colour. */
  > svg {
    color: var(--color-accent);
  }
`

/**
 * The booking section every "schedule" button scrolls to (`#calendly-section`), sized as product §9
 * says: Calendly's inline widget for the 30-minute page, with a link to that page in a new tab
 * until the widget has arrived, and instead of it when it cannot (offline, blocked).
 */
export function BookingSection({ heading, height }: { heading: Heading; height: number }) {
  const m = useMessages(bookingMessages)
  const { language, t } = useLanguage()
  const { data: layout } = useContent('layout')
  const bookingUrl = layout?.bookingUrl30
  const url = bookingUrl ? widgetUrl(bookingUrl, language, bookingWidgetColors) : null
  const { sectionRef, containerRef, state } = useCalendlyWidget(url, language)

  return (
    <Section id={anchors.booking} heading={heading}>
      <Frame ref={sectionRef} $height={height} $state={state} data-testid="booking-frame" data-state={state}>
        <Widget ref={containerRef} $height={height} $state={state} role="region" aria-label={m.region} />
        {state !== 'ready' && (
          <Status aria-live="polite">
            <Icon of={Calendar} size={40} />
            <p>{state === 'failed' ? m.failed : state === 'loading' ? m.loading : m.text}</p>
            {bookingUrl && (
              <ButtonAnchor href={bookingUrl} target="_blank" rel="noopener noreferrer">
                {m.open}
                <Icon of={ExternalLink} size={18} />
                <span className="visually-hidden">{t.page.opensInNewTab}</span>
              </ButtonAnchor>
            )}
          </Status>
        )}
      </Frame>
    </Section>
  )
}
