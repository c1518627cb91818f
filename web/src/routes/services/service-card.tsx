import { ArrowRight } from 'lucide-react'
import styled from 'styled-components'
import type { GradientName } from '../../../../schemas/constants'
import { Card } from '../../components/blocks/card'
import { CheckList } from '../../components/blocks/check-list'
import { Button } from '../../components/ui/button'
import { ContentIcon } from '../../components/ui/content-icon'
import { Icon } from '../../components/ui/icon'
import type { ContentResults } from '../../content/content-types'

export type Service = ContentResults['services']['services'][number]

// The bullet list takes the spare height, so every card's button sits on the same line.
const Root = styled(Card)`
  grid-template-rows: auto auto auto 1fr auto;
  align-content: stretch;
`

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
`

export const ServiceIcon = styled.span<{ $gradient: GradientName }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.badgeLarge};
  height: ${({ theme }) => theme.size.badgeLarge};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $gradient }) => theme.gradient.card[$gradient]};
  color: ${({ theme }) => theme.color.text};
`

const Badge = styled.span`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  color: ${({ theme }) => theme.color.accent};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`

/** h2: the cards are the page's sections under its h1. */
const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.lg};
`

const Tagline = styled.p`
  font-weight: ${({ theme }) => theme.fontWeight.medium};
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
  return (
    <Root data-testid={`service-${service.key}`}>
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
        <Button
          $variant="secondary"
          onClick={onOpen}
          aria-haspopup="dialog"
          aria-label={`${learnMore}: ${service.title}`}
        >
          {learnMore}
          <Icon of={ArrowRight} size={18} />
        </Button>
      </div>
    </Root>
  )
}
