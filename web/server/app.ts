import compress from '@fastify/compress'
import middie from '@fastify/middie'
import fastifyStatic from '@fastify/static'
import Fastify, { type FastifyInstance } from 'fastify'
import path from 'node:path'
import { createAnalyzeDeps, type AnalyzeDeps } from './analyzer/deps'
import { registerErrorHandling } from './api-errors'
import { frameworkErrorOptions, registerFrameworkErrors } from './framework-errors'
import { warnOnUntrustedProxy } from './proxy-warning'
import { RequestLog } from './request-log'
import { securityHeaders, setSecurityHeaders } from './security-headers'
import { createContentSource, mediaCacheDir, uploadsDir, type ContentSource } from './content'
import type { Env } from './env.server'
import { developmentRenderer, productionRenderer, type Renderer } from './renderer'
import { registerAnalyze } from './http/analyze'
import type { OutboxOptions } from './leads/outbox'
import { createLeadServices, type LeadServices } from './leads/services'
import { registerAdmin } from './http/admin'
import { registerLeadsApi } from './http/leads-api'
import { callersFor } from './leads-access/callers'
import { startErasedMailSweep } from './leads/erased-mail'
import { startMorningDigest } from './leads/morning-digest'
import { startRetention } from './leads/retention'
import { createReportRenderers } from './analyzer/report-renderers'
import { contactsFrom } from './analyzer/agency-contacts'
import { registerContact } from './http/contact'
import { registerBookingEvents } from './http/booking-events'
import { registerContentApi } from './http/content-api'
import { createDraftMode } from './draft-mode/draft-mode'
import { registerDraftMode } from './http/draft-mode'
import { registerHealth } from './http/health'
import { registerMedia } from './http/media'
import { createPageCache } from './page-cache/page-cache'
import { registerPages } from './http/pages'
import { registerSeoFiles } from './http/seo-files'

/** npm scripts run from the repository root; built and source layouts both resolve from it. */
const root = process.cwd()

/** Tests replace the content store, the renderer or the log destination with local fakes. */
type Overrides = {
  content?: ContentSource
  renderer?: Renderer
  logStream?: { write: (line: string) => void }
  analysis?: Partial<AnalyzeDeps>
  leads?: LeadServices
  /** Faster retries for tests. */
  outbox?: OutboxOptions
}

export async function buildApp(env: Env, overrides: Overrides = {}): Promise<FastifyInstance> {
  const headers = securityHeaders(env)
  const app = Fastify({
    ...frameworkErrorOptions(headers),
    logger: {
      level: env.logLevel,
      // The client address is personal data too; leads keep it, logs do not.
      redact: ['req.headers.cookie', 'req.headers.authorization', 'req.remoteAddress', 'req.remotePort'],
      ...(overrides.logStream && { stream: overrides.logStream }),
    },
    // request.ip comes from the connection unless a trusted proxy is configured.
    trustProxy: env.trustProxy ?? false,
    // One line per request, and none for files and health checks.
    logController: new RequestLog(),
  })
  const content = overrides.content ?? (await createContentSource(env, app.log))
  const renderer =
    overrides.renderer ??
    (env.nodeEnv === 'production' ? await productionRenderer(root) : await developmentRenderer(root))
  const leads = overrides.leads ?? (await createLeadServices(env, app.log, overrides.outbox))
  // Only once the server listens: a slow or failing delivery pending from before a restart can
  // never hold up start-up; nor can the first purge of leads past retention.
  let stopRetention: (() => Promise<void>) | undefined
  let stopMailSweep: (() => Promise<void>) | undefined
  let stopDigest: (() => Promise<void>) | undefined
  app.addHook('onListen', async () => {
    leads.outbox.start()
    stopRetention = startRetention({
      store: leads.store,
      log: app.log,
      dataDir: env.dataDir,
      days: env.leadRetentionDays,
    })
    stopMailSweep = startErasedMailSweep({ store: leads.store, log: app.log, dataDir: env.dataDir })
    if (env.agencyDigestHour !== undefined)
      stopDigest = startMorningDigest({
        store: leads.store,
        log: app.log,
        timeZone: env.agencyTimeZone,
        hour: env.agencyDigestHour,
      })
  })
  app.addHook('onClose', async () => {
    await stopRetention?.()
    await stopMailSweep?.()
    await stopDigest?.()
    await renderer.close()
    await content.close()
    // A test that passed its own lead services closes them itself (it may reopen the same store).
    if (!overrides.leads) await leads.close()
  })
  // On the raw response, as helmet writes them: kept on every answer, errors and 404s included.
  app.addHook('onRequest', (_request, reply, done) => {
    setSecurityHeaders(reply.raw, headers)
    done()
  })
  registerFrameworkErrors(app)

  registerErrorHandling(app)
  warnOnUntrustedProxy(app)
  await app.register(compress, { threshold: 1024 })
  if (renderer.devMiddleware) {
    await app.register(middie)
    app.use(renderer.devMiddleware)
  } else {
    await app.register(fastifyStatic, {
      root: path.join(root, 'dist/client'),
      index: false,
      wildcard: false,
      // The build wrote each asset in brotli and gzip beside it (web/build/precompress.ts).
      preCompressed: true,
      // The template is only ever sent filled in, by the page renderer.
      allowedPath: (pathName) => pathName !== '/index.html',
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`)
        // The previews' bundle keeps one name across builds: revalidated on every load, so an editor
        // never runs an overlay older than the site (docs/decisions/0015).
        const preview = filePath.includes(`${path.sep}preview${path.sep}`)
        reply.header(
          'Cache-Control',
          hashed ? 'public, max-age=31536000, immutable' : preview ? 'no-cache' : 'public, max-age=3600',
        )
      },
    })
  }
  registerMedia(app, { uploadsDir: uploadsDir(env), cacheDir: mediaCacheDir(env) })

  const draftMode = content.preview && createDraftMode(env, content.preview)
  if (draftMode) registerDraftMode(app, draftMode)
  registerHealth(app, content)
  registerContentApi(app, content, draftMode)
  registerAnalyze(app, createAnalyzeDeps(env, leads, content, app.log, overrides.analysis))
  registerContact(app, { leads, rateLimit: env.contactRateLimit })
  registerAdmin(app, { store: leads.store, adminToken: env.adminToken })
  registerLeadsApi(app, {
    store: leads.store,
    callers: callersFor(env),
    studioOrigins: env.leadsApi.studioOrigins,
    reports: createReportRenderers(contactsFrom(content)),
    dataDir: env.dataDir,
  })
  registerSeoFiles(app, content, env.siteUrl)
  registerBookingEvents(app, { leads })
  const cache = createPageCache()
  const stopWatching = content.watch(cache.onContentEvent)
  app.addHook('onClose', async () => stopWatching())
  registerPages(app, { renderer, content, config: env.publicConfig, cache, draftMode: draftMode })
  return app
}
