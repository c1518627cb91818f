import path from 'node:path'
import { parseArgs } from 'node:util'
import { lakeOptions } from 'shared/lake'
import { loadContentEnv } from 'shared/content-env'
import { loadOrExit } from 'shared/env-fields'
import { exportContent, openLocalContent } from 'content-lake'

const usage = `npm run content:export -- [file.tar.gz]

Writes the local content lake (documents, drafts and images) to a file in Sanity's export format,
which \`sanity dataset import\` loads into a hosted dataset. Default: DATA_DIR/exports/<dataset>-<date>.tar.gz.`

const { values, positionals } = parseArgs({
  options: { help: { type: 'boolean', short: 'h' } },
  allowPositionals: true,
})
if (values.help) {
  console.log(usage)
  process.exit(0)
}

const env = loadOrExit(() => loadContentEnv())
const lake = lakeOptions(env)
const date = new Date().toISOString().slice(0, 10)
const file = path.resolve(positionals[0] ?? path.join(env.dataDir, 'exports', `${lake.dataset}-${date}.tar.gz`))
const content = await openLocalContent(lake)
const written = await exportContent(content, file, lake.dataset)
console.log(`Exported ${written.documents} documents and ${written.images} images from ${content.where} to ${file}.`)
