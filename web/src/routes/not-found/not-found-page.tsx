import { useLocation, useNavigate } from 'react-router-dom'
import { PageHero } from '../../components/blocks/page-hero'
import { Actions } from '../../components/ui/actions'
import { Button, ButtonLink } from '../../components/ui/button'
import { Icon } from '../../components/ui/icon'
import { PageFrame } from '../../app/page-frame'
import { paths } from '../../paths'

export function NotFoundPage() {
  const navigate = useNavigate()
  // The first page of a tab has the key 'default': there is no earlier page on this site to go back
  // to, and history.back() would leave the site (or do nothing), so "back" goes home instead.
  const { key } = useLocation()
  const goBack = () => (key === 'default' ? navigate(paths.home) : navigate(-1))
  return (
    <PageFrame
      name="notFound"
      render={({ page }) => (
        <PageHero heading={{ eyebrow: '404', title: page.title, subtitle: page.text }}>
          <Actions>
            <ButtonLink to={paths.home}>
              <Icon name="home" size={18} />
              {page.homeLabel}
            </ButtonLink>
            <Button $variant="secondary" onClick={goBack}>
              <Icon name="arrow-left" size={18} />
              {page.backLabel}
            </Button>
          </Actions>
        </PageHero>
      )}
    />
  )
}
