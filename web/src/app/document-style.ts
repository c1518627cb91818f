import { backgroundStyle } from '../components/layout/background'
import { media, narrowPhone } from './media'
import { narrowProperties, themeProperties } from './theme'

/**
 * The document's own style, sent in every page's head by the server: the theme's custom
 * properties, the base rules and the background. None of it is JavaScript; components' styles
 * (styled-components) use the custom properties.
 */
export const documentStyle = `
  :root {
    ${themeProperties()}
  }
  ${narrowPhone} {
    :root {
      ${narrowProperties()}
    }
  }
  *, *::before, *::after { box-sizing: border-box; }
  html { scroll-behavior: smooth; -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    min-height: 100vh;
    background: var(--color-background);
    color: var(--color-text);
    font-family: var(--font-body);
    font-size: var(--font-size-md);
    line-height: var(--line-height-normal);
    -webkit-font-smoothing: antialiased;
    text-wrap: pretty;
  }
  /* Balanced lines: a heading that wraps never leaves one word alone under a long line. */
  h1, h2, h3, h4 { line-height: var(--line-height-tight); margin: 0; text-wrap: balance; }
  p { margin: 0; }
  img { max-width: 100%; height: auto; display: block; }
  a { color: var(--color-accent); }
  button { font: inherit; }
  :focus-visible {
    outline: 3px solid var(--color-focus);
    outline-offset: 3px;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
  [id] { scroll-margin-top: var(--layout-header-height); }
  /* While the router fetches the next page (app/navigation-progress.tsx): a bar sliding at the top. */
  .navigation-progress {
    display: none;
    position: fixed;
    inset: 0 0 auto;
    z-index: var(--z-drawer);
    height: 3px;
    overflow: hidden;
  }
  html[data-navigating] .navigation-progress { display: block; }
  .navigation-progress::after {
    content: '';
    display: block;
    height: 100%;
    background: var(--gradient-brand);
    animation: navigation-slide 1s ease-in-out infinite;
  }
  @keyframes navigation-slide {
    from { transform: translateX(-100%); }
    to { transform: translateX(100%); }
  }
  /* A control whose work is under way (the language switch): its icon pulses. */
  [aria-busy='true'] { cursor: progress; }
  [aria-busy='true'] svg { animation: busy 0.6s ease-in-out infinite alternate; }
  @keyframes busy { to { opacity: 0.3; } }
  ${backgroundStyle}
  ${media.reducedMotion} {
    html { scroll-behavior: auto; }
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
    [aria-busy='true'] svg { opacity: 0.3; }
    .navigation-progress::after { animation: none; }
  }
`
