import { scriptSafeJson } from '../src/components/seo/head-html'
import { appStateElementId } from '../src/app-state'
import { parseCookie } from 'cookie'
import type { FastifyRequest } from 'fastify'
import type { RenderResult } from '../src/entry-server'
import { languageStorageKey, resolveLanguage, type Language } from '../src/i18n/language'

/** Fills the HTML template: language in the first byte, head tags, preloads, styles, markup and state. */
export function fillTemplate(template: string, result: RenderResult, preloadLinks: string): string {
  return template
    .replace('<html lang="es">', `<html lang="${result.state.language}">`)
    .replace('<!--app-head-->', () => [result.head, preloadLinks, result.styles].filter(Boolean).join('\n    '))
    .replace('<!--app-html-->', () => result.html)
    .replace(
      '<!--app-state-->',
      () => `<script type="application/json" id="${appStateElementId}">${scriptSafeJson(result.state)}</script>`,
    )
}

/**
 * The visitor's language: `?lang=`, then `hint` (an API may pass Accept-Language), then the
 * `language` cookie, else Spanish. A malformed cookie value (`language=%`) counts as no choice.
 */
export function requestLanguage(request: FastifyRequest, hint?: string): Language {
  const query = request.query as Record<string, unknown>
  return resolveLanguage(query.lang ?? hint, parseCookie(request.headers.cookie ?? '')[languageStorageKey])
}
