import { createContext, useContext, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import styled from 'styled-components'
import { prefersReducedMotion } from '../../lib/motion'

/** product §9: sections fade in at 10% visibility; the about page uses 20%. */
export const FadeThreshold = createContext(0.1)

type Phase = 'static' | 'hidden' | 'shown'

const Wrapper = styled.div<{ $phase: Phase }>`
  opacity: ${({ $phase }) => ($phase === 'hidden' ? 0 : 1)};
  transform: translateY(${({ $phase }) => ($phase === 'hidden' ? '1.5rem' : '0')});
  transition: ${({ $phase, theme }) =>
    $phase === 'static' ? 'none' : `opacity ${theme.motion.fade}, transform ${theme.motion.fade}`};
`

// useLayoutEffect warns during server rendering; there is nothing to measure there anyway.
const useBrowserLayoutEffect = typeof window === 'undefined' ? () => {} : useLayoutEffect

/**
 * Server-rendered content stays visible (no flash, no hidden text without JavaScript). After
 * hydration, a section still below the fold is hidden and fades in once enough of it is visible.
 */
export function FadeIn({ children }: { children: ReactNode }) {
  const threshold = useContext(FadeThreshold)
  const ref = useRef<HTMLDivElement>(null)
  const [phase, setPhase] = useState<Phase>('static')

  useBrowserLayoutEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    if (prefersReducedMotion()) return
    if (element.getBoundingClientRect().top < window.innerHeight) return
    setPhase('hidden')
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setPhase('shown')
          observer.disconnect()
        }
      },
      { threshold },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [threshold])

  return (
    <Wrapper ref={ref} $phase={phase}>
      {children}
    </Wrapper>
  )
}
