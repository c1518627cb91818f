import { describe, expect, it } from 'vitest'
import type { Weighing } from './impact'
import type { Finding } from './model'
import { score } from './scoring'

const finding = (id: Finding['id'], category: Finding['category'], status: Finding['status']): Finding => ({
  id,
  category,
  status,
  importance: 'high',
  values: {},
})
const unmeasured: Weighing = {
  business: 'restaurant',
  market: 'latam',
  phone: { status: 'unavailable', reason: 'off' },
}

describe('the overall score', () => {
  const base = [finding('title', 'seo', 'pass'), finding('compression', 'speed', 'pass')]

  it('keeps four fifths for each failure that stops visitors, on top of what its category loses', () => {
    const clean = score([...base, finding('callToAction', 'sales', 'pass')], unmeasured)
    const blocked = score([...base, finding('callToAction', 'sales', 'fail')], unmeasured)
    expect(clean.overall).toBe(100)
    // Sales loses all of its one check (30 % of the mean), then a fifth of what is left goes.
    expect(blocked.overall).toBe(Math.round(70 * 0.8))
  })

  it('does not treat a warning about contact, or a slow page, as a visitor stopped', () => {
    const warned = score([...base, finding('phone', 'sales', 'warn')], unmeasured)
    const slow = score([finding('title', 'seo', 'pass'), finding('compression', 'speed', 'fail')], unmeasured)
    // A phone warning loses 4 of its 5 points in sales, and nothing more.
    expect(warned.overall).toBe(Math.round(100 - 30 * (4 / 5)))
    expect(slow.overall).toBe(70)
  })

  it("weighs a missing WhatsApp by the business's market: a Latin American restaurant loses more than an English agency", () => {
    const findings = [...base, finding('whatsapp', 'sales', 'fail'), finding('phone', 'sales', 'pass')]
    const restaurant = score(findings, unmeasured)
    const agency = score(findings, { ...unmeasured, business: 'services', market: 'english' })
    // WhatsApp is worth 9 of the restaurant's 14 sales points and 2 of the agency's 7.
    expect(restaurant.sales).toBe(Math.round(100 * (1 - 9 / 14)))
    expect(agency.sales).toBe(Math.round(100 * (1 - 2 / 7)))
  })
})
