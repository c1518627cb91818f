import { media } from '../../app/media'

/** product §9: twelve floating particles on wide screens. */
const particleCount = 12

/**
 * Where each particle floats, and how: spread over the screen by a fixed rule, so every page
 * draws the same sky.
 */
const particleRules = Array.from(
  { length: particleCount },
  (_, index) => `.background [data-particle]:nth-child(${index + 2}) {
    left: ${((index * 37 + 11) % 97) + 1}%;
    top: ${((index * 53 + 7) % 89) + 4}%;
    animation-duration: ${5 + (index % 5)}s;
    animation-delay: ${(index % 4) * 0.7}s;
  }`,
)

/**
 * The decorative background, drawn behind every page by the document itself, with no JavaScript:
 * a gradient on every screen; from 768 px, a grid, floating particles, two scan lines and two
 * glowing blobs.
 */
export const backgroundStyle = `
  @keyframes float {
    0%, 100% { transform: translateY(0); opacity: 0.35; }
    50% { transform: translateY(-24px); opacity: 0.9; }
  }
  @keyframes scan {
    from { transform: translateY(-10vh); }
    to { transform: translateY(110vh); }
  }
  @keyframes pulse {
    0%, 100% { opacity: 0.35; transform: scale(1); }
    50% { opacity: 0.55; transform: scale(1.08); }
  }
  .background {
    position: fixed;
    inset: 0;
    z-index: var(--z-background);
    pointer-events: none;
    overflow: hidden;
    background: var(--gradient-page);
  }
  .background > div { display: none; }
  ${media.desktop} {
    .background > div { display: block; }
  }
  .background .grid {
    position: absolute;
    inset: 0;
    background-image:
      linear-gradient(var(--color-grid-line) 1px, transparent 1px),
      linear-gradient(90deg, var(--color-grid-line) 1px, transparent 1px);
    background-size: 48px 48px;
    mask-image: radial-gradient(ellipse at center, black 40%, transparent 80%);
  }
  .background [data-particle] {
    position: absolute;
    width: 4px;
    height: 4px;
    border-radius: 50%;
    background: var(--color-accent);
    box-shadow: var(--shadow-glow);
    animation: float 5s ease-in-out infinite;
  }
  ${particleRules.join('\n  ')}
  .background .scan {
    position: absolute;
    left: 0;
    right: 0;
    top: 0;
    height: 1px;
    background: linear-gradient(90deg, transparent, var(--color-accent), transparent);
    opacity: 0.25;
    animation: scan 9s linear infinite;
  }
  .background .scan + .scan { animation-delay: 4.5s; }
  .background .blob {
    position: absolute;
    width: 28rem;
    height: 28rem;
    border-radius: 50%;
    filter: blur(90px);
    opacity: 0.35;
    animation: pulse 12s ease-in-out infinite;
  }
  .background .blob.left { top: -8rem; left: -8rem; background: var(--color-accent-strong); }
  .background .blob.right { bottom: -10rem; right: -8rem; background: var(--color-secondary); }
`

/** The background's markup, which the server writes before the app's root. */
export const backgroundMarkup = `<div class="background" aria-hidden="true" data-testid="background"><div>
      <div class="grid"></div>
      ${'<span data-particle></span>'.repeat(particleCount)}
      <span class="scan"></span><span class="scan"></span>
      <span class="blob left"></span><span class="blob right"></span>
    </div></div>`
