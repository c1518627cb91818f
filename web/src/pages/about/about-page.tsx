import styled from 'styled-components'
import { CardGrid, ContentImage, Steps } from '../../hydration/static-blocks'
import { BookingCta } from '../../components/blocks/cta-block'
import { PageHero } from '../../components/blocks/page-hero'
import { FadeThreshold } from '../../components/ui/fade-in'
import { Section } from '../../components/ui/section'
import { PageFrame } from '../../app/page-frame'
import { media } from '../../app/media'

/** product §9: about page sections fade in at 20% visibility. */
const aboutFadeThreshold = 0.2
/** A portrait frame, the seed photo's shape; the editor's hotspot decides what another shape keeps. */
const founderPhotoAspect = 4 / 5

const Founder = styled.div`
  display: grid;
  gap: var(--space-xl);
  align-items: center;
  ${media.desktop} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  }
  img {
    border-radius: var(--radius-lg);
    border: 1px solid var(--color-border);
    margin: 0 auto;
  }
  h2 {
    font-size: var(--font-size-2xl);
  }
`

const Role = styled.p`
  color: var(--color-accent);
  font-weight: var(--font-weight-bold);
  margin: var(--space-xs) 0 var(--space-md);
`

const Bio = styled.p`
  color: var(--color-text-muted);
  white-space: pre-line;
`

const Quote = styled.figure`
  margin: 0;
  text-align: center;
  blockquote {
    margin: 0;
    font-size: var(--font-size-xl);
    font-style: italic;
  }
  figcaption {
    margin-top: var(--space-md);
    color: var(--color-accent);
  }
`

export function AboutPage() {
  return (
    <FadeThreshold.Provider value={aboutFadeThreshold}>
      <PageFrame
        name="about"
        render={({ page }) => (
          <>
            <PageHero heading={page.hero} />
            <Section>
              <Founder>
                <ContentImage
                  image={page.founder?.photo}
                  aspect={founderPhotoAspect}
                  sizes="(min-width: 768px) 26rem, min(640px, 92vw)"
                  eager
                />
                <div>
                  <h2>{page.founder?.name}</h2>
                  <Role>{page.founder?.role}</Role>
                  <Bio>{page.founder?.bio}</Bio>
                </div>
              </Founder>
            </Section>
            <Section>
              <CardGrid cards={page.highlights} columns={3} />
            </Section>
            {page.quote?.text && (
              <Section narrow>
                <Quote>
                  <blockquote>“{page.quote.text}”</blockquote>
                  {page.quote.author && <figcaption>— {page.quote.author}</figcaption>}
                </Quote>
              </Section>
            )}
            <Section heading={page.process?.heading}>
              <Steps steps={page.process?.steps} />
            </Section>
            <BookingCta cta={page.cta} />
          </>
        )}
      />
    </FadeThreshold.Provider>
  )
}

/** The route module's page (web/src/app/routes.tsx). */
export { AboutPage as Component }
