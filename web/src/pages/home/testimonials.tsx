import { Star } from 'lucide-react'
import styled from 'styled-components'
import { Card, CardGridLayout } from '../../components/blocks/card'
import { Icon } from '../../components/ui/icon'
import type { ContentResults } from '../../content/content-types'
import { useLanguage } from '../../i18n/language-context'

type Testimonial = ContentResults['home']['testimonials'][number]

// A div, not a p: cards mute their paragraphs, and the stars must stay gold.
const Stars = styled.div`
  display: flex;
  gap: var(--space-xs);
  color: var(--color-star);
  svg {
    fill: currentColor;
  }
`

const Quote = styled.blockquote`
  margin: 0;
  color: var(--color-text);
`

const Author = styled.footer`
  color: var(--color-text-muted);
  font-size: var(--font-size-sm);
  strong {
    color: var(--color-text);
    display: block;
  }
`

export function Testimonials({ items }: { items: Testimonial[] }) {
  const { t } = useLanguage()
  return (
    <CardGridLayout $columns={3}>
      {items.map((item) => (
        <Card as="figure" key={item._id}>
          <Stars role="img" aria-label={t.page.rating(item.rating ?? 5)}>
            {Array.from({ length: item.rating ?? 5 }, (_, index) => (
              <Icon key={index} of={Star} size={18} />
            ))}
          </Stars>
          <Quote>“{item.text}”</Quote>
          <Author as="figcaption">
            <strong>{item.name}</strong>
            {item.business}
          </Author>
        </Card>
      ))}
    </CardGridLayout>
  )
}
