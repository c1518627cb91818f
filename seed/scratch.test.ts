import { test } from 'vitest'
import { createSchema } from 'sanity'
import { validateDocument } from '@sanity/validation'
import { evaluate, parse } from 'groq-js'
import { schemaTypes } from '../schemas'
import { fixtureDocuments } from './fixtures'

test('scratch', async () => {
  const schema = createSchema({ name: 'default', types: schemaTypes })
  console.log('errors', schema._validation?.filter((g: any) => g.problems.length).map((g: any) => JSON.stringify(g.problems)).slice(0,3))
  const fetch = async (query: string, params: Record<string, unknown> = {}) =>
    (await evaluate(parse(query, { params }), { dataset: fixtureDocuments, params })).get()
  const client: any = { fetch, getDataUrl: () => '', observable: {}, withConfig: () => client }
  for (const document of fixtureDocuments.filter((d) => !d._type.startsWith('sanity.'))) {
    const result = await validateDocument({ document: document as any, schema, client, getDocumentExists: async ({ id }) => fixtureDocuments.some((d) => d._id === id) })
    if (result.markers.length || result.status !== 'passed') console.log(document._id, result.status, JSON.stringify(result.markers).slice(0, 600))
  }
}, 60000)
