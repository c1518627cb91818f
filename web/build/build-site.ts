import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { buildIsCurrent } from 'shared/build-freshness'

/**
 * `npm run build`: the site's three Vite builds, the browser's, the draft preview's and the
 * server's. `--if-changed` (what `npm start` runs) builds only when a file the site is built from is
 * newer than the last build, and quietly: a line, and the builds' output only if they fail.
 */

const builds = [[], ['--mode', 'live-preview'], ['--ssr']]
/** What the site is built from; tests and the Studio's own build are not. */
const sources = ['web', 'packages', 'schemas', 'seed', 'studio', 'vite.config.ts', 'tsconfig.json', 'package-lock.json']
const notSource = (file: string) => /\.test\.tsx?$/.test(file) || file.includes(`${path.sep}dist${path.sep}`)
/** The server bundle, written by the last build. */
const built = 'dist/server/main.js'

const { values } = parseArgs({ options: { 'if-changed': { type: 'boolean' } } })
const quiet = values['if-changed'] === true

if (quiet && (await buildIsCurrent(built, sources, notSource))) {
  console.log('The build is up to date.')
} else {
  if (quiet) {
    const why = existsSync(built) ? 'the code changed since the last build' : 'for the first time'
    console.log(`Building the site (${why}; half a minute or so)…`)
  }
  const started = performance.now()
  for (const build of builds) {
    const run = spawnSync('vite', ['build', ...build, ...(quiet ? ['--logLevel', 'warn'] : [])], {
      stdio: quiet ? 'pipe' : 'inherit',
      encoding: 'utf8',
    })
    if (quiet && (run.status !== 0 || run.stdout.trim() || run.stderr.trim()))
      process.stdout.write(run.stdout + run.stderr)
    if (run.status !== 0) process.exit(run.status ?? 1)
  }
  if (quiet) console.log(`Built in ${Math.round((performance.now() - started) / 1000)} s.`)
}
