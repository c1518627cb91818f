import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
// The workers draw the e-mail's gauges with sharp. Loaded here too, its native libraries stay loaded
// while workers come and go: glibc would unload them with each worker, and libvips cannot register
// its types a second time in one process.
import 'sharp'
import type { Language } from 'shared/languages'
import { createWorkQueue } from '../limits'
import type { AnalysisResult } from '../model'
import type { AgencyContacts } from './contacts'
import type { ReportEmail } from './email'

/** Bounds for one report rendering; past either, the worker is ended and the attempt fails. */
export type RenderLimits = { timeoutMs: number; heapMb: number }
export const renderLimits: RenderLimits = { timeoutMs: 20_000, heapMb: 256 }

export class RenderFailure extends Error {
  override name = 'RenderFailure'
  constructor(
    readonly code: 'RENDER_TIMEOUT' | 'RENDER_FAILED',
    message: string,
  ) {
    super(message)
  }
}

/**
 * From source (tsx, vitest) the worker is the .ts file, loaded through tsx; a production bundle
 * emits it as its own entry, dist/server/report-worker.js under the working directory (the site's
 * vite.config.ts does).
 */
const fromSource = fileURLToPath(import.meta.url).endsWith('.ts')
const workerFile = fromSource
  ? fileURLToPath(new URL('./render-worker.ts', import.meta.url))
  : path.join(process.cwd(), 'dist/server/report-worker.js')

// One rendering at a time: each worker may take renderLimits.heapMb, and e-mails are not urgent.
// Waiting plus rendering stays inside the outbox's 60 s lease, so no other instance claims it meanwhile.
const queue = createWorkQueue({ concurrency: 1, maxQueued: 100, maxWaitMs: 30_000 })

function renderOnce(
  result: AnalysisResult,
  language: Language,
  contacts: AgencyContacts,
  limits: RenderLimits,
): Promise<ReportEmail> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerFile, {
      workerData: { result, language, contacts },
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb },
      execArgv: fromSource ? ['--import', 'tsx'] : [],
    })
    const timer = setTimeout(() => {
      reject(new RenderFailure('RENDER_TIMEOUT', `report rendering took over ${limits.timeoutMs} ms`))
      void worker.terminate()
    }, limits.timeoutMs)
    worker.once('message', (email: ReportEmail) => {
      // Buffers cross the thread boundary as plain byte arrays.
      const attachments = email.attachments.map((file) => ({ ...file, content: Buffer.from(file.content) }))
      resolve({ ...email, attachments })
    })
    worker.once('error', (error) => reject(new RenderFailure('RENDER_FAILED', error.message)))
    worker.once('exit', (code) => {
      clearTimeout(timer)
      reject(new RenderFailure('RENDER_FAILED', `report worker exited with code ${code}`))
    })
  })
}

/**
 * The report e-mail rendered off the event loop, in a worker thread with a heap cap and a time
 * limit: a pathological report fails its delivery instead of stalling or exhausting the server.
 */
export function renderReportEmail(
  result: AnalysisResult,
  language: Language,
  contacts: AgencyContacts,
  limits: RenderLimits = renderLimits,
): Promise<ReportEmail> {
  return queue.run(() => renderOnce(result, language, contacts, limits))
}
