import { Languages } from 'lucide-react'
import styled from 'styled-components'
import { useLanguage } from '../../i18n/language-context'
import { languageTitle, otherLanguage } from '../../i18n/language'
import { Icon } from '../ui/icon'

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.size.control};
  padding: ${({ theme }) => `0 ${theme.space.md}`};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.color.accent};
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
