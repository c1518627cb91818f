import { CardGrid, Steps } from '../../hydration/static-blocks'
import { BookingCta } from '../../components/blocks/cta-block'
import { Explainer } from '../../components/blocks/explainer'
import { PageHero } from '../../components/blocks/page-hero'
import { BookingLink } from '../../components/ui/booking-link'
import { Section } from '../../components/ui/section'
import { PageFrame } from '../../app/page-frame'
import { FaqSection, VoiceDemo } from '../../hydration/interactive-sections'
import { useCanPlaceCall } from '../../features/voice-demo/can-place-call'

export function VoiceAssistantsPage() {
  // The call to action promises the demo only when the page can place a call.
  const live = useCanPlaceCall()
  return (
    <PageFrame
      name="voiceAssistants"
      render={({ page, faq }) => {
        const cta = live ? page.cta : page.ctaNoDemo
        return (
          <>
            <PageHero heading={page.hero}>
              <BookingLink>{cta?.buttonLabel}</BookingLink>
            </PageHero>
            <Explainer explainer={page.explainer} />
            <Section>
              <VoiceDemo />
            </Section>
            <Section heading={page.industries?.heading}>
              <CardGrid cards={page.industries?.cards} />
            </Section>
            <Section heading={page.benefits?.heading}>
              <CardGrid cards={page.benefits?.cards} />
            </Section>
            <Section heading={page.callFlow?.heading}>
              <Steps steps={page.callFlow?.steps} />
            </Section>
            <Section heading={page.technicalFeatures?.heading}>
              <CardGrid cards={page.technicalFeatures?.cards} columns={3} />
            </Section>
            <FaqSection heading={page.faqSection} items={faq} />
            <BookingCta cta={cta} />
          </>
        )
      }}
    />
  )
}

/** The route module's page (web/src/app/routes.tsx). */
export { VoiceAssistantsPage as Component }
