import styled from 'styled-components'
import { Card, CardGridLayout } from '../../components/blocks/card'
import { ContentImage } from '../../hydration/static-blocks'
import type { ContentResults } from '../../content/content-types'
import { useLanguage } from '../../i18n/language-context'

type Project = ContentResults['home']['portfolio'][number]

/** Screenshots share one landscape frame, the seed screenshots' shape, so the cards line up. */
const screenshotAspect = 16 / 10

const Shots = styled.div`
  display: grid;
  gap: var(--space-sm);
  img {
    border-radius: var(--radius-md);
    border: 1px solid var(--color-border);
  }
`

export function Portfolio({ projects }: { projects: Project[] }) {
  const { t } = useLanguage()
  return (
    <CardGridLayout $columns={2}>
      {projects.map((project) => (
        <Card key={project._id}>
          <Shots>
            {project.images?.map((image) => (
              <ContentImage
                key={image.asset?._ref}
                image={image}
                aspect={screenshotAspect}
                sizes="(min-width: 1152px) 32rem, (min-width: 768px) 44vw, 92vw"
              />
            ))}
          </Shots>
          <h3>{project.title}</h3>
          <p>{project.description}</p>
          {project.url && (
            <a href={project.url} target="_blank" rel="noopener noreferrer">
              {t.page.visitSite} <span className="visually-hidden">{t.page.opensInNewTab}</span>
            </a>
          )}
        </Card>
      ))}
    </CardGridLayout>
  )
}
