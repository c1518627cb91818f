import styled from 'styled-components'
import { CardGrid } from '../static-blocks'
import { BookingCta } from '../../components/blocks/cta-block'
import { PageHero } from '../../components/blocks/page-hero'
import { Steps } from '../../components/blocks/steps'
import { ContentImage } from '../static-blocks'
import { FadeThreshold } from '../../components/ui/fade-in'
import { Section } from '../../components/ui/section'
import { PageFrame } from '../../app/page-frame'

/** product §9: about page sections fade in at 20% visibility. */
const aboutFadeThreshold = 0.2
/** A portrait frame, the seed photo's shape; the editor's hotspot decides what another shape keeps. */
const founderPhotoAspect = 4 / 5

const Founder = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: center;
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  }
  img {
    border-radius: ${({ theme }) => theme.radius.lg};
    border: 1px solid ${({ theme }) => theme.color.border};
    margin: 0 auto;
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSize['2xl']};
  }
`

const Role = styled.p`
  color: ${({ theme }) => theme.color.accent};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  margin: ${({ theme }) => `${theme.space.xs} 0 ${theme.space.md}`};
`

const Bio = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  white-space: pre-line;
`

const Quote = styled.figure`
  margin: 0;
  text-align: center;
  blockquote {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
    font-style: italic;
  }
  figcaption {
    margin-top: ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.color.accent};
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
