import { useNavigate } from 'react-router-dom'
import { PageHero } from '../../components/blocks/page-hero'
import { Actions } from '../../components/ui/actions'
import { Button, ButtonLink } from '../../components/ui/button'
import { Icon } from '../../components/ui/icon'
import { PageFrame } from '../../app/page-frame'
import { paths } from '../../paths'

export function NotFoundPage() {
  const navigate = useNavigate()
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
            <Button $variant="secondary" onClick={() => navigate(-1)}>
              <Icon name="arrow-left" size={18} />
              {page.backLabel}
            </Button>
          </Actions>
        </PageHero>
      )}
    />
  )
}
