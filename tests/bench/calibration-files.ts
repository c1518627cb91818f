import { readdir } from 'node:fs/promises'
import { calibrationDir, calibrationSites, describeSite, gitDirOf, originOf, restoreFiles } from 'site-analyzer/testing'

/**
 * `npm run calibration:files -- <repositories>`: copies every calibration site's text files from its
 * origin commit into its ignored `files/` folder. `<repositories>` holds a clone or git directory per
 * origin, as `<owner>+<name>/repo`, `<owner>+<name>` or `<owner>/<name>`.
 * `npm run calibration:files -- <repositories> --describe <site>` first lists a new site's files and
 * assets in its `site.json` (written by hand with its origin, kind, place and host).
 */
const [root, flag, newSite] = process.argv.slice(2)
if (!root) {
  console.error('Usage: npm run calibration:files -- <repositories> [--describe <site>]')
  process.exit(2)
}

if (flag === '--describe' && newSite) {
  const gitDir = gitDirOf(root, (await originOf(newSite)).repository)
  if (!gitDir) throw new Error(`No repository for ${newSite} under ${root}`)
  const site = await describeSite(newSite, gitDir)
  console.log(`${newSite}: ${site.files.length} files, ${Object.keys(site.assets).length} assets`)
} else {
  const listed = new Set((await calibrationSites()).map((site) => site.name))
  const folders = (await readdir(calibrationDir, { withFileTypes: true })).filter((entry) => entry.isDirectory())
  let missing = 0
  for (const { name } of folders) {
    const gitDir = gitDirOf(root, (await originOf(name)).repository)
    if (!gitDir) {
      console.error(`${name}: no repository under ${root}`)
      missing++
      continue
    }
    console.log(`${name}: ${await restoreFiles(name, gitDir)} files${listed.has(name) ? '' : ' (not ranked)'}`)
  }
  process.exit(missing ? 1 : 0)
}
