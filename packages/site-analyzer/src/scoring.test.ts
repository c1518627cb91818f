import { describe, expect, it } from 'vitest'
import type { Weighing } from './impact'
import type { Finding } from './model'
import { score, type ScoreWeights } from './scoring'

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
  /** Weights that make the arithmetic plain: a third each for speed, SEO and sales. */
  const plain: ScoreWeights = {
    category: { speed: 1 / 3, seo: 1 / 3, sales: 1 / 3, automation: 0 },
    blockerFactor: 0.8,
    floor: 0,
  }

  it('keeps blockerFactor for each failure that stops visitors, on top of what its category loses', () => {
    const clean = score([...base, finding('callToAction', 'sales', 'pass')], unmeasured, plain)
    const blocked = score([...base, finding('callToAction', 'sales', 'fail')], unmeasured, plain)
    expect(clean.overall).toBe(100)
    // Sales loses all of its one check (a third of the mean), then a fifth of what is left goes.
    expect(blocked.overall).toBe(Math.round((200 / 3) * 0.8))
  })

  it('does not treat a warning about contact, or a slow page, as a visitor stopped', () => {
    const warned = score([...base, finding('phone', 'sales', 'warn')], unmeasured, plain)
    const slow = score([finding('title', 'seo', 'pass'), finding('compression', 'speed', 'fail')], unmeasured, plain)
    // A phone warning loses 4 of its 5 points in sales, and nothing more.
    expect(warned.overall).toBe(Math.round(100 - (100 / 3) * (4 / 5)))
    expect(slow.overall).toBe(Math.round(200 / 3))
  })

  it('counts the overall score from the floor, keeping the order: a mean at the floor or under it is 0', () => {
    const floored = { ...plain, blockerFactor: 1, floor: 40 }
    const slow = score([finding('title', 'seo', 'pass'), finding('compression', 'speed', 'fail')], unmeasured, floored)
    const failing = score(
      [finding('title', 'seo', 'fail'), finding('compression', 'speed', 'fail')],
      unmeasured,
      floored,
    )
    expect(slow.overall).toBe(Math.round((100 * (200 / 3 - 40)) / 60))
    expect(failing.overall).toBe(0)
    // The categories are not stretched.
    expect(slow.speed).toBe(0)
    expect(slow.seo).toBe(100)
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
