import { confirmOnTerminal } from '../web/server/cli/confirm'
import { lakeOptions } from '../web/server/content'
import type { Env } from '../web/server/env.server'
import { backUp, backupsDir, contentDiff, describeDiff, isEmptyDiff, openLocalContent } from 'content-lake'

type Options = { force: boolean; fail: (message: string) => never }

async function confirmOverwrite({ force, fail }: Options): Promise<void> {
  if (force) return
  const warning = 'Editors have changed the local content since the fixtures were loaded.'
  await confirmOnTerminal(
    `${warning}\nReplace their changes with the fixtures?`,
    `${warning}\nRun npm run seed -- --force to replace their changes with the fixtures.`,
    fail,
  )
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
  console.log(
    describeDiff(diff, { heading: 'Loading the fixtures', unchanged: 'The content already matches the fixtures.' }),
  )
  if (isEmptyDiff(diff)) return
  if (await content.edited()) await confirmOverwrite(options)
  const backup = await backUp(content, backupsDir(env.dataDir), lake.dataset)
  console.log(`Backed up the current content to ${backup} (npm run content:restore -- ${backup} brings it back).`)
  await content.reseed(lake.documents)
  console.log(`Loaded ${lake.documents.length} documents into ${content.where}.`)
}
