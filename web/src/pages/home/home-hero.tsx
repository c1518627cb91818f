import { ArrowRight } from 'lucide-react'
import { Highlight, PageHero } from '../../components/blocks/page-hero'
import { BookingLink } from '../../components/ui/booking-link'
import { Icon } from '../../components/ui/icon'
import type { ContentResults } from '../../content/content-types'

type Hero = NonNullable<NonNullable<ContentResults['home']['page']>['hero']>

export function HomeHero({ hero }: { hero: Hero | null }) {
  return (
    <PageHero
      heading={{ subtitle: hero?.subtitle }}
      title={
        <>
          {hero?.titleLead} <Highlight>{hero?.titleHighlight}</Highlight> {hero?.titleTrail}
        </>
      }
    >
      {hero?.ctaLabel && (
        <BookingLink here>
          {hero.ctaLabel}
          <Icon of={ArrowRight} size={18} />
        </BookingLink>
      )}
    </PageHero>
  )
}
