import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import type { LeadStore } from '../leads/types'
import { registerAdmin, tokenMatches } from './admin'

const token = 't'.repeat(32)
const store = { listLeads: async () => [] } as unknown as LeadStore

describe('admin API', () => {
  it('compares bearer tokens whatever their length', () => {
    expect(tokenMatches(`Bearer ${token}`, token)).toBe(true)
    expect(tokenMatches(`Bearer ${token}x`, token)).toBe(false)
    expect(tokenMatches(token, token)).toBe(false)
    expect(tokenMatches(undefined, token)).toBe(false)
  })

  it('is off (404) without ADMIN_TOKEN', async () => {
    const app = Fastify()
    registerAdmin(app, { store })
    expect((await app.inject('/api/admin/leads')).statusCode).toBe(404)
  })

  it('refuses a bad query with 400', async () => {
    const app = Fastify()
    registerAdmin(app, { store, adminToken: token })
    const response = await app.inject({
      url: '/api/admin/leads?limit=0',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(response.statusCode).toBe(400)
  })
})
