import { documentStyle } from '../src/app/document-style'
import { backgroundMarkup } from '../src/components/layout/background'
import { scriptSafeJson } from '../src/components/seo/head-html'
import { appStateElementId } from '../src/app-state'
import { parseCookie } from 'cookie'
import type { FastifyRequest } from 'fastify'
import type { RenderResult } from '../src/entry-server'
import { languageStorageKey, resolveLanguage, type Language } from '../src/i18n/language'

/** The document's own style, the same for every page; components' styles follow it. */
const documentStyleTag = `<style>${documentStyle}</style>`

/**
 * Fills the HTML template: language in the first byte, head tags, preloads, the document's style
 * and the components', the background, markup and state.
 */
export function fillTemplate(template: string, result: RenderResult, preloadLinks: string): string {
  return template
    .replace('<html lang="es">', `<html lang="${result.state.language}">`)
    .replace('<!--app-head-->', () =>
      [result.head, preloadLinks, documentStyleTag, result.styles].filter(Boolean).join('\n    '),
    )
    .replace('<!--app-background-->', () => backgroundMarkup)
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
