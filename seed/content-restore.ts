import path from 'node:path'
import { parseArgs } from 'node:util'
import { loadContentEnv } from 'shared/content-env'
import { loadOrExit } from 'shared/env-fields'
import { restoreCommand } from './content-commands'

const usage = `npm run content:restore -- [--yes] <file.tar.gz>

Gives the local content lake back exactly the content of a file in Sanity's export format (from
\`npm run content:export\`, a backup in DATA_DIR/backups, or \`sanity dataset export\`): documents,
drafts and images it does not hold are removed, the others created or replaced. It prints what it
adds, changes and removes, asks before it changes or removes anything (--yes does not ask; without a
terminal it refuses), and backs up the current content first. Preview secrets stay.`

const { values, positionals } = parseArgs({
  options: { help: { type: 'boolean', short: 'h' }, yes: { type: 'boolean', short: 'y' } },
  allowPositionals: true,
})
if (values.help || positionals.length !== 1) {
  console.log(usage)
  process.exit(values.help ? 0 : 1)
}

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

await restoreCommand(
  loadOrExit(() => loadContentEnv()),
  path.resolve(positionals[0]!),
  { yes: Boolean(values.yes), fail },
)
