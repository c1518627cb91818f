import { createServer as createPlainServer } from 'node:http'
import { createSecureServer } from 'node:http2'
import { createServer, type Socket } from 'node:net'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { createSessions, ensureToken } from './credential'
import { imageCacheDir } from './image-cache'
import { createPresence } from './presence'
import type { LakeDocument } from './lake-document'
import type { LakeContext } from './call'
import { handle, upgrade } from './routes'
import { rawAnswer } from './security-headers'
import { DocumentStore } from './store'
import { ensureCertificate } from './tls'

export type Lake = {
  /** Plain HTTP/1.1 for Node clients on this machine (the site, the seed script). */
  url: string
  port: number
  store: DocumentStore
  /** The editors' credential, also in `DATA_DIR/lake/token`. */
  token: string
  close: () => Promise<void>
}

export type LakeOptions = {
  /**
   * The fixtures: loaded when the dataset has no file yet, and again when they changed and no editor
   * changed what they loaded. Without them the lake opens what its file holds, or nothing.
   */
  documents?: readonly LakeDocument[]
  dataset: string
  port: number
  /** Where the lake keeps its documents, uploads and certificate (DATA_DIR/lake). */
  dir: string
  projectId?: string
  /** The built Studio, served at the lake's root when given. */
  studioDir?: string
  /** Loopback only: the lake is for this machine. */
  host?: '127.0.0.1'
  /** Days of transactions kept for the Studio's history (LAKE_HISTORY_DAYS). */
  historyDays?: number
  /**
   * The ids localized objects key their texts by (`{ es: …, en: … }`): only those texts carry
   * Content Source Maps (source-map.ts), so click-to-edit in previews needs them. `[]`: none.
   */
  languages: readonly string[]
}

export const lakeFilesDir = (dir: string) => path.join(dir, 'files')

/**
 * A request Node's parser refuses gets its 400 with the lake's headers, like every other answer;
 * unless the socket is gone, or an answer is already under way on it.
 */
function badRequest(error: NodeJS.ErrnoException, socket: Duplex, overTls: boolean) {
  const answering = (socket as { _httpMessage?: unknown })._httpMessage != null
  if (error.code === 'ECONNRESET' || !socket.writable || answering) return void socket.destroy()
  socket.end(rawAnswer('400 Bad Request', overTls))
}

/**
 * The local content lake: the part of Sanity's HTTP API that the site and the Studio use, over
 * documents kept in `dir`. One port speaks both protocols: a TLS handshake goes to the HTTP/2
 * server (the Studio), anything else to a plain HTTP/1.1 one (Node clients, which would otherwise
 * need the self-signed certificate).
 */
export async function startLake(options: LakeOptions): Promise<Lake> {
  const { dir, dataset, port, host = '127.0.0.1', projectId = 'local' } = options
  const filesDir = lakeFilesDir(dir)
  const store = await DocumentStore.open(path.join(dir, `${dataset}.json`), options.documents, {
    historyDays: options.historyDays,
    filesDir,
  })
  // The site's /media route serves this folder too; it must exist before the first upload.
  await mkdir(filesDir, { recursive: true })
  const sessions = createSessions()
  const context: LakeContext = {
    store,
    projectId,
    dataset,
    filesDir,
    cacheDir: imageCacheDir(dir),
    mediaDirs: [filesDir],
    studioDir: options.studioDir,
    languages: options.languages,
    keyValues: new Map(),
    token: await ensureToken(dir),
    sessions,
    // Only signed-in browsers stay on the presence socket (endpoints.ts), each as its own editor.
    presence: createPresence(sessions),
    site: {},
  }
  const handler = (request: Parameters<typeof handle>[1], response: Parameters<typeof handle>[2]) =>
    void handle(context, request, response)
  const secure = createSecureServer({ ...(await ensureCertificate(path.join(dir, 'tls'))), allowHTTP1: true }, handler)
  const plain = createPlainServer(handler)
  // Browsers open WebSockets over HTTP/1.1, so the presence socket arrives as an upgrade.
  const opening = (request: IncomingMessage, socket: Duplex, head: Buffer) => upgrade(context, request, socket, head)
  secure.on('upgrade', opening)
  plain.on('upgrade', opening)
  secure.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => badRequest(error, socket, true))
  plain.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => badRequest(error, socket, false))

  const sockets = new Set<Socket>()
  const server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.once('data', (first) => {
      socket.pause()
      socket.unshift(first)
      // 0x16 opens every TLS handshake record.
      ;(first[0] === 0x16 ? secure : plain).emit('connection', socket)
      process.nextTick(() => socket.resume())
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  const address = server.address()
  const actualPort = typeof address === 'object' && address ? address.port : port
  return {
    url: `http://${host}:${actualPort}`,
    port: actualPort,
    store,
    token: context.token,
    close: () =>
      new Promise<void>((resolve) => {
        context.presence.close()
        server.close(() => resolve())
        for (const socket of sockets) socket.destroy()
      }),
  }
}
