import { describe, expect, it } from 'vitest'
import type { Finding, PhoneMeasurements, PhonePass } from './model'
import { topActions } from './scoring'

const finding = (id: Finding['id'], category: Finding['category'], status: Finding['status']): Finding => ({
  id,
  category,
  status,
  importance: 'high',
  values: {},
})

const measured = (savingsMs: PhoneMeasurements['savingsMs']): PhonePass =>
  ({ status: 'measured', measurements: { savingsMs } }) as PhonePass
const unmeasured: PhonePass = { status: 'unavailable', reason: 'no-browser' }

describe('the top three actions', () => {
  const findings = [
    finding('description', 'seo', 'fail'),
    finding('https', 'seo', 'fail'),
    finding('pageWeight', 'speed', 'fail'),
    finding('compression', 'speed', 'fail'),
    finding('whatsapp', 'sales', 'fail'),
  ]

  it('put a heavy page and a missing WhatsApp before the meta description, whatever the check order', () => {
    expect(topActions(findings, unmeasured)).toEqual(['pageWeight', 'whatsapp', 'https'])
  })

  it("follow Lighthouse's estimated savings for speed: seconds saved rise, nothing expected falls", () => {
    // 2.5 s of LCP saved by compressing: worth 10, first; the page weight Lighthouse saw no saving in drops out.
    expect(topActions(findings, measured({ compression: 2500 }))).toEqual(['compression', 'whatsapp', 'https'])
  })
})
