import styled from 'styled-components'
import { useLanguage } from '../../i18n/language-context'
import { Card } from './card'
import { media } from '../../app/media'

type Step = { _key: string; title?: string | null; description?: string | null }

/**
 * How many columns `count` cards take, at most `max`: all in one row when they fit, else the widest
 * layout whose last row holds more than one card.
 */
export function balancedColumns(count: number, max: number): number {
  if (count <= max) return count
  for (let columns = max; columns > 2; columns--) if (count % columns !== 1) return columns
  return 2
}

// Stacked on a phone, two or three columns on a tablet, one row on a wide screen.
const List = styled.ol<{ $count: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: var(--space-lg);
  ${media.desktop} {
    grid-template-columns: repeat(${({ $count }) => balancedColumns($count, 3)}, minmax(0, 1fr));
  }
  ${media.wide} {
    grid-template-columns: repeat(${({ $count }) => balancedColumns($count, 6)}, minmax(0, 1fr));
  }
`

const Number = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: var(--size-step);
  height: var(--size-step);
  border-radius: 50%;
  background: var(--gradient-brand);
  color: var(--color-accent-text);
  font-weight: var(--font-weight-black);
`

/** Numbered steps; the number is the position, so editors reorder by dragging. */
export function Steps({ steps }: { steps: Step[] | null | undefined }) {
  const { t } = useLanguage()
  if (!steps?.length) return null
  return (
    <List $count={steps.length}>
      {steps.map((step, index) => (
        <Card as="li" key={step._key}>
          <Number aria-label={`${t.page.step} ${index + 1}`}>{index + 1}</Number>
          <h3>{step.title}</h3>
          {step.description && <p>{step.description}</p>}
        </Card>
      ))}
    </List>
  )
}
