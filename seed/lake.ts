import { createInterface } from 'node:readline/promises'
import { lakeOptions } from '../web/server/content'
import type { Env } from '../web/server/env.server'
import { runningLake } from '../web/server/lake/node-client'
import { DocumentStore } from '../web/server/lake/store'
import path from 'node:path'

type Options = { force: boolean; fail: (message: string) => never }

async function confirmOverwrite({ force, fail }: Options): Promise<void> {
  if (force) return
  const warning = 'Editors have changed the local content since the fixtures were loaded.'
  if (!process.stdin.isTTY) fail(`${warning}\nRun npm run seed -- --force to replace their changes with the fixtures.`)
  const prompt = createInterface({ input: process.stdin, output: process.stdout })
  const answer = await prompt.question(`${warning}\nReplace their changes with the fixtures? [y/N] `)
  prompt.close()
  if (!/^y(es)?$/i.test(answer.trim())) fail('Nothing changed.')
}

/**
 * `npm run seed`: (re)loads the fixtures into the local content lake. Through the running lake
 * when the site or the Studio has one on LAKE_PORT (so an open Studio follows), else straight into
 * its file in DATA_DIR. Editors' changes are only replaced after a yes, or with --force.
 */
export async function seedLake(env: Env, options: Options) {
  const lake = lakeOptions(env)
  const where = `${path.join(lake.dir, `${lake.dataset}.json`)}`
  const running = await runningLake(lake)
  if (running) {
    const status = (await (await running.fetch('/lake/status')).json()) as { edited: boolean }
    if (status.edited) await confirmOverwrite(options)
    const response = await running.fetch('/lake/seed?force=true', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ documents: lake.documents }),
    })
    if (!response.ok) options.fail(`The lake on port ${lake.port} refused the fixtures: ${await response.text()}`)
    console.log(`Loaded ${lake.documents.length} documents into the running lake on port ${lake.port}.`)
    return
  }
  const store = await DocumentStore.open(path.join(lake.dir, `${lake.dataset}.json`), lake.documents, lake.historyDays)
  if (store.edited) await confirmOverwrite(options)
  await store.reseed(lake.documents)
  console.log(`Loaded ${lake.documents.length} documents into ${where}.`)
}
