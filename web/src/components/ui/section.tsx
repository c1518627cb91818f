import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Container } from './container'
import { FadeIn } from './fade-in'

export type Heading = { eyebrow?: string | null; title?: string | null; subtitle?: string | null } | null

const SectionRoot = styled.section`
  padding: ${({ theme }) => `${theme.space['2xl']} 0`};
  ${({ theme }) => theme.media.desktop} {
    padding: ${({ theme }) => `${theme.space['3xl']} 0`};
  }
`

const HeadingBlock = styled.header`
  text-align: center;
  max-width: ${({ theme }) => theme.layout.narrowWidth};
  margin: 0 auto ${({ theme }) => theme.space['2xl']};
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`

export const Eyebrow = styled.p`
  color: ${({ theme }) => theme.color.accent};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.fontSize.sm};
  text-transform: uppercase;
  letter-spacing: ${({ theme }) => theme.letterSpacing.eyebrow};
`

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSize['3xl']};
  font-weight: ${({ theme }) => theme.fontWeight.black};
`

const Subtitle = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.lg};
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
