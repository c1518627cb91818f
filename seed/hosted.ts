import { readFile } from 'node:fs/promises'
import { createClient } from '@sanity/client'
import type { SanityConfig } from 'shared/content-env'
import { imageAssetDocuments } from './assets'
import { fixtureDocuments } from './fixtures'

/**
 * `npm run seed -- --hosted`: writes the fixtures to the hosted Sanity dataset named by the
 * environment. Safe to run again: an upload of the same bytes returns the existing asset, and every
 * other document is replaced under its fixed id, so a second run changes nothing.
 */
export async function seedHosted(sanity: SanityConfig, fail: (message: string) => never) {
  if (sanity.mode !== 'hosted') {
    fail(
      'npm run seed -- --hosted writes to a hosted Sanity dataset, and none is configured.\n' +
        'Set SANITY_PROJECT_ID, SANITY_DATASET (default "production") and SANITY_API_TOKEN (a token with Editor rights).',
    )
  }
  if (!sanity.token) {
    fail(
      `SANITY_API_TOKEN is not set: create an Editor token for project ${sanity.projectId} (manage > API > Tokens) and set it.`,
    )
  }

  const client = createClient({
    projectId: sanity.projectId,
    dataset: sanity.dataset,
    apiVersion: sanity.apiVersion,
    token: sanity.token,
    useCdn: false,
  })

  for (const asset of imageAssetDocuments) {
    const file = String(asset.originalFilename)
    const bytes = await readFile(new URL(`images/${file}`, import.meta.url))
    const uploaded = await client.assets.upload('image', bytes, { filename: file, contentType: String(asset.mimeType) })
    // Fixtures reference the id computed from the manifest; a mismatch would leave broken images.
    if (uploaded._id !== asset._id) {
      fail(`${file} was stored as ${uploaded._id}, fixtures expect ${asset._id}. Run npx tsx seed/images/manifest.ts.`)
    }
    console.log(`image     ${file}`)
  }

  const documents = fixtureDocuments.filter((document) => document._type !== 'sanity.imageAsset')
  const transaction = documents.reduce((pending, document) => pending.createOrReplace(document), client.transaction())
  await transaction.commit({ visibility: 'sync' })
  console.log(
    `Seeded ${documents.length} documents and ${imageAssetDocuments.length} images into ${sanity.projectId}/${sanity.dataset}.`,
  )
}
