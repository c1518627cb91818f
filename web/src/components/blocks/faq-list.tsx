import { ChevronDown } from 'lucide-react'
import { useId, useState } from 'react'
import styled from 'styled-components'
import { Icon } from '../ui/icon'

type FaqItem = { _id: string; question?: string | null; answer?: string | null }

const List = styled.div`
  display: grid;
  gap: var(--space-md);
`

const Item = styled.div`
  background: var(--color-surface);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  h3 {
    font-size: var(--font-size-md);
  }
`

const Trigger = styled.button`
  width: 100%;
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: var(--space-md);
  padding: var(--space-lg);
  background: none;
  border: 0;
  color: var(--color-text);
  font-weight: var(--font-weight-bold);
  text-align: left;
  cursor: pointer;
  /* The ring follows the card's rounded corners inside it, clear of the open answer below. */
  border-radius: var(--radius-md);
  &:focus-visible {
    outline-offset: -3px;
  }
  svg {
    flex: none;
    transition: transform var(--motion-fast);
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`

const Answer = styled.div`
  padding: 0 var(--space-lg) var(--space-lg);
  color: var(--color-text-muted);
  white-space: pre-line;
`

/** Accordion: one answer open at a time; pressing the open question closes it. */
export function FaqList({ items }: { items: FaqItem[] | null | undefined }) {
  const [openId, setOpenId] = useState<string | null>(null)
  const baseId = useId()
  if (!items?.length) return null
  return (
    <List>
      {items.map((item) => {
        const open = openId === item._id
        const panelId = `${baseId}-${item._id}`
        return (
          <Item key={item._id}>
            <h3>
              <Trigger
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item._id)}
              >
                {item.question}
                <Icon of={ChevronDown} size={20} />
              </Trigger>
            </h3>
            <Answer id={panelId} role="region" hidden={!open}>
              {item.answer}
            </Answer>
          </Item>
        )
      })}
    </List>
  )
}
