import path from 'node:path'
import { parseArgs } from 'node:util'
import { loadContentEnv } from 'shared/content-env'
import { loadOrExit } from 'shared/env-fields'
import { importCommand } from './content-commands'

const usage = `npm run content:import -- <file.tar.gz>

Merges a file in Sanity's export format (from \`npm run content:export\`, a backup in DATA_DIR/backups,
or \`sanity dataset export\`) into the local content lake: images are uploaded, documents created or
replaced by id, and documents the file does not hold are kept. The current content is backed up first.
A DATA_DIR with no content yet starts empty, without the fixtures.
To make the content exactly the file's instead, use npm run content:restore.`

const { values, positionals } = parseArgs({
  options: { help: { type: 'boolean', short: 'h' } },
  allowPositionals: true,
})
if (values.help || positionals.length !== 1) {
  console.log(usage)
  process.exit(values.help ? 0 : 1)
}

await importCommand(
  loadOrExit(() => loadContentEnv()),
  path.resolve(positionals[0]!),
)
