import { expect, test } from '@playwright/test'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { chunkOf, gzipKb, manifest, packageOf, recordOwnScripts } from './build-manifest'
import { englishMessagesModule } from '../../web/src/i18n/dictionaries'
import { expectedHeading, pageRoutes } from './expected'

/**
 * What each page costs a phone in JavaScript, measured as Chromium loads it from the production
 * build (run `npm run build` first): the gzip size of every script the page fetches until the
 * network is idle, against the ceilings of docs/decisions/0008-route-modules-and-page-cache.md.
 */
const read = (file: string) => readFileSync(`dist/client/${file}`)

/**
 * kB gzip of initial JavaScript per page; docs/performance-log.md records where they come from. The
 * budgets are 135 for the home page and 130 for every other page. /contacto's booking section stands
 * in the first screen, but wakes (its code and Calendly's widget) only once the visitor uses the
 * page (hydration/waiting-sections.ts): booking.spec.ts holds that.
 */
const ceilings: Record<string, number> = { home: 131 }
const otherPagesCeiling = 130

/**
 * Libraries that must arrive only with the feature that needs them, never with a page: the forms'
 * (react-hook-form, zod) load when the visitor reaches into a form (decision 0008); the Studio's
 * overlays only in a draft preview (decision 0015).
 */
const lazyLibraries = [
  'marked',
  'dompurify',
  '@vapi-ai/web',
  '@daily-co/daily-js',
  'react-hook-form',
  'zod',
  '@sanity/visual-editing',
]

/** The node_modules packages a built chunk contains, from its shipped source map. */
function packagesIn(file: string): Set<string> {
  if (!existsSync(`dist/client/${file}.map`)) return new Set()
  const { sources } = JSON.parse(read(`${file}.map`).toString()) as { sources: string[] }
  const names = sources.map(packageOf)
  return new Set(names.filter((name): name is string => Boolean(name)))
}

const pageModuleFiles = Object.entries(manifest)
  .filter(([key]) => /^src\/pages\/[^/]+\/[^/]+-page\.tsx$/.test(key))
  .map(([key, chunk]) => ({ key, file: chunk.file }))

const results: string[] = []

for (const [id, path] of pageRoutes) {
  test(`${path} loads only its own code, within its JavaScript ceiling`, async ({ page, baseURL }) => {
    // Ours only: Calendly's widget script, fetched when the booking section wakes, is not the site's.
    const scripts = recordOwnScripts(page, baseURL!)
    await page.goto(path)
    await page.waitForLoadState('networkidle')

    const own = pageModuleFiles.filter(({ file }) => scripts.includes(file)).map(({ key }) => key)
    expect(own, 'exactly one page module').toHaveLength(1)
    expect(scripts, 'the English strings, on a Spanish page').not.toContain(chunkOf(englishMessagesModule))
    for (const file of scripts) {
      for (const name of lazyLibraries) expect(packagesIn(file).has(name), `${name} in ${file}`).toBe(false)
    }
    // Every chunk of ours ships its source map; only the bundler's tiny module runtime has none.
    const unmapped = scripts.filter((file) => !existsSync(`dist/client/${file}.map`))
    expect(
      unmapped.every((file) => file.includes('rolldown-runtime')),
      unmapped.join(),
    ).toBe(true)

    const kb = gzipKb(scripts)
    results.push(`${path} ${kb.toFixed(1)} kB gzip in ${scripts.length} files`)
    test.info().annotations.push({ type: 'bundle', description: results.at(-1)! })
    expect(kb).toBeLessThanOrEqual(ceilings[id] ?? otherPagesCeiling)
  })
}

test('the voice SDK and the report renderer stay lazy chunks of their own', () => {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)!
  expect(packagesIn(entry.file).has('@vapi-ai/web')).toBe(false)
  const lazyChunk = (name: string) => Object.values(manifest).find((chunk) => packagesIn(chunk.file).has(name))
  expect(lazyChunk('@vapi-ai/web')?.isEntry).toBeFalsy()
  expect(lazyChunk('marked')).toBe(lazyChunk('dompurify'))
})

test("no chunk carries Vite's preload helper (web/build/plain-dynamic-imports.ts)", () => {
  const chunks = Object.values(manifest).map((chunk) => chunk.file)
  expect(chunks.length).toBeGreaterThan(10)
  for (const file of chunks) expect(read(file).toString(), file).not.toContain('vite:preloadError')
})

