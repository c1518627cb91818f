import type {Plugin} from 'vite'

/**
 * For a Studio that runs on the local content lake with no internet: the addresses in Sanity's
 * code that the lake can answer point at the lake instead (the page's own origin), and the one it
 * cannot (a web font on Sanity's CDN) becomes the system font. Without this the browser logs a
 * failed request for each on every load. A build for hosted Sanity is left as it is.
 */
const rewrites: [RegExp, string][] = [
  // The Studio's "is there a newer version" check: the lake answers with the version it serves.
  [/"https:\/\/sanity-cdn\.com"/g, '""'],
  // The feedback channel (Sentry's tunnel): the lake accepts its empty availability probe, as Sentry
  // does, and refuses real feedback, which can only reach Sanity over the internet.
  [/"https:\/\/api\.sanity\.io\/vX\/intake\/feedback"/g, '"/vX/intake/feedback"'],
  // Vision's web font.
  [/url\(["']?https:\/\/design-system-static\.sanity\.io\/[^)]+\)/g, 'local("Inter")'],
]

export function offlineStudio(): Plugin {
  return {
    name: 'offline-studio',
    transform(code) {
      const rewritten = rewrites.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), code)
      return rewritten === code ? null : rewritten
    },
  }
}
