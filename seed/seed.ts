import { parseArgs } from 'node:util'
import { loadContentEnv } from 'shared/content-env'
import { loadOrExit } from 'shared/env-fields'
import { seedHosted } from './hosted'
import { seedLake, seedUnedited } from './lake'

/**
 * `npm run seed` loads the fixtures into the local content lake (asking before it replaces
 * editors' changes; `--force` does not ask); `--unedited` loads them only where no editor changed
 * the content, and never asks (`npm start` runs it). `npm run seed -- --hosted` writes them to the
 * hosted Sanity dataset configured by SANITY_PROJECT_ID, SANITY_DATASET and SANITY_API_TOKEN.
 */

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

const { values } = parseArgs({
  options: { hosted: { type: 'boolean' }, force: { type: 'boolean' }, unedited: { type: 'boolean' } },
})

const env = loadOrExit(() => loadContentEnv())

if (values.hosted) await seedHosted(env.sanity, fail)
else if (values.unedited) {
  if (env.sanity.mode === 'embedded') await seedUnedited(env)
} else await seedLake(env, { force: Boolean(values.force), fail })