test("the first HTML preloads its page's chunks (and an English page its strings); client navigation fetches only the next page's code and content", async ({
  page,
}) => {
  const html = await (await page.request.get('/servicios')).text()
  const servicesModule = manifest['src/pages/services/services-page.tsx']!.file
  expect(html).toContain(`<link rel="modulepreload" crossorigin href="/${servicesModule}">`)

  const english = await (await page.request.get('/servicios?lang=en')).text()
  expect(english).toContain(`<link rel="modulepreload" crossorigin href="/${chunkOf(englishMessagesModule)}">`)
  expect(html).not.toContain(chunkOf(englishMessagesModule))

  await page.goto('/servicios')
  await page.waitForLoadState('networkidle')
  const requested: string[] = []
  page.on('request', (request) => requested.push(`${request.resourceType()} ${new URL(request.url()).pathname}`))
  await page.getByTestId('site-header').getByRole('link', { name: 'Sobre nosotros' }).click()
  await expect(page).toHaveURL(/\/sobre-nosotros$/)
  await page.waitForLoadState('networkidle')

  const pageModules = pageModuleFiles.filter(({ file }) => requested.includes(`script /${file}`)).map(({ key }) => key)
  expect(pageModules).toEqual(['src/pages/about/about-page.tsx'])
  expect(requested.filter((entry) => entry.startsWith('fetch /api/content/'))).toEqual(['fetch /api/content/about'])
  expect(requested.some((entry) => entry.startsWith('document'))).toBe(false)
})

test('leaving the home page loads none of the code its sections were still waiting for', async ({ page, baseURL }) => {
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  const scripts = recordOwnScripts(page, baseURL!)
  await page.getByTestId('site-header').getByRole('link', { name: 'Sobre nosotros' }).click()
  // The navigation shows the new page once all of it is here, its on-demand blocks included.
  await expect(page.locator('h1')).toHaveText(expectedHeading('about', 'es'))

  expect(scripts).toEqual(
    expect.arrayContaining(
      [
        'src/pages/about/about-page.tsx',
        'src/components/blocks/card-grid.tsx',
        'src/components/ui/content-image.tsx',
      ].map(chunkOf),
    ),
  )
  const homeSections = [
    'src/features/analysis/analysis-section.tsx',
    'src/features/contact/contact-section.tsx',
    'src/features/booking/booking-section.tsx',
    'src/features/voice-demo/voice-demo.tsx',
  ].map(chunkOf)
  expect(scripts.filter((file) => homeSections.includes(file))).toEqual([])
})

test('scripts are sent as the build compressed them, brotli or gzip, with their exact length', async ({ request }) => {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)!
  for (const [encoding, extension] of [
    ['br', 'br'],
    ['gzip', 'gz'],
  ] as const) {
    const response = await request.get(`/${entry.file}`, { headers: { 'accept-encoding': encoding } })
    expect(response.headers()['content-encoding']).toBe(encoding)
    expect(response.headers()['vary']).toMatch(/accept-encoding/i)
    expect(Number(response.headers()['content-length'])).toBe(read(`${entry.file}.${extension}`).length)
  }
})

test('the web server never loads a browser or Lighthouse: only the analysis worker does', () => {
  /** Every package a server entry imports, at once or when first needed (`import()`), following its own chunks. */
  const packagesOf = (entry: string, seen = new Set<string>()): Set<string> => {
    const found = new Set<string>()
    const visit = (file: string) => {
      if (seen.has(file)) return
      seen.add(file)
      for (const [, atOnce, whenNeeded] of readFileSync(`dist/server/${file}`, 'utf8').matchAll(
        /^import [^'"]*["']([^"']+)["']|\bimport\(["']([^"']+)["']\)/gm,
      )) {
        const target = (atOnce ?? whenNeeded)!
        if (target.startsWith('./') || target.startsWith('../'))
          visit(path.posix.join(path.posix.dirname(file), target))
        else found.add(target)
      }
    }
    visit(entry)
    return found
  }
  const server = [...packagesOf('main.js')]
  expect(server.filter((name) => /lighthouse|puppeteer/.test(name))).toEqual([])
  expect([...packagesOf('analysis-worker.js')]).toEqual(expect.arrayContaining(['lighthouse', 'puppeteer-core']))
})
