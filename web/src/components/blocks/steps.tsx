import styled from 'styled-components'
import { useLanguage } from '../../i18n/language-context'
import { Card } from './card'

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
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(${({ $count }) => balancedColumns($count, 3)}, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.wide} {
    grid-template-columns: repeat(${({ $count }) => balancedColumns($count, 6)}, minmax(0, 1fr));
  }
`

const Number = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.step};
  height: ${({ theme }) => theme.size.step};
  border-radius: 50%;
  background: ${({ theme }) => theme.gradient.brand};
  color: ${({ theme }) => theme.color.accentText};
  font-weight: ${({ theme }) => theme.fontWeight.black};
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
