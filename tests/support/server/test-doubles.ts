import type { AppState } from '../../../web/src/app-state'
import type { ContentSource } from '../../../web/server/content'
import type { Renderer } from '../../../web/server/renderer'

/** A content store for tests of routes that never read content: empty answers, no changes. */
export function stubContent(overrides: Partial<ContentSource> = {}): ContentSource {
  return {
    mode: 'embedded',
    fetch: async () => ({}) as never,
    watch: () => () => {},
    close: async () => {},
    ...overrides,
  }
}

/** A renderer for tests of everything but pages: a minimal template and an empty page. */
export function stubRenderer(overrides: Partial<Renderer> = {}): Renderer {
  return {
    render: async ({ language }) => ({
      status: 200,
      html: '<main></main>',
      head: '',
      styles: '',
      state: { language } as AppState,
      modules: [],
    }),
    template: async () =>
      '<!doctype html><html lang="es"><head><!--app-head--></head><body><!--app-html--><!--app-state--></body></html>',
    preloadLinks: () => '',
    close: async () => {},
    ...overrides,
  }
}

/** A log for what the code under test survives (a store's outage), when the test is not about it. */
export const quietLog = { warn: () => {}, info: () => {} }
