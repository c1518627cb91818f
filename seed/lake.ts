import { createInterface } from 'node:readline/promises'
import { lakeOptions } from '../web/server/content'
import type { Env } from '../web/server/env.server'
import { backUp, backupsDir } from '../web/server/lake/content-transfer'
import { openLocalContent } from '../web/server/lake/local-content'
import { contentDiff, describeDiff } from './content-diff'

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
 * `npm run seed`: (re)loads the fixtures into the local content lake, through the running lake
 * when there is one (so an open Studio follows), else into its file in DATA_DIR. It first says what
 * would change and writes a backup of the current content; editors' changes are only replaced
 * after a yes, or with --force.
 */
export async function seedLake(env: Env, options: Options) {
  const lake = lakeOptions(env)
  const content = await openLocalContent(lake)
  const diff = contentDiff(await content.documents(), lake.documents)
  console.log(describeDiff(diff))
  if (diff.added.length + diff.changed.length + diff.removed.length === 0) return
  if (await content.edited()) await confirmOverwrite(options)
  const backup = await backUp(content, backupsDir(env.dataDir), lake.dataset)
  console.log(`Backed up the current content to ${backup} (npm run content:import -- ${backup} restores it).`)
  await content.reseed(lake.documents)
  console.log(`Loaded ${lake.documents.length} documents into ${content.where}.`)
}
