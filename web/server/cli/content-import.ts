import path from 'node:path'
import { parseArgs } from 'node:util'
import { lakeOptions } from '../content'
import { loadEnvOrExit } from '../env.server'
import { backUp, backupsDir, importContent } from '../lake/content-transfer'
import { openLocalContent } from '../lake/local-content'

const usage = `npm run content:import -- <file.tar.gz>

Loads a file in Sanity's export format (from \`npm run content:export\`, a seed backup in
DATA_DIR/backups, or \`sanity dataset export\`) into the local content lake: images are uploaded,
documents created or replaced by id. The current content is backed up first.`

const { values, positionals } = parseArgs({
  options: { help: { type: 'boolean', short: 'h' } },
  allowPositionals: true,
})
if (values.help || positionals.length !== 1) {
  console.log(usage)
  process.exit(values.help ? 0 : 1)
}

const env = loadEnvOrExit()
const lake = lakeOptions(env)
const content = await openLocalContent(lake)
const backup = await backUp(content, backupsDir(env.dataDir), lake.dataset)
console.log(`Backed up the current content to ${backup}.`)
const loaded = await importContent(content, path.resolve(positionals[0]!))
console.log(`Imported ${loaded.documents} documents and ${loaded.images} images into ${content.where}.`)
