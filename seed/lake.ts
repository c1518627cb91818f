import { constants } from 'node:fs'
import { copyFile, mkdir } from 'node:fs/promises'
import path from 'node:path'
import type { ContentEnv } from 'shared/content-env'
import { lakeDir, lakeOptions } from 'shared/lake'
import {
  backUp,
  backupsDir,
  contentDiff,
  describeDiff,
  isEmptyDiff,
  lakeFilesDir,
  openLocalContent,
  type LakeOptions,
} from 'content-lake'
import { seedImageFiles } from './assets'
import { confirmOnTerminal } from './confirm'
import { fixtureDocuments } from './fixtures'

type Options = { force: boolean; fail: (message: string) => never }

/** The lake's options with the fixtures: only the seed's scripts load them. */
export const fixtureLake = (env: ContentEnv): LakeOptions => lakeOptions(env, fixtureDocuments)

/** Puts the seed images among the lake's uploads, under the names the fixtures' assets give them. */
export async function copyFixtureImages(env: Pick<ContentEnv, 'dataDir'>) {
  const files = lakeFilesDir(lakeDir(env))
  await mkdir(files, { recursive: true })
  // An image already there is the same bytes (its name is their hash): every start after the first copies nothing.
  const copy = ({ file, uploadName }: (typeof seedImageFiles)[number]) =>
    copyFile(file, path.join(files, uploadName), constants.COPYFILE_EXCL).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error
    })
  await Promise.all(seedImageFiles.map(copy))
}

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
export async function seedLake(env: ContentEnv, options: Options) {
  await copyFixtureImages(env)
  const lake = fixtureLake(env)
  const content = await openLocalContent(lake)
  const diff = contentDiff(await content.documents(), fixtureDocuments)
  console.log(
    describeDiff(diff, { heading: 'Loading the fixtures', unchanged: 'The content already matches the fixtures.' }),
  )
  if (isEmptyDiff(diff)) return
  if (await content.edited()) await confirmOverwrite(options)
  const backup = await backUp(content, backupsDir(env.dataDir), lake.dataset)
  console.log(`Backed up the current content to ${backup} (npm run content:restore -- ${backup} brings it back).`)
  await content.reseed(fixtureDocuments)
  console.log(`Loaded ${fixtureDocuments.length} documents into ${content.where}.`)
}

/**
 * `npm start`'s first step (`npm run seed -- --unedited`): the fixtures, into a lake that has no
 * content yet or whose content no editor has changed; editors' changes are never replaced.
 */
export async function seedUnedited(env: ContentEnv, say: (line: string) => void = console.log) {
  await copyFixtureImages(env)
  const content = await openLocalContent(fixtureLake(env))
  if (isEmptyDiff(contentDiff(await content.documents(), fixtureDocuments))) return
  if (await content.edited()) {
    say(
      'The fixtures changed since they were loaded; editors changed the content, so it stays (npm run seed replaces it).',
    )
    return
  }
  await content.reseed(fixtureDocuments)
  say(`Loaded the ${fixtureDocuments.length} fixture documents into ${content.where}.`)
}
