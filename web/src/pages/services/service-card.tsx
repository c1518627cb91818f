import { ArrowRight } from 'lucide-react'
import styled from 'styled-components'
import type { MouseEvent } from 'react'
import type { GradientName, ServiceKey } from '../../../../schemas/constants'
import { Card } from '../../components/blocks/card'
import { CheckList } from '../../components/blocks/check-list'
import { ButtonAnchor } from '../../components/ui/button'
import { ContentIcon } from '../../components/ui/content-icon'
import { Icon } from '../../components/ui/icon'
import type { ContentResults } from '../../content/content-types'
import { useLocalizedPath } from '../../i18n/language-context'
import { isPlainClick } from '../../lib/plain-click'
import { paths } from '../../paths'

export type Service = ContentResults['services']['services'][number]

/** The services with a page of their own, where "learn more" leads without JavaScript. */
const servicePages: Partial<Record<ServiceKey, string>> = {
  chatbots: paths.chatbots,
  voiceAssistants: paths.voiceAssistants,
  webCreation: paths.webDesign,
}

// The bullet list takes the spare height, so every card's button sits on the same line.
const Root = styled(Card)`
  grid-template-rows: auto auto auto 1fr auto;
  align-content: stretch;
`

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: var(--space-md);
`

export const ServiceIcon = styled.span<{ $gradient: GradientName }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: var(--size-badge-large);
  height: var(--size-badge-large);
  border-radius: var(--radius-md);
  background: ${({ $gradient }) => `var(--gradient-card-${$gradient})`};
  color: var(--color-text);
`

const Badge = styled.span`
  padding: var(--space-xs) var(--space-sm);
  border-radius: var(--radius-pill);
  border: 1px solid var(--color-border-strong);
  color: var(--color-accent);
  font-size: var(--font-size-xs);
  font-weight: var(--font-weight-bold);
`

/** h2: the cards are the page's sections under its h1. */
const Title = styled.h2`
  font-size: var(--font-size-lg);
`

const Tagline = styled.p`
  font-weight: var(--font-weight-medium);
`

export function ServiceCard({
  service,
  learnMore,
  onOpen,
}: {
  service: Service
  learnMore: string
  onOpen: () => void
}) {
  const localized = useLocalizedPath()
  const id = `service-${service.key}`
  const page = servicePages[service.key]
  // The app opens the service's dialog; without it, the link leads to the service's page, else to
  // its card. A press before the grid is live is held and replayed (hydration/waiting-sections.ts).
  const open = (event: MouseEvent) => {
    if (!isPlainClick(event)) return
    event.preventDefault()
    onOpen()
  }
  return (
    <Root id={id} data-testid={id}>
      <Top>
        <ServiceIcon $gradient={service.gradient}>
          <ContentIcon name={service.icon} />
        </ServiceIcon>
        {service.badge && <Badge>{service.badge}</Badge>}
      </Top>
      <Title>{service.title}</Title>
      <Tagline>{service.tagline}</Tagline>
      <CheckList items={service.bullets} />
      <div>
        <ButtonAnchor
          $variant="secondary"
          href={page ? localized(page) : `#${id}`}
          onClick={open}
          data-held-press
          aria-haspopup="dialog"
          aria-label={`${learnMore}: ${service.title}`}
        >
          {learnMore}
          <Icon of={ArrowRight} size={18} />
        </ButtonAnchor>
      </div>
    </Root>
  )
}
