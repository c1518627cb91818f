import { ContactLinks } from '../../hydration/static-blocks'
import { PageHero } from '../../components/blocks/page-hero'
import { Section } from '../../components/ui/section'
import { PageFrame } from '../../app/page-frame'
import { BookingSection, ContactSection } from '../../hydration/interactive-sections'

/** product §9: the contact page's booking widget is 630 px tall. */
const bookingHeight = 630

export function ContactPage() {
  return (
    <PageFrame
      name="contact"
      render={({ page }) => (
        <>
          <PageHero heading={page.hero} />
          <Section heading={{ title: page.channelsTitle }}>
            <ContactLinks />
          </Section>
          <BookingSection heading={page.bookingSection} height={bookingHeight} />
          <ContactSection heading={page.formSection} showWebsite={false} />
        </>
      )}
    />
  )
}

/** The route module's page (web/src/app/routes.tsx). */
export { ContactPage as Component }
