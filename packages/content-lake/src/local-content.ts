import path from 'node:path'
import { readAssetFile, uploadImage } from './assets'
import { lakeFilesDir, type LakeOptions } from './lake'
import { mutate, type SanityMutation } from './mutations'
import { runningLake, type RunningLake } from './node-client'
import type { LakeDocument } from './lake-document'
import { DocumentStore } from './store'
import { localEditor } from './editor'

/**
 * The lake's content as Node scripts (seed, export, import) see it: through the running lake when
 * one answers on the port (so an open Studio follows every change), else straight from its files
 * in DATA_DIR. One interface, so each script is written once.
 */
export type LocalContent = {
  /** Where the content is, for messages. */
  where: string
  /** Whether editors changed anything since the fixtures were last loaded. */
  edited(): Promise<boolean>
  /** Every document, drafts and image assets included. */
  documents(): Promise<LakeDocument[]>
  /** The bytes of an image asset, from the lake's uploads or the fixtures' images. */
  readImage(asset: LakeDocument): Promise<Buffer | undefined>
  /** Stores an image as an upload would (same id for the same bytes). */
  upload(bytes: Buffer, filename?: string): Promise<void>
  /** One transaction, all or nothing. */
  mutate(mutations: SanityMutation[]): Promise<void>
  /** Replaces the content with the fixtures (system documents stay). */
  reseed(fixtures: readonly LakeDocument[]): Promise<void>
}

const apiVersion = 'v2025-02-19'

/** What a script needs of the lake's options to find its content. */
type Where = Pick<LakeOptions, 'documents' | 'dataset' | 'port' | 'dir' | 'historyDays'>

/**
 * The lake's content. A DATA_DIR that holds none yet starts from the fixtures when they are given,
 * as the lake does, else from nothing (an import or restore on a new machine).
 */
export async function openLocalContent(lake: Where): Promise<LocalContent> {
  const mediaDirs = [lakeFilesDir(lake.dir)]
  const readImage = (asset: LakeDocument) => readAssetFile(asset, mediaDirs)
  const running = await runningLake(lake)
  if (running) return { ...throughLake(running, lake), readImage }
  const file = path.join(lake.dir, `${lake.dataset}.json`)
  const filesDir = lakeFilesDir(lake.dir)
  const store = await DocumentStore.open(file, lake.documents, { historyDays: lake.historyDays, filesDir })
  return {
    where: file,
    readImage,
    edited: async () => store.edited,
    documents: async () => store.all(),
    upload: async (bytes, filename) => {
      await uploadImage(store, filesDir, bytes, {
        filename,
        projectId: 'local',
        dataset: lake.dataset,
        author: localEditor.id,
      })
    },
    mutate: async (mutations) => {
      await mutate(store, mutations, localEditor.id)
    },
    reseed: (fixtures) => store.reseed(fixtures),
  }
}

function throughLake(lake: RunningLake, { port, dataset }: Where): Omit<LocalContent, 'readImage'> {
  const call = async (route: string, init?: RequestInit) => {
    const response = await lake.fetch(route, init)
    if (!response.ok) throw new Error(`The lake on port ${port} answered ${response.status}: ${await response.text()}`)
    return response.json() as Promise<Record<string, unknown>>
  }
  const post = (route: string, body: unknown) =>
    call(route, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  return {
    where: `the running lake on port ${port}`,
    edited: async () => Boolean((await call('/lake/status')).edited),
    documents: async () => {
      const query = new URLSearchParams({ query: '*', perspective: 'raw' })
      return (await call(`/${apiVersion}/data/query/${dataset}?${query}`)).result as LakeDocument[]
    },
    upload: async (bytes, filename) => {
      const query = filename ? `?${new URLSearchParams({ filename })}` : ''
      await call(`/${apiVersion}/assets/images/${dataset}${query}`, { method: 'POST', body: new Uint8Array(bytes) })
    },
    mutate: async (mutations) => {
      await post(`/${apiVersion}/data/mutate/${dataset}`, { mutations })
    },
    reseed: async (documents) => {
      await post('/lake/seed?force=true', { documents })
    },
  }
}
