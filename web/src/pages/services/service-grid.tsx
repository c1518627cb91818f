import { useState } from 'react'
import { CardGridLayout } from '../../components/blocks/card'
import type { ContentResults } from '../../content/content-types'
import { scrollToId } from '../../lib/scroll-to-id'
import { anchors } from '../../paths'
import { ServiceCard, type Service } from './service-card'
import { ServiceModal } from './service-modal'

type ServicesPageContent = NonNullable<ContentResults['services']['page']>

/**
 * The service cards and the dialog each one opens. The services page loads this on demand
 * (`services-page.tsx`): the server's cards are shown at once, and the code of the cards, the
 * dialog and the CMS icon map arrives when the visitor reaches into the grid. A press on a card's
 * button before then opens its dialog once the grid is live.
 */
export function ServiceGrid({ services, page }: { services: Service[]; page: ServicesPageContent }) {
  const [selected, setSelected] = useState<Service | null>(null)
  return (
    <>
      <CardGridLayout $columns={2}>
        {services.map((service) => (
          <ServiceCard
            key={service._id}
            service={service}
            learnMore={page.cardLearnMoreLabel ?? ''}
            onOpen={() => setSelected(service)}
          />
        ))}
      </CardGridLayout>
      {selected && (
        <ServiceModal
          service={selected}
          labels={{
            summary: page.modalSummaryTitle ?? '',
            benefits: page.modalBenefitsTitle ?? '',
            results: page.modalResultsTitle ?? '',
            schedule: page.modalScheduleLabel ?? '',
          }}
          onClose={() => setSelected(null)}
          onSchedule={() => {
            setSelected(null)
            scrollToId(anchors.booking)
          }}
        />
      )}
    </>
  )
}
