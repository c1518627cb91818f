import { CtaBlock } from '../../components/blocks/cta-block'
import { PageHero } from '../../components/blocks/page-hero'
import { Button } from '../../components/ui/button'
import { Section } from '../../components/ui/section'
import { PageFrame } from '../../app/page-frame'
import { onDemand } from '../../hydration/on-demand-section'
import { scrollToId } from '../../lib/scroll-to-id'
import { anchors } from '../../paths'
import { BookingSection } from '../../hydration/interactive-sections'

/** product §9: the services page's booking widget is 700 px tall. */
const bookingHeight = 700

/** The cards with their dialog, the CMS icon map and its drawings: on demand (hydration/on-demand-section.tsx). */
const ServiceGrid = onDemand(() => import('./service-grid').then((module) => module.ServiceGrid))

const goToBooking = () => scrollToId(anchors.booking)

export function ServicesPage() {
  return (
    <PageFrame
      name="services"
      render={({ page, services }) => (
        <>
          <PageHero heading={page.hero} />
          <Section>
            <ServiceGrid services={services} page={page} />
          </Section>
          <Section>
            <CtaBlock cta={page.cta}>
              <Button onClick={goToBooking}>{page.cta?.buttonLabel}</Button>
            </CtaBlock>
          </Section>
          <BookingSection heading={page.bookingSection} height={bookingHeight} />
        </>
      )}
    />
  )
}

/** The route module's page (web/src/app/routes.tsx). */
export { ServicesPage as Component }
