import type {Plugin} from 'vite'

/**
 * For a Studio that runs on the local content lake with no internet: the addresses in Sanity's
 * code that the lake can answer point at the lake instead (the page's own origin), what cannot work
 * offline is not offered (feedback to Sanity), and a web font on Sanity's CDN becomes the system font. Without this the browser logs a
 * failed request for each on every load. A build for hosted Sanity is left as it is.
 */
const rewrites: [RegExp, string][] = [
  // The Studio's "is there a newer version" check: the lake answers with the version it serves.
  [/"https:\/\/sanity-cdn\.com"/g, '""'],
  // Help › "Send feedback" sends to Sanity, which needs the internet: the Studio's check whether its
  // feedback channel is reachable answers no without asking, so Help does not offer it.
  [
    /fetch\(FEEDBACK_TUNNEL_URL, \{\s*method: "POST",\s*body\s*\}\)/g,
    'Promise.resolve(new Response(null, {status: 503}))',
  ],
  // The workspace menu's "Manage project" (sanity.io's project settings): the lake's page about the
  // local project instead.
  [/`\$\{envAwareWebsiteUrl\}\/manage\/project\/\$\{projectId\}`/g, '"/lake/project"'],
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
