import { Languages } from 'lucide-react'
import type { MouseEvent } from 'react'
import { useLocation } from 'react-router-dom'
import styled from 'styled-components'
import { useLanguage } from '../../i18n/language-context'
import { languageTitle, otherLanguage } from '../../i18n/language'
import { isPlainClick } from '../../lib/plain-click'
import { Icon } from '../ui/icon'

const Toggle = styled.a`
  display: inline-flex;
  align-items: center;
  gap: var(--space-xs);
  min-height: var(--size-control);
  padding: 0 var(--space-md);
  background: transparent;
  color: var(--color-text);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-pill);
  text-decoration: none;
  cursor: pointer;
  &:hover {
    border-color: var(--color-accent);
  }
`

/**
 * Shows the name of the other language (product §2 Header) and switches to it. A real link to this
 * page in that language, so it works before the app has hydrated and without JavaScript; once
 * hydrated, a plain click switches in place (in the Studio's preview it follows the link instead:
 * app/live-preview.ts), the toggle busy (app/document-style.ts) until the other language shows. The
 * address names the language in both directions: a plain route follows the `language` cookie,
 * which may still name the language being left.
 */
export function LanguageToggle() {
  const { language, setLanguage, t } = useLanguage()
  const { pathname } = useLocation()
  const next = otherLanguage(language)
  const label = languageTitle(next)
  const switchInPlace = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return
    event.preventDefault()
    const toggle = event.currentTarget
    toggle.ariaBusy = 'true'
    void setLanguage(next).finally(() => (toggle.ariaBusy = null))
  }
  return (
    <Toggle
      href={`${pathname}?lang=${next}`}
      hrefLang={next}
      lang={next}
      aria-label={`${t.nav.switchLanguage} ${label}`}
      onClick={switchInPlace}
      data-testid="language-toggle"
    >
      <Icon of={Languages} size={18} />
      {label}
    </Toggle>
  )
}
