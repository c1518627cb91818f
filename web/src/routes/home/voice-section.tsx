import { Section, type Heading } from '../../components/ui/section'
import { VoiceDemo } from '../sections'

/** The home page's voice-agents section (`#voice-section`): CMS heading, then the live demo. */
export function VoiceSection({ heading }: { heading: Heading }) {
  return (
    <Section id="voice-section" heading={heading}>
      <VoiceDemo />
    </Section>
  )
}
