import type { IconName } from '../../../../schemas/constants'
import { ContentIcon } from '../ui/content-icon'
import { Card, CardGridLayout, IconBadge } from './card'
import { CheckList } from './check-list'

export type CardContent = {
  _key: string
  icon?: IconName | null
  title?: string | null
  description?: string | null
  features?: string[] | null
}

/** Benefit and feature cards: icon, title, description and, for feature cards, a list. */
export function CardGrid({ cards, columns }: { cards: CardContent[] | null | undefined; columns?: 2 | 3 | 4 }) {
  if (!cards?.length) return null
  return (
    <CardGridLayout $columns={columns}>
      {cards.map((card) => (
        <Card key={card._key}>
          {card.icon && (
            <IconBadge>
              <ContentIcon name={card.icon} />
            </IconBadge>
          )}
          <h3>{card.title}</h3>
          {card.description && <p>{card.description}</p>}
          <CheckList items={card.features} />
        </Card>
      ))}
    </CardGridLayout>
  )
}
