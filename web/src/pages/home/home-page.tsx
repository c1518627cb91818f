import { CardGrid, Steps } from '../../hydration/static-blocks'
import { Actions } from '../../components/ui/actions'
import { BookingLink } from '../../components/ui/booking-link'
import { Section } from '../../components/ui/section'
import { PageFrame } from '../../app/page-frame'
import { VoiceSection } from './voice-section'
import { AnalysisSection, BookingSection, ContactSection, FaqSection } from '../../hydration/interactive-sections'
import { HomeHero } from './home-hero'
import { Portfolio } from './portfolio'
import { Testimonials } from './testimonials'

/** product §9: the home page's booking widget is 700 px tall. */
const bookingHeight = 700

export function HomePage() {
  return (
    <PageFrame
      name="home"
      render={({ page, testimonials, portfolio, faq }) => (
        <>
          <HomeHero hero={page.hero} />
          <AnalysisSection heading={page.analysisSection} />
          <VoiceSection heading={page.voiceSection} headingNoDemo={page.voiceSectionNoDemo} />
          <Section heading={page.differentials?.heading}>
            <CardGrid cards={page.differentials?.cards} />
          </Section>
          <Section heading={page.howItWorks?.heading}>
            <Steps steps={page.howItWorks?.steps} />
            {page.howItWorksCtaLabel && (
              <Actions>
                <BookingLink here>{page.howItWorksCtaLabel}</BookingLink>
              </Actions>
            )}
          </Section>
          <Section heading={page.testimonialsSection}>
            <Testimonials items={testimonials} />
          </Section>
          <Section heading={page.portfolioSection}>
            <Portfolio projects={portfolio} />
          </Section>
          <BookingSection heading={page.bookingSection} height={bookingHeight} />
          <FaqSection heading={page.faqSection} items={faq} />
          <ContactSection heading={page.contactSection} />
        </>
      )}
    />
  )
}

/** The route module's page (web/src/app/routes.tsx). */
export { HomePage as Component }
