import { Section, type Heading } from '../../components/ui/section'
import { useCanPlaceCall } from '../../features/voice-demo/can-place-call'
import { VoiceDemo } from '../../hydration/interactive-sections'

/**
 * The home page's voice-agents section (`#voice-section`): the CMS heading for a live demo, or the
 * one that promises no call when the page cannot place one; then the demo.
 */
export function VoiceSection({ heading, headingNoDemo }: { heading: Heading; headingNoDemo: Heading }) {
  const live = useCanPlaceCall()
  return (
    <Section id="voice-section" heading={live ? heading : headingNoDemo}>
      <VoiceDemo />
    </Section>
  )
}
