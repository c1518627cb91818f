import { House } from 'lucide-react'
import styled from 'styled-components'
import { PageHero } from '../../components/blocks/page-hero'
import { ContactLinks, RichText } from '../../hydration/static-blocks'
import { Actions } from '../../components/ui/actions'
import { ButtonLink } from '../../components/ui/button'
import { Icon } from '../../components/ui/icon'
import { Section } from '../../components/ui/section'
import { PageFrame } from '../../app/page-frame'
import { usePageId } from '../../app/page-handle'
import { useLanguage, useLocalizedPath } from '../../i18n/language-context'
import { longDate } from '../../i18n/long-date'
import { paths } from '../../paths'

const Updated = styled.p`
  color: var(--color-text-muted);
  font-size: var(--font-size-sm);
  margin-bottom: var(--space-lg);
`

const Prompt = styled.p`
  text-align: center;
  margin: var(--space-2xl) 0 var(--space-md);
  color: var(--color-text-muted);
`

/** Privacy policy and terms of service: the legal text from the CMS and ways to reach us. */
export function LegalPage() {
  const name = usePageId() === 'terms' ? 'terms' : 'privacy'
  const { language } = useLanguage()
  const localized = useLocalizedPath()
  return (
    <PageFrame
      name={name}
      render={({ page, chrome }) => (
        <>
          <PageHero heading={{ title: page.title }} />
          <Section narrow>
            {page.updatedAt && (
              <Updated>
                {chrome?.updatedLabel}: <time dateTime={page.updatedAt}>{longDate(page.updatedAt, language)}</time>
              </Updated>
            )}
            <RichText value={page.body} />
            {chrome?.contactPrompt && <Prompt>{chrome.contactPrompt}</Prompt>}
            <ContactLinks />
            <Actions>
              <ButtonLink to={localized(paths.home)}>
                <Icon of={House} size={18} />
                {chrome?.backToHomeLabel}
              </ButtonLink>
            </Actions>
          </Section>
        </>
      )}
    />
  )
}

/** The route module's page (web/src/app/routes.tsx), for both legal routes. */
export { LegalPage as Component }
