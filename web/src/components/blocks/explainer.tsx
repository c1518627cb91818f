import styled from 'styled-components'
import { Section } from '../ui/section'

const Body = styled.p`
  color: var(--color-text-muted);
  font-size: var(--font-size-lg);
  white-space: pre-line;
  text-align: center;
`

type Content = { title?: string | null; body?: string | null } | null | undefined

/** A short "what is it" block under a service page's hero. */
export function Explainer({ explainer }: { explainer: Content }) {
  if (!explainer?.title) return null
  return (
    <Section heading={{ title: explainer.title }} narrow>
      <Body>{explainer.body}</Body>
    </Section>
  )
}
