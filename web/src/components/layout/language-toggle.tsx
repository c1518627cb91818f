import { Languages } from 'lucide-react'
import styled from 'styled-components'
import { useLanguage } from '../../i18n/language-context'
import { languageTitle, otherLanguage } from '../../i18n/language'
import { Icon } from '../ui/icon'

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: var(--space-xs);
  min-height: var(--size-control);
  padding: 0 var(--space-md);
  background: transparent;
  color: var(--color-text);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-pill);
  cursor: pointer;
  &:hover {
    border-color: var(--color-accent);
  }
`

/** Shows the name of the other language (product §2 Header) and switches to it. */
export function LanguageToggle() {
  const { language, setLanguage, t } = useLanguage()
  const next = otherLanguage(language)
  const label = languageTitle(next)
  return (
    <Toggle
      type="button"
      lang={next}
      aria-label={`${t.nav.switchLanguage} ${label}`}
      onClick={() => setLanguage(next)}
      data-testid="language-toggle"
    >
      <Icon of={Languages} size={18} />
      {label}
    </Toggle>
  )
}
