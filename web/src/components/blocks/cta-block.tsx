import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Actions } from '../ui/actions'
import { BookingLink } from '../ui/booking-link'
import { Section } from '../ui/section'

const Box = styled.div`
  text-align: center;
  display: grid;
  justify-items: center;
  gap: var(--space-md);
  padding: var(--space-2xl) var(--space-lg);
  border-radius: var(--radius-lg);
  border: 1px solid var(--color-border-strong);
  background: var(--color-surface);
  h2 {
    font-size: var(--font-size-3xl);
  }
  p {
    color: var(--color-text-muted);
    max-width: var(--layout-text-width);
  }
`

type Cta = { title?: string | null; text?: string | null } | null | undefined

/** A closing call to action; the page supplies its buttons. */
export function CtaBlock({ cta, children }: { cta: Cta; children: ReactNode }) {
  return (
    <Box>
      {cta?.title && <h2>{cta.title}</h2>}
      {cta?.text && <p>{cta.text}</p>}
      <Actions>{children}</Actions>
    </Box>
  )
}

/** A closing section whose main button goes to the home page's booking section. */
export function BookingCta({ cta, children }: { cta: Cta & { buttonLabel?: string | null }; children?: ReactNode }) {
  return (
    <Section>
      <CtaBlock cta={cta}>
        <BookingLink>{cta?.buttonLabel}</BookingLink>
        {children}
      </CtaBlock>
    </Section>
  )
}
