import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react'
import styled from 'styled-components'
import { prefersReducedMotion } from '../../lib/motion'

/** product §9: sections fade in at 10% visibility; the about page uses 20%. */
export const FadeThreshold = createContext(0.1)

type Phase = 'static' | 'hidden' | 'shown'

// One class for every phase: a phase changes an attribute, not the page's style sheet.
const Wrapper = styled.div`
  transition:
    opacity var(--motion-fade),
    transform var(--motion-fade);
  &[data-phase='static'] {
    transition: none;
  }
  &[data-phase='hidden'] {
    opacity: 0;
    transform: translateY(1.5rem);
  }
`

/**
 * Server-rendered content stays visible (no flash, no hidden text without JavaScript). After
 * hydration, a section below the fold is hidden and fades in once enough of it is visible. Where
 * it stands comes from the intersection observer's first report, measured with the frame, not
 * read from the layout during hydration, which forced the browser to lay the page out there and
 * then once more for every section.
 */
export function FadeIn({ children }: { children: ReactNode }) {
  const threshold = useContext(FadeThreshold)
  const ref = useRef<HTMLDivElement>(null)
  const [phase, setPhase] = useState<Phase>('static')

  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) return
    let hidden = false
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1)!
        if (hidden) {
          if (entry.isIntersecting) {
            setPhase('shown')
            observer.disconnect()
          }
          return
        }
        // The first report: a section that starts within the viewport's height stays as it is.
        const fold = entry.rootBounds?.height ?? window.innerHeight
        if (entry.isIntersecting || entry.boundingClientRect.top < fold) return observer.disconnect()
        hidden = true
        setPhase('hidden')
      },
      { threshold },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [threshold])

  return (
    <Wrapper ref={ref} data-phase={phase}>
      {children}
    </Wrapper>
  )
}
