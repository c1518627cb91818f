import { ArrowRight } from 'lucide-react'
import { Highlight, PageHero } from '../../components/blocks/page-hero'
import { Button } from '../../components/ui/button'
import { Icon } from '../../components/ui/icon'
import type { ContentResults } from '../../content/content-types'
import { useGoToBooking } from '../../lib/scroll'

type Hero = NonNullable<NonNullable<ContentResults['home']['page']>['hero']>

export function HomeHero({ hero }: { hero: Hero | null }) {
  const goToBooking = useGoToBooking()
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
        <Button onClick={goToBooking}>
          {hero.ctaLabel}
          <Icon of={ArrowRight} size={18} />
        </Button>
      )}
    </PageHero>
  )
}
