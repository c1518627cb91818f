import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Container } from './container'
import { FadeIn } from './fade-in'
import { media } from '../../app/media'

export type Heading = { eyebrow?: string | null; title?: string | null; subtitle?: string | null } | null

const SectionRoot = styled.section`
  padding: var(--space-2xl) 0;
  ${media.desktop} {
    padding: var(--space-3xl) 0;
  }
`

const HeadingBlock = styled.header`
  text-align: center;
  max-width: var(--layout-narrow-width);
  margin: 0 auto var(--space-2xl);
  display: grid;
  gap: var(--space-md);
`

export const Eyebrow = styled.p`
  color: var(--color-accent);
  font-family: var(--font-mono);
  font-size: var(--font-size-sm);
  text-transform: uppercase;
  letter-spacing: var(--letter-spacing-eyebrow);
`

const Title = styled.h2`
  font-size: var(--font-size-3xl);
  font-weight: var(--font-weight-black);
`

const Subtitle = styled.p`
  color: var(--color-text-muted);
  font-size: var(--font-size-lg);
`

export function SectionHeading({ heading, as = 'h2' }: { heading: Heading; as?: 'h1' | 'h2' }) {
  if (!heading?.title) return null
  return (
    <HeadingBlock>
      {heading.eyebrow && <Eyebrow>{heading.eyebrow}</Eyebrow>}
      <Title as={as}>{heading.title}</Title>
      {heading.subtitle && <Subtitle>{heading.subtitle}</Subtitle>}
    </HeadingBlock>
  )
}

type SectionProps = {
  heading?: Heading
  id?: string
  children?: ReactNode
  narrow?: boolean
}

/** A page section that fades in when it scrolls into view. */
export function Section({ heading, id, children, narrow }: SectionProps) {
  return (
    <SectionRoot id={id}>
      <FadeIn>
        <Container $narrow={narrow}>
          {heading && <SectionHeading heading={heading} />}
          {children}
        </Container>
      </FadeIn>
    </SectionRoot>
  )
}
