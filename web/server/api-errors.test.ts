import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { registerErrorHandling } from './api-errors'
import { StoreUnavailableError } from './leads/types'

async function appWith(route: () => unknown) {
  const app = Fastify({ logger: false })
  registerErrorHandling(app)
  app.post('/api/thing', { bodyLimit: 64 }, route)
  await app.ready()
  return app
}

describe('the API error body', () => {
  it('never carries an internal message in a 500', async () => {
    const app = await appWith(() => {
      throw new Error('ECONNREFUSED 10.0.0.5:5432 password=hunter2')
    })
    const response = await app.inject({ method: 'POST', url: '/api/thing?lang=en', payload: {} })
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({
      error: 'internal',
      message: 'Something went wrong on our side. Please try again in a moment.',
    })
    expect(response.body).not.toMatch(/ECONNREFUSED|hunter2|stack/)
  })

  it('answers a lead store out of reach with 503 and a short Retry-After, saying nothing of the cause', async () => {
    const app = await appWith(() => {
      throw new StoreUnavailableError('57P01')
    })
    const response = await app.inject({ method: 'POST', url: '/api/thing?lang=en', payload: {} })
    expect(response.statusCode).toBe(503)
    expect(response.headers['retry-after']).toBe('5')
    expect(response.json()).toEqual({
      error: 'unavailable',
      message: 'The service is not available right now. Please try again in a moment.',
    })
  })

  it('gives parse, size and media-type refusals a code and a message in the visitor language', async () => {
    const app = await appWith(() => ({ ok: true }))
    const post = (payload: string, type = 'application/json') =>
      app.inject({ method: 'POST', url: '/api/thing', payload, headers: { 'content-type': type } })
    expect((await post('{"a":')).json()).toEqual({ error: 'invalid', message: 'La solicitud no es válida.' })
    expect((await post(JSON.stringify({ a: 'x'.repeat(100) }))).json()).toMatchObject({ error: 'too_large' })
    expect((await post('a=1', 'application/x-www-form-urlencoded')).json()).toMatchObject({
      error: 'unsupported_media_type',
    })
  })

  it('falls back to Spanish when the language cannot be read', async () => {
    const app = await appWith(() => {
      throw new Error('boom')
    })
    const response = await app.inject({
      method: 'POST',
      url: '/api/thing',
      payload: {},
      headers: { cookie: 'language=%E0%A4%A' },
    })
    expect(response.json()).toMatchObject({ error: 'internal', message: expect.stringContaining('Algo salió mal') })
  })
})
