import { parseArgs } from 'node:util'
import { loadEnvOrExit } from '../web/server/env.server'
import { seedHosted } from './hosted'
import { seedLake } from './lake'

/**
 * `npm run seed` loads the fixtures into the local content lake (asking before it replaces
 * editors' changes; `--force` does not ask). `npm run seed -- --hosted` writes them to the hosted
 * Sanity dataset configured by SANITY_PROJECT_ID, SANITY_DATASET and SANITY_API_TOKEN.
 */

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

const { values } = parseArgs({ options: { hosted: { type: 'boolean' }, force: { type: 'boolean' } } })

const env = loadEnvOrExit()

if (values.hosted) await seedHosted(env.sanity, fail)
else await seedLake(env, { force: Boolean(values.force), fail })
