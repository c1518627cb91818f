import { CardGrid, Steps } from '../../hydration/static-blocks'
import { FaqSection } from '../../hydration/interactive-sections'
import { BookingCta } from '../../components/blocks/cta-block'
import { Explainer } from '../../components/blocks/explainer'
import { PageHero } from '../../components/blocks/page-hero'
import { BookingLink } from '../../components/ui/booking-link'
import { ButtonLink } from '../../components/ui/button'
import { Section } from '../../components/ui/section'
import { PageFrame } from '../../app/page-frame'
import { useLocalizedPath } from '../../i18n/language-context'
import { paths } from '../../paths'

export function ChatbotsPage() {
  const localized = useLocalizedPath()
  return (
    <PageFrame
      name="chatbots"
      render={({ page, faq }) => (
        <>
          <PageHero heading={page.hero}>
            <BookingLink>{page.cta?.buttonLabel}</BookingLink>
          </PageHero>
          <Explainer explainer={page.explainer} />
          <Section heading={page.channels?.heading}>
            <CardGrid cards={page.channels?.cards} />
          </Section>
          <Section heading={page.benefits?.heading}>
            <CardGrid cards={page.benefits?.cards} />
          </Section>
          <Section heading={page.process?.heading}>
            <Steps steps={page.process?.steps} />
          </Section>
          <FaqSection heading={page.faqSection} items={faq} />
          <BookingCta cta={page.cta}>
            {page.cta?.secondaryLabel && (
              <ButtonLink to={localized(paths.contact)} $variant="secondary">
                {page.cta.secondaryLabel}
              </ButtonLink>
            )}
          </BookingCta>
        </>
      )}
    />
  )
}

/** The route module's page (web/src/app/routes.tsx). */
export { ChatbotsPage as Component }
