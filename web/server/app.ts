import compress from '@fastify/compress'
import middie from '@fastify/middie'
import fastifyStatic from '@fastify/static'
import Fastify, { type FastifyInstance } from 'fastify'
import path from 'node:path'
import { createContentSource, mediaDirs, type ContentSource } from './content'
import type { Env } from './env.server'
import { developmentRenderer, productionRenderer, type Renderer } from './renderer'
import { registerContentApi } from './routes/content-api'
import { registerHealth } from './routes/health'
import { registerPages } from './routes/pages'

const securityHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  'Permissions-Policy': 'camera=(), geolocation=(), microphone=(self)',
}

/** npm scripts run from the repository root; built and source layouts both resolve from it. */
const root = process.cwd()

/** Tests replace the content store, the renderer or the log destination with local fakes. */
type Overrides = { content?: ContentSource; renderer?: Renderer; logStream?: { write: (line: string) => void } }

export async function buildApp(env: Env, overrides: Overrides = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: env.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization'],
      ...(overrides.logStream && { stream: overrides.logStream }),
    },
    // request.ip comes from the connection unless a trusted proxy is configured.
    trustProxy: env.trustProxy ?? false,
  })
  const content = overrides.content ?? (await createContentSource(env))
  const renderer =
    overrides.renderer ??
    (env.nodeEnv === 'production' ? await productionRenderer(root) : await developmentRenderer(root))
  app.addHook('onClose', async () => {
    await renderer.close()
    await content.close()
  })
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(securityHeaders)
  })

  await app.register(compress, { threshold: 1024 })
  if (renderer.devMiddleware) {
    await app.register(middie)
    app.use(renderer.devMiddleware)
  } else {
    await app.register(fastifyStatic, {
      root: path.join(root, 'dist/client'),
      index: false,
      wildcard: false,
      // The template is only ever sent filled in, by the page renderer.
      allowedPath: (pathName) => pathName !== '/index.html',
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`)
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600')
      },
    })
  }
  await app.register(fastifyStatic, {
    // Seed images, and in embedded mode the images editors uploaded to the lake.
    root: mediaDirs(env),
    prefix: '/media/',
    decorateReply: false,
    index: false,
    // Only the images: the folder also holds their manifest and notes.
    allowedPath: (pathName) => /\.(webp|avif|png|jpe?g|svg)$/.test(pathName),
    maxAge: '7d',
  })

  registerHealth(app, content)
  registerContentApi(app, content)
  registerPages(app, { renderer, content, config: env.publicConfig })
  return app
}
