import styled from 'styled-components'
import { useLanguage } from '../../i18n/language-context'
import { Card } from './card'

type Step = { _key: string; title?: string | null; description?: string | null }

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ theme }) => theme.layout.stepMinWidth}), 1fr));
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
    <List>
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
