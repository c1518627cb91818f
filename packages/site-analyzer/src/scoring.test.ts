import { describe, expect, it } from 'vitest'
import type { Finding, PhonePass } from './model'
import { score } from './scoring'

const finding = (id: Finding['id'], category: Finding['category'], status: Finding['status']): Finding => ({
  id,
  category,
  status,
  importance: 'high',
  values: {},
})
const unmeasured: PhonePass = { status: 'unavailable', reason: 'off' }

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
})
