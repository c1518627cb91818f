import { useNavigation } from 'react-router-dom'
import styled, { keyframes } from 'styled-components'

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(100%); }
`

const Bar = styled.div`
  position: fixed;
  inset: 0 0 auto;
  z-index: ${({ theme }) => theme.z.drawer};
  height: 3px;
  overflow: hidden;
  &::after {
    content: '';
    display: block;
    height: 100%;
    background: ${({ theme }) => theme.gradient.brand};
    animation: ${slide} 1s ease-in-out infinite;
  }
  ${({ theme }) => theme.media.reducedMotion} {
    &::after {
      animation: none;
    }
  }
`

/**
 * While the next page's code and content load (the current page stays until both are here), a thin
 * bar at the top says something is happening. Screen readers hear the new page's title instead.
 */
export function NavigationProgress() {
  const { state } = useNavigation()
  return state === 'idle' ? null : <Bar aria-hidden="true" data-testid="navigation-progress" />
}
