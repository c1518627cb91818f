import { useState } from 'react'
import { CardGridLayout } from '../../components/blocks/card'
import { CtaBlock } from '../../components/blocks/cta-block'
import { PageHero } from '../../components/blocks/page-hero'
import { Button } from '../../components/ui/button'
import { Section } from '../../components/ui/section'
import { PageFrame } from '../../app/page-frame'
import { BookingSection } from '../sections'
import { scrollToId } from '../../lib/scroll'
import { anchors } from '../../paths'
import { ServiceCard, type Service } from './service-card'
import { ServiceModal } from './service-modal'

/** product §9: the services page's booking widget is 700 px tall. */
const bookingHeight = 700

export function ServicesPage() {
  const [selected, setSelected] = useState<Service | null>(null)
  const goToBooking = () => scrollToId(anchors.booking)
  return (
    <PageFrame
      name="services"
      render={({ page, services }) => (
        <>
          <PageHero heading={page.hero} />
          <Section>
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
          </Section>
          <Section>
            <CtaBlock cta={page.cta}>
              <Button onClick={goToBooking}>{page.cta?.buttonLabel}</Button>
            </CtaBlock>
          </Section>
          <BookingSection heading={page.bookingSection} height={bookingHeight} />
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
                goToBooking()
              }}
            />
          )}
        </>
      )}
    />
  )
}

/** The route module's page (web/src/app/routes.tsx). */
export { ServicesPage as Component }
