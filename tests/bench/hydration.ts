import { chromium, type Page } from '@playwright/test'
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromiumArgs, chromiumPath } from 'site-analyzer/chromium'
import { paths } from '../../web/src/paths'
import { blockingTime, interactionOf, median, openMenu, phonePage, switchLanguage } from './phone-page'
import { ServerProcess } from './server-process'

/**
 * `npm run bench:hydration`: the site built three ways (web/src/hydration/lazy-section.tsx), each
 * measured on every page by a fresh visitor on a phone at 4× CPU:
 * - `on-demand`, the site: every section waits for its code until the visitor needs it;
 * - `middle`: plain `React.lazy()` for every section but the forms, booking and the voice demo;
 * - `lazy`: plain `React.lazy()` for every section, which React loads as it hydrates the page.
 * Per page: the first load's JavaScript (gzip, every script of ours until none is asked for during
 * 2 s), its
 * blocking time (long tasks after the first contentful paint, each past 50 ms), the interaction to
 * next paint of the first tap (the phone's menu) and of the language switch in it, with the code
 * the switch loaded. Medians of `BENCH_RUNS` (3) runs. Each build goes to `.bench/hydration/`,
 * never to `dist/`; the site's own build is left as it is.
 */
const variants = ['on-demand', 'middle', 'lazy'] as const
type Variant = (typeof variants)[number]
const runs = Number(process.env.BENCH_RUNS ?? 3)
const port = Number(process.env.BENCH_PORT ?? 4591)
/** The JavaScript budgets of decision 0008, kB gzip: the home page, and every other page. */
const budgetKb = { home: 131, other: 130 }

/** Builds the site's browser and server bundles as `variant` into a folder the server can run from. */
function build(variant: Variant): string {
  const root = path.resolve('.bench/hydration', variant)
  rmSync(root, { recursive: true, force: true })
  mkdirSync(root, { recursive: true })
  for (const args of [[], ['--ssr']]) {
    const outDir = path.join(root, 'dist', args.length ? 'server' : 'client')
    const run = spawnSync('vite', ['build', ...args, '--outDir', outDir, '--logLevel', 'warn'], {
      env: { ...process.env, HYDRATION: variant },
      stdio: 'inherit',
    })
    if (run.status !== 0) throw new Error(`the ${variant} build failed`)
  }
  // What the server reads from the folder it runs in, besides its build.
  for (const shared of ['seed', 'web']) symlinkSync(path.resolve(shared), path.join(root, shared))
  return root
}

/** From now on, the site's own scripts the page fetches, as files of the build. */
function ownScripts(page: Page): string[] {
  const scripts: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (request.resourceType() === 'script' && url.port === String(port) && url.pathname.startsWith('/assets/'))
      scripts.push(url.pathname.slice(1))
  })
  return scripts
}

type Sample = { firstLoadKb: number; blockingMs: number; tapMs: number; switchMs: number; switchKb: number }

async function visit(page: Page, root: string, route: string): Promise<Sample> {
  const kb = (files: string[]) =>
    files.reduce((total, file) => total + gzipSync(readFileSync(path.join(root, 'dist/client', file))).length, 0) / 1000
  const firstLoad = ownScripts(page)
  await page.goto(`http://127.0.0.1:${port}${route}`)
  await page.waitForLoadState('networkidle')
  // Lazy sections' chunks are asked for as hydration reaches them, on a busy machine after the
  // network first rests: the first load ends once no script was asked for during 2 s.
  for (let seen = -1; seen !== firstLoad.length;) {
    seen = firstLoad.length
    await page.waitForTimeout(2000)
  }
  const firstLoadKb = kb(firstLoad)
  const blockingMs = await blockingTime(page)
  const tap = await interactionOf(page, () => openMenu(page))
  const switched = ownScripts(page)
  const change = await interactionOf(page, () => switchLanguage(page))
  return { firstLoadKb, blockingMs, tapMs: tap.inpMs, switchMs: change.inpMs, switchKb: kb(switched) }
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
const rows: string[] = []
try {
  for (const variant of variants) {
    const root = build(variant)
    const server = await new ServerProcess(port, {}, { name: `bench-hydration-${variant}`, cwd: root }).start()
    try {
      let overBudget = 0
      for (const [id, route] of Object.entries(paths)) {
        const samples: Sample[] = []
        for (let run = 0; run < runs; run++) {
          const page = await phonePage(browser)
          samples.push(await visit(page, root, route))
          await page.context().close()
        }
        const of = (key: keyof Sample) => median(samples.map((sample) => sample[key]))
        if (of('firstLoadKb') > (id === 'home' ? budgetKb.home : budgetKb.other)) overBudget++
        rows.push(
          `| ${variant} | ${route} | ${of('firstLoadKb').toFixed(1)} | ${Math.round(of('blockingMs'))} | ` +
            `${Math.round(of('tapMs'))} | ${Math.round(of('switchMs'))} | ${of('switchKb').toFixed(1)} |`,
        )
        console.log(rows.at(-1))
      }
      rows.push(`| ${variant} | pages over the JavaScript budget: ${overBudget} | | | | | |`)
      console.log(rows.at(-1))
    } finally {
      await server.stop()
    }
  }
} finally {
  await browser.close()
}
console.log(
  `\n${runs} runs a page, medians; a phone at 4× CPU\n\n` +
    '| variant | page | first load, kB gzip | blocking time, ms | first tap INP, ms | switch INP, ms | switch code, kB gzip |\n' +
    '|---|---|---|---|---|---|---|\n' +
    rows.join('\n'),
)
