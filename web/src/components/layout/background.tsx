import styled, { keyframes } from 'styled-components'

/** product §9: twelve floating particles on wide screens. */
const particleCount = 12

const float = keyframes`
  0%, 100% { transform: translateY(0); opacity: 0.35; }
  50% { transform: translateY(-24px); opacity: 0.9; }
`
const scan = keyframes`
  from { transform: translateY(-10vh); }
  to { transform: translateY(110vh); }
`
const pulse = keyframes`
  0%, 100% { opacity: 0.35; transform: scale(1); }
  50% { opacity: 0.55; transform: scale(1.08); }
`

const Layer = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.background};
  pointer-events: none;
  overflow: hidden;
  background: ${({ theme }) => theme.gradient.page};
`

/** Decorations drawn only at 768 px and wider; narrower screens keep the plain gradient. */
const Wide = styled.div`
  display: none;
  ${({ theme }) => theme.media.desktop} {
    display: block;
  }
`

const Grid = styled.div`
  position: absolute;
  inset: 0;
  background-image:
    linear-gradient(${({ theme }) => theme.color.gridLine} 1px, transparent 1px),
    linear-gradient(90deg, ${({ theme }) => theme.color.gridLine} 1px, transparent 1px);
  background-size: 48px 48px;
  mask-image: radial-gradient(ellipse at center, black 40%, transparent 80%);
`

const Particle = styled.span<{ $index: number }>`
  position: absolute;
  width: 4px;
  height: 4px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.accent};
  box-shadow: ${({ theme }) => theme.shadow.glow};
  left: ${({ $index }) => (($index * 37 + 11) % 97) + 1}%;
  top: ${({ $index }) => (($index * 53 + 7) % 89) + 4}%;
  animation: ${float} ${({ $index }) => 5 + ($index % 5)}s ease-in-out ${({ $index }) => ($index % 4) * 0.7}s infinite;
`

const ScanLine = styled.span<{ $delay: number }>`
  position: absolute;
  left: 0;
  right: 0;
  top: 0;
  height: 1px;
  background: linear-gradient(90deg, transparent, ${({ theme }) => theme.color.accent}, transparent);
  opacity: 0.25;
  animation: ${scan} 9s linear ${({ $delay }) => $delay}s infinite;
`

const Blob = styled.span<{ $side: 'left' | 'right' }>`
  position: absolute;
  width: 28rem;
  height: 28rem;
  border-radius: 50%;
  filter: blur(90px);
  background: ${({ theme, $side }) => ($side === 'left' ? theme.color.accentStrong : theme.color.secondary)};
  opacity: 0.35;
  ${({ $side }) => ($side === 'left' ? 'top: -8rem; left: -8rem;' : 'bottom: -10rem; right: -8rem;')}
  animation: ${pulse} 12s ease-in-out infinite;
`

export function Background() {
  return (
    <Layer aria-hidden="true" data-testid="background">
      <Wide>
        <Grid />
        {Array.from({ length: particleCount }, (_, index) => (
          <Particle key={index} $index={index} data-particle />
        ))}
        <ScanLine $delay={0} />
        <ScanLine $delay={4.5} />
        <Blob $side="left" />
        <Blob $side="right" />
      </Wide>
    </Layer>
  )
}
