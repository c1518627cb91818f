import { CircleCheck } from 'lucide-react'
import styled from 'styled-components'
import { Icon } from '../ui/icon'

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: var(--space-sm);
  /* Given spare height (a service card lines up its button), items keep their own height. */
  align-content: start;
  li {
    display: flex;
    gap: var(--space-sm);
    align-items: flex-start;
  }
  svg {
    flex: none;
    color: var(--color-success);
    margin-top: 0.15rem;
  }
`

export function CheckList({ items }: { items: string[] | null | undefined }) {
  if (!items?.length) return null
  return (
    <List>
      {items.map((item) => (
        <li key={item}>
          <Icon of={CircleCheck} size={18} />
          <span>{item}</span>
        </li>
      ))}
    </List>
  )
}
