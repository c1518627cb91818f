import type { ComponentProps } from 'react'
import type { FaqList as FaqAccordion } from '../components/blocks/faq-list'
import { Section, type Heading } from '../components/ui/section'
import { onDemand } from './on-demand-section'

/*
 * The interactive sections pages share, each in a chunk of its own that loads when the section is
 * needed (on-demand-section.tsx, decision 0008): the forms and the voice demo when the visitor
 * reaches into them (a press on the demo's start button is replayed once it is live), the booking
 * section as it nears the viewport, where Calendly's widget starts; the FAQ's accordion when the
 * visitor reaches into it (a press on a question before then opens it once it is live).
 */

/** A feature with libraries of its own: on demand in the benchmark's middle road too (lazy-section.tsx). */
const feature = { feature: true }

export const AnalysisSection = onDemand(
  () => import('../features/analysis/analysis-section').then((module) => module.AnalysisSection),
  feature,
)

export const ContactSection = onDemand(
  () => import('../features/contact/contact-section').then((module) => module.ContactSection),
  feature,
)

export const BookingSection = onDemand(
  () => import('../features/booking/booking-section').then((module) => module.BookingSection),
  // As near as Calendly's widget starts loading (features/booking/use-calendly-widget.ts).
  { nearViewport: '600px 0px', feature: true },
)

export const VoiceDemo = onDemand(
  () => import('../features/voice-demo/voice-demo').then((module) => module.VoiceDemo),
  feature,
)

const FaqList = onDemand(() => import('../components/blocks/faq-list').then((module) => module.FaqList))

/** The FAQ under its heading: the heading is the page's, the accordion on demand. */
export function FaqSection({
  heading,
  items,
}: {
  heading: Heading
  items: ComponentProps<typeof FaqAccordion>['items']
}) {
  return (
    <Section heading={heading} narrow>
      <FaqList items={items} />
    </Section>
  )
}
