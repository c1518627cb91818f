import react from '@vitejs/plugin-react'
import { createRequire } from 'node:module'
import path from 'node:path'
import { defineConfig } from 'vite'
// The config and the build plugins name the files they import in full: Vite can load its config
// natively, without a bundler to resolve extension-less imports (and warns on every build when not).
import { plainDynamicImports } from './web/build/plain-dynamic-imports.ts'
import { precompressAssets } from './web/build/precompress.ts'
import { styledComponentIds } from './web/build/styled-component-ids.ts'
import { minifiedStyledCss } from './web/build/styled-css.ts'

/**
 * `--mode live-preview`: the draft preview's overlays (web/src/app/live-preview.ts) as one bundle
 * of their own, with their own copy of React, in dist/client/preview. Built apart so that public
 * pages' chunks are exactly what they would be without it (docs/decisions/0015).
 */
const livePreview = defineConfig({
  root: 'web',
  publicDir: false,
  plugins: [precompressAssets()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: '../dist/client/preview',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    lib: { entry: 'src/app/live-preview.ts', formats: ['es'], fileName: 'live-preview' },
    rolldownOptions: {
      // @sanity/ui, framer-motion and React Query mark modules "use client" for React Server
      // Components; this bundle only ever runs in a browser, where the directive means nothing.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning)
      },
    },
  },
})

/**
 * React Router's package points every import at its development build (remix-run/react-router#12532),
 * whose warnings and their messages would ship to the browser; the production build beside it is
 * the same code without them. The server keeps the package's own resolution.
 */
const reactRouterBuild = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
)
const reactRouterProduction = [
  { find: /^react-router$/, replacement: path.join(reactRouterBuild, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterBuild, 'dom-export.mjs') },
]

export default defineConfig(({ isSsrBuild, mode }) =>
  mode === 'live-preview'
    ? livePreview
    : {
        root: 'web',
        publicDir: isSsrBuild ? false : 'public',
        // How sections hydrate: on demand, unless `npm run bench:hydration` builds an alternative
        // (web/src/hydration/lazy-section.tsx).
        define: { 'import.meta.env.HYDRATION': JSON.stringify(process.env.HYDRATION ?? 'on-demand') },
        plugins: [
          react(),
          styledComponentIds(),
          minifiedStyledCss(),
          ...(isSsrBuild ? [] : [plainDynamicImports(), precompressAssets()]),
        ],
        resolve: { alias: mode === 'production' && !isSsrBuild ? reactRouterProduction : [] },
        build: {
          outDir: isSsrBuild ? '../dist/server' : '../dist/client',
          emptyOutDir: true,
          // The server bundle is run by Node 24 only.
          target: isSsrBuild ? 'node24' : 'es2022',
          manifest: !isSsrBuild,
          // No preload helper in the browser: a page's first HTML preloads its chunks from the manifest
          // (web/server/preload.ts). Without it, a chunk loaded later (the next page's, a section's)
          // fetches the chunks it imports once it arrives, one round trip more, mostly from the cache:
          // the helper and the list of every chunk's imports cost every page about 1 kB gzip.
          modulePreload: false,
          // Source maps ship with the client, so Lighthouse and a developer's devtools read our own code.
          sourcemap: !isSsrBuild,
          // Every module of the first load in one chunk beside the entry: split into a chunk per set of
          // importers, the per-file overhead cost about 6 kB gzip (docs/performance-log.md).
          ...(!isSsrBuild && {
            rolldownOptions: {
              output: {
                codeSplitting: {
                  groups: [
                    {
                      name: 'initial',
                      tags: ['$initial'],
                      test: (id: string) => !/index\.html|entry-client\.tsx/.test(id),
                    },
                    {
                      // What (nearly) every page's module imports: the page frame and hero, sections,
                      // the fade-in, and the on-demand wrappers with what runs them. One chunk, not
                      // eight: each file a page fetches costs it about 0.2 kB gzip of its own.
                      name: 'page-kit',
                      test: new RegExp(
                        String.raw`web[\\/]src[\\/](` +
                          [
                            'hydration/[a-z-]+',
                            'app/page-(frame|handle)',
                            'components/ui/(section|fade-in|actions)',
                            'components/blocks/page-hero',
                            'i18n/feature-messages',
                          ]
                            .map((path) => path.replaceAll('/', String.raw`[\\/]`))
                            .join('|') +
                          String.raw`)\.tsx?$`,
                      ),
                    },
                  ],
                },
              },
            },
          }),
          // The server bundle has three entries: the server, the worker that renders report e-mails off
          // the event loop (site-analyzer's report/isolated.ts loads it from dist/server), and the analysis
          // worker process (web/server/analyzer/deps.ts starts it from there).
          ...(isSsrBuild && {
            rollupOptions: {
              input: {
                main: 'server/main.ts',
                'report-worker': '../packages/site-analyzer/src/report/render-worker.ts',
                'analysis-worker': '../packages/site-analyzer/src/runner/worker.ts',
              },
            },
          }),
        },
        // styled-components must share one instance with the SSR render, or class names and styles split in two.
        // The lake's @sanity/mutator is the version its package declares (the one sanity uses), installed
        // beside the package: bundled from there, so the server never loads the one hoisted for the CLI.
        ssr: { noExternal: ['styled-components', '@sanity/mutator'] },
        test: {
          root: '.',
          include: ['{web,schemas,seed,studio,packages}/**/*.test.{ts,tsx}', 'tests/*.test.ts'],
          environment: 'node',
          // Timeouts guard against hangs, not speed: on a machine busy with other work a test that
          // takes a second alone can take twenty. Speed has its benchmarks (tests/bench).
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // expect.poll waits for what it polls, not for a second: a busy machine is slow to deliver it.
          expect: { poll: { timeout: 30_000 } },
        },
      },
)
