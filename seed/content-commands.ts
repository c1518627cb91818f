import {
  backUp,
  backupsDir,
  describeDiff,
  importContent,
  isEmptyDiff,
  openLocalContent,
  planRestore,
  restoreContent,
  type AdaptDocuments,
  type LakeDocument,
  type LocalContent,
} from 'content-lake'
import { withSourceDigests } from '../schemas/lib/source-digest'
import { lakeOptions } from 'shared/lake'
import type { ContentEnv } from 'shared/content-env'
import { confirmOnTerminal } from './confirm'
import { fixtureDocuments } from './fixtures'

/**
 * `npm run content:import` and `npm run content:restore`, on the local content lake: through the
 * running lake when there is one (an open Studio follows), else on its files in DATA_DIR. A DATA_DIR
 * with no content yet starts empty, without the fixtures, so a new machine holds only the file's
 * content.
 */

/**
 * An archive's documents with the digest of its Spanish beside each English text that has none
 * (schemas/lib/source-digest.ts): English that is still the fixtures' own was written from the
 * fixtures' Spanish, so an editor's later change of that Spanish shows it outdated. A digest the
 * archive holds is kept.
 */
const withDigests =
  (fixtures: readonly LakeDocument[]): AdaptDocuments =>
  (documents) => {
    const fixture = new Map(fixtures.map((document) => [document._id, document]))
    return documents.map((document) => withSourceDigests(document, fixture.get(document._id.replace(/^drafts\./, ''))))
  }

async function backUpCurrent(env: ContentEnv, content: LocalContent, dataset: string) {
  const backup = await backUp(content, backupsDir(env.dataDir), dataset)
  console.log(`Backed up the current content to ${backup} (npm run content:restore -- ${backup} brings it back).`)
}

/**
 * Merges an archive into the lake (`importContent`): its documents created or replaced by id, the
 * lake's others kept, with their English's digests (`withDigests`). The current content, if any, is backed up first.
 */
export async function importCommand(env: ContentEnv, file: string) {
  const lake = lakeOptions(env)
  const content = await openLocalContent(lake)
  if ((await content.documents()).length > 0) await backUpCurrent(env, content, lake.dataset)
  const loaded = await importContent(content, file, withDigests(fixtureDocuments))
  console.log(`Imported ${loaded.documents} documents and ${loaded.images} images into ${content.where}.`)
}

/**
 * Gives the lake back exactly the content of an archive (`restoreContent`): it prints what it adds,
 * changes and removes, and before it changes or removes anything asks on the terminal (`yes`: don't
 * ask; without a terminal it refuses) and backs up the current content.
 */
export async function restoreCommand(
  env: ContentEnv,
  file: string,
  { yes, fail }: { yes: boolean; fail: (message: string) => never },
) {
  const lake = lakeOptions(env)
  const content = await openLocalContent(lake)
  const plan = await planRestore(content, file, withDigests(fixtureDocuments))
  console.log(
    describeDiff(plan.diff, { heading: `Restoring ${file}`, unchanged: 'The content already matches the backup.' }),
  )
  if (isEmptyDiff(plan.diff)) return
  if (plan.diff.changed.length + plan.diff.removed.length > 0) {
    if (!yes) {
      await confirmOnTerminal(
        'Replace the current content with the backup?',
        `Restoring replaces the current content. Run npm run content:restore -- --yes ${file} to restore it without asking.`,
        fail,
      )
    }
    await backUpCurrent(env, content, lake.dataset)
  }
  await restoreContent(content, plan)
  console.log(`Restored ${file} into ${content.where}.`)
}
