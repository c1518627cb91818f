import type { ReactNode } from 'react'
import styled from 'styled-components'
import { bookingHref } from '../../paths'
import { Actions } from '../ui/actions'
import { ButtonLink } from '../ui/button'
import { Section } from '../ui/section'

const Box = styled.div`
  text-align: center;
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space['2xl']} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  background: ${({ theme }) => theme.color.surface};
  h2 {
    font-size: ${({ theme }) => theme.fontSize['3xl']};
  }
  p {
    color: ${({ theme }) => theme.color.textMuted};
    max-width: ${({ theme }) => theme.layout.textWidth};
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
        <ButtonLink to={bookingHref}>{cta?.buttonLabel}</ButtonLink>
        {children}
      </CtaBlock>
    </Section>
  )
}
