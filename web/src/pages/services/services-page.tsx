import { CtaBlock } from '../../components/blocks/cta-block'
import { PageHero } from '../../components/blocks/page-hero'
import { BookingLink } from '../../components/ui/booking-link'
import { Section } from '../../components/ui/section'
import { PageFrame } from '../../app/page-frame'
import { onDemand } from '../../hydration/on-demand-section'
import { BookingSection } from '../../hydration/interactive-sections'

/** product §9: the services page's booking widget is 700 px tall. */
const bookingHeight = 700

/** The cards with their dialog, the CMS icon map and its drawings: on demand (hydration/on-demand-section.tsx). */
const ServiceGrid = onDemand(() => import('./service-grid').then((module) => module.ServiceGrid))

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
              <BookingLink here>{page.cta?.buttonLabel}</BookingLink>
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
