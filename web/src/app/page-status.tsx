import { RefreshCw } from 'lucide-react'
import styled from 'styled-components'
import { Button } from '../components/ui/button'
import { Icon } from '../components/ui/icon'
import { useLanguage } from '../i18n/language-context'

const Screen = styled.div`
  min-height: 60vh;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: var(--space-md);
  padding: var(--space-xl);
  text-align: center;
  h1 {
    font-size: var(--font-size-2xl);
  }
  p {
    color: var(--color-text-muted);
  }
`

/** product §2 /servicios: when content cannot be loaded, the whole page becomes this screen. */
export function PageError() {
  const { t } = useLanguage()
  return (
    <Screen role="alert" data-testid="page-error">
      <h1>{t.page.errorTitle}</h1>
      <p>{t.page.errorText}</p>
      <Button onClick={() => window.location.reload()}>
        <Icon of={RefreshCw} size={18} />
        {t.page.reload}
      </Button>
    </Screen>
  )
}

export function PageLoading() {
  const { t } = useLanguage()
  return (
    <Screen role="status" aria-live="polite">
      <p>{t.page.loading}</p>
    </Screen>
  )
}
