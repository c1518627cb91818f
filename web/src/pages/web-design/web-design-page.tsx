import styled from 'styled-components'
import { CardGrid, CheckList, Steps } from '../../hydration/static-blocks'
import { FaqSection } from '../../hydration/interactive-sections'
import { BookingCta } from '../../components/blocks/cta-block'
import { PageHero } from '../../components/blocks/page-hero'
import { BookingLink } from '../../components/ui/booking-link'
import { Section } from '../../components/ui/section'
import { PageFrame } from '../../app/page-frame'

/** The list is as wide as its longest item, centred under the section's centred heading. */
const Included = styled.div`
  display: grid;
  justify-content: center;
`

export function WebDesignPage() {
  return (
    <PageFrame
      name="webDesign"
      render={({ page, faq }) => (
        <>
          <PageHero heading={page.hero}>
            <BookingLink>{page.cta?.buttonLabel}</BookingLink>
          </PageHero>
          <Section heading={page.benefits?.heading}>
            <CardGrid cards={page.benefits?.cards} />
          </Section>
          <Section heading={page.included?.heading} narrow>
            <Included>
              <CheckList items={page.included?.items} />
            </Included>
          </Section>
          <Section heading={page.process?.heading}>
            <Steps steps={page.process?.steps} />
          </Section>
          <FaqSection heading={page.faqSection} items={faq} />
          <BookingCta cta={page.cta} />
        </>
      )}
    />
  )
}

/** The route module's page (web/src/app/routes.tsx). */
export { WebDesignPage as Component }
