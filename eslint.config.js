import js from '@eslint/js'
import { readdirSync } from 'node:fs'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const features = readdirSync('web/src/features')

const layerZones = [
  ...features.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other; move what they share to components/ or lib/.',
  })),
  {
    target: './web/src/components',
    from: ['./web/src/features', './web/src/hydration', './web/src/pages'],
    message: 'Components are shared by features, on-demand sections and pages, never the other way round.',
  },
  {
    target: './web/src/features',
    from: ['./web/src/hydration', './web/src/pages'],
    message: 'On-demand sections and pages use features, not the other way round.',
  },
]

const packageZones = [
  {
    target: './packages',
    from: ['./web', './tests', './seed', './studio', './schemas'],
    message: 'A package stands on its own: the site uses it, never the other way round.',
  },
]

// The rooms' one-way doors (docs/conventions.md): schemas and the packages at the bottom, the site
// above them, the Studio and the seed on top. What the site, the Studio and the seed share lives in
// packages/shared; the Studio may use the site's browser code (its routes, its messages), never its server.
const roomZones = [
  {
    target: './web',
    from: ['./studio', './seed'],
    message: 'The site never imports the Studio or the seed: move what they share to packages/shared.',
  },
  {
    target: './studio',
    from: ['./web/server', './web/build', './seed'],
    message: "The Studio never imports the site's server or build, nor the seed: use packages/shared.",
  },
  {
    target: './seed',
    from: ['./web', './studio'],
    message: 'The seed never imports the site or the Studio: move what they share to packages/shared.',
  },
  {
    target: './schemas',
    from: ['./web', './studio', './seed'],
    message: 'The content model is at the bottom: it imports only packages.',
  },
]

// Tests and benches import production code, never the other way round (a test beside the code is a test).
const testZones = [
  {
    target: ['./web', './studio', './seed', './schemas'],
    from: './tests',
    message: 'Production code never imports test support or benches: move what it needs out of tests/.',
  },
  {
    target: './packages/*/src/**',
    from: './packages/*/testing/**',
    message: "A package's code never imports its testing/ folder, which is for tests and benches.",
  },
]

const testingEntries = ['content-lake/testing', 'site-analyzer/testing'].map((name) => ({
  name,
  message: 'A testing entry is for tests and benches; production code imports the package itself.',
}))

const packageByPath = { group: ['**/packages/**'], message: 'Import the package by its name and its exports.' }

const serverZones = [
  { target: './web/src', from: './web/server', message: 'Server code must never reach the browser bundle.' },
  { target: './web/src', from: ['./**/*.server.ts'], message: 'A .server.ts module must never reach the browser.' },
]

export default tseslint.config(
  {
    ignores: [
      'dist',
      '.bench',
      'studio/dist',
      '**/node_modules',
      'data',
      'test-results',
      'web/src/content/sanity.types.ts',
      '**/.sanity',
      // Sites written by others or as others would, served to the analyzer as they are (docs/analysis.md).
      'packages/site-analyzer/testing/calibration',
      'packages/site-analyzer/testing/handwritten',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    // Boundaries: no import cycles; shared code flows one way, components -> features -> hydration
    // (the on-demand sections) -> pages, and a feature never imports another.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...packageZones] }],
    },
  },
  {
    // A package is used by its name and the entry points its package.json exports, never by path.
    files: ['{web,seed,studio,tests,schemas}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [packageByPath] }],
    },
  },
  {
    // Production code: what ships, tests beside it aside.
    files: ['{web,seed,studio,schemas}/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...layerZones, ...packageZones, ...testZones, ...roomZones] },
      ],
      'no-restricted-imports': ['error', { paths: testingEntries, patterns: [packageByPath] }],
    },
  },
  {
    // What the browser loads never reaches server code (tests beside the code run in Node and may).
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...serverZones, ...testZones, ...roomZones] }],
    },
  },
  {
    // Nothing but env.server.ts (the site) and shared's content-env.ts (the Studio's and the seed's scripts)
    // reads the environment: configuration is read once, validated, in one place.
    files: ['web/**/*.{ts,tsx}', 'seed/**/*.ts', 'packages/*/src/**/*.ts'],
    ignores: ['web/server/env.server.ts', 'packages/shared/src/content-env.ts', 'packages/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration from env.server.ts or shared/content-env.' },
      ],
    },
  },
)
