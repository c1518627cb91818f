import { Section, type Heading } from '../../components/ui/section'
import { anchors } from '../../paths'
import { ContactForm } from './contact-form'

/**
 * The contact section (`#contact-section`) of the home page and /contacto. product §3: the website
 * field is never filled on /contacto, so that page leaves it out.
 */
export function ContactSection({ heading, showWebsite = true }: { heading: Heading; showWebsite?: boolean }) {
  return (
    <Section id={anchors.contact} heading={heading} narrow>
      <ContactForm showWebsite={showWebsite} />
    </Section>
  )
}
