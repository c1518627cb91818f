import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Container } from '../ui/container'
import { Eyebrow, type Heading } from '../ui/section'

const Root = styled.section`
  padding: calc(var(--layout-header-height) + var(--space-2xl)) 0 var(--space-2xl);
  text-align: center;
`

const Inner = styled(Container)`
  display: grid;
  justify-items: center;
  gap: var(--space-lg);
`

export const HeroTitle = styled.h1`
  font-size: var(--font-size-hero);
  font-weight: var(--font-weight-black);
  max-width: 20ch;
  overflow-wrap: break-word;
`

export const Highlight = styled.span`
  background: var(--gradient-brand);
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
`

export const HeroSubtitle = styled.p`
  color: var(--color-text-muted);
  font-size: var(--font-size-lg);
  max-width: var(--layout-text-width);
`

/** The top of a page: its one h1, with optional eyebrow, subtitle and actions. */
export function PageHero({ heading, title, children }: { heading: Heading; title?: ReactNode; children?: ReactNode }) {
  return (
    <Root>
      <Inner>
        {heading?.eyebrow && <Eyebrow>{heading.eyebrow}</Eyebrow>}
        <HeroTitle>{title ?? heading?.title}</HeroTitle>
        {heading?.subtitle && <HeroSubtitle>{heading.subtitle}</HeroSubtitle>}
        {children}
      </Inner>
    </Root>
  )
}
