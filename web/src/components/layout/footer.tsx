import { Mail, MapPin, MessageCircle } from 'lucide-react'
import { Link } from 'react-router-dom'
import styled, { css } from 'styled-components'
import { useContent } from '../../content/use-content'
import { useLanguage, useLocalizedPath } from '../../i18n/language-context'
import { formatPhone, whatsappUrl } from 'shared/phone'
import { scrollToTopSoon } from '../../lib/scroll'
import { paths } from '../../paths'
import { BookingLink } from '../ui/booking-link'
import { Container } from '../ui/container'
import { Icon } from '../ui/icon'
import { BrandName, Logo } from './header'
import { media } from '../../app/media'

/** product §9: the footer's copyright year. */
const copyrightYear = 2025

const Root = styled.footer`
  position: relative;
  z-index: var(--z-content);
  border-top: 1px solid var(--color-border);
  background: var(--color-overlay);
  padding: var(--space-2xl) 0 var(--space-xl);
`

const Grid = styled.div`
  display: grid;
  gap: var(--space-xl);
  ${media.desktop} {
    grid-template-columns: 1.4fr 1fr 1fr 1.2fr;
  }
`

const Column = styled.div`
  display: grid;
  align-content: start;
  gap: var(--space-sm);
  h2 {
    font-size: var(--font-size-md);
    margin-bottom: var(--space-xs);
  }
  /* A second heading in a column starts a new group, apart from the lines above it. */
  * + h2 {
    margin-top: var(--space-lg);
  }
  p {
    color: var(--color-text-muted);
  }
`

/** On a phone each stacked link is a whole thumb's height; on a desktop, with a pointer, a line. */
const tapTarget = css`
  min-height: var(--size-control);
  ${media.desktop} {
    min-height: 0;
  }
`

const FooterLink = styled(Link)`
  ${tapTarget}
  display: flex;
  align-items: center;
  color: var(--color-text-muted);
  text-decoration: none;
  &:hover {
    color: var(--color-text);
  }
`

const FooterLogo = styled(Logo)`
  ${tapTarget}
  display: flex;
  align-items: center;
  justify-self: start;
`

const ContactLine = styled.a`
  ${tapTarget}
  display: inline-flex;
  align-items: center;
  gap: var(--space-sm);
  color: var(--color-text-muted);
  text-decoration: none;
  overflow-wrap: anywhere;
  &:hover {
    color: var(--color-text);
  }
`

const Location = styled.p`
  display: inline-flex;
  align-items: center;
  gap: var(--space-sm);
`

const Bottom = styled.p`
  margin-top: var(--space-xl);
  padding-top: var(--space-lg);
  border-top: 1px solid var(--color-border);
  color: var(--color-text-muted);
  font-size: var(--font-size-sm);
  text-align: center;
`

export function Footer() {
  const { t } = useLanguage()
  const localized = useLocalizedPath()
  const { data: layout } = useContent('layout')
  if (!layout) return null
  const pageLinks = [
    { to: localized(paths.webDesign), label: t.footer.webDesign },
    { to: localized(paths.chatbots), label: t.footer.chatbots },
    { to: localized(paths.voiceAssistants), label: t.footer.voiceAssistants },
  ]
  const companyLinks = [
    { to: localized(paths.about), label: t.footer.about },
    { to: localized(paths.contact), label: t.footer.contact },
    { to: localized(paths.terms), label: t.footer.terms },
    { to: localized(paths.privacy), label: t.footer.privacy },
  ]
  const brandName = layout.brandName ?? ''

  return (
    <Root>
      <Container>
        <Grid>
          <Column>
            <FooterLogo to={localized(paths.home)} onClick={scrollToTopSoon}>
              <BrandName name={brandName} />
            </FooterLogo>
            {layout.footer?.description && <p>{layout.footer.description}</p>}
          </Column>
          <Column as="nav" aria-label={t.footer.servicesTitle}>
            <h2>{t.footer.servicesTitle}</h2>
            {pageLinks.map((link) => (
              <FooterLink key={link.to} to={link.to} onClick={scrollToTopSoon}>
                {link.label}
              </FooterLink>
            ))}
          </Column>
          <Column as="nav" aria-label={t.footer.pagesTitle}>
            <h2>{t.footer.pagesTitle}</h2>
            {companyLinks.map((link) => (
              <FooterLink key={link.to} to={link.to} onClick={scrollToTopSoon}>
                {link.label}
              </FooterLink>
            ))}
          </Column>
          <Column>
            <h2>{t.footer.contactTitle}</h2>
            {layout.email && (
              <ContactLine href={`mailto:${layout.email}`}>
                <Icon of={Mail} size={18} />
                {layout.email}
              </ContactLine>
            )}
            {layout.phone && (
              <ContactLine href={whatsappUrl(layout.phone)} target="_blank" rel="noopener noreferrer">
                <Icon of={MessageCircle} size={18} />
                {formatPhone(layout.phone)}
              </ContactLine>
            )}
            {layout.location && (
              <Location>
                <Icon of={MapPin} size={18} />
                {layout.location}
              </Location>
            )}
            {layout.footer?.scheduleTitle && <h2>{layout.footer.scheduleTitle}</h2>}
            {layout.footer?.scheduleText && <p>{layout.footer.scheduleText}</p>}
            <div>
              <BookingLink>{layout.footer?.scheduleButtonLabel ?? t.nav.schedule}</BookingLink>
            </div>
          </Column>
        </Grid>
        <Bottom>
          © {copyrightYear} {brandName}. {t.footer.rights}
        </Bottom>
      </Container>
    </Root>
  )
}
