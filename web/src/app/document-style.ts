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
  ${backgroundStyle}
  ${media.reducedMotion} {
    html { scroll-behavior: auto; }
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`
