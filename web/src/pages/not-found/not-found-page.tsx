import { ArrowLeft, House } from 'lucide-react'
import { useLocation, useNavigate } from 'react-router-dom'
import { PageHero } from '../../components/blocks/page-hero'
import { Actions } from '../../components/ui/actions'
import { Button, ButtonLink } from '../../components/ui/button'
import { Icon } from '../../components/ui/icon'
import { PageFrame } from '../../app/page-frame'
import { useLocalizedPath } from '../../i18n/language-context'
import { paths } from '../../paths'

/** The Navigation API where the browser has it (TypeScript's DOM types do not list it yet). */
const tabNavigation = () => (window as { navigation?: { currentEntry?: { index: number } | null } }).navigation

export function NotFoundPage() {
  const navigate = useNavigate()
  const localized = useLocalizedPath()
  // Back only to a page of this site: one reached by a link in the app (the first page loaded has
  // the key 'default'), or an earlier same-origin entry of this tab (the Navigation API lists only
  // those). In a fresh tab, or after a link from another site, history.back() would do nothing or
  // leave the site, so "back" goes home instead.
  const { key } = useLocation()
  const cameFromSite = () => key !== 'default' || (tabNavigation()?.currentEntry?.index ?? 0) > 0
  const goBack = () => (cameFromSite() ? navigate(-1) : navigate(localized(paths.home)))
  return (
    <PageFrame
      name="notFound"
      render={({ page }) => (
        <PageHero heading={{ eyebrow: '404', title: page.title, subtitle: page.text }}>
          <Actions>
            <ButtonLink to={localized(paths.home)}>
              <Icon of={House} size={18} />
              {page.homeLabel}
            </ButtonLink>
            <Button $variant="secondary" onClick={goBack}>
              <Icon of={ArrowLeft} size={18} />
              {page.backLabel}
            </Button>
          </Actions>
        </PageHero>
      )}
    />
  )
}

/** The route module's page (web/src/app/routes.tsx). */
export { NotFoundPage as Component }
