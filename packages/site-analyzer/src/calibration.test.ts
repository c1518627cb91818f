import { describe, expect, it } from 'vitest'
import { calibrationSites, crossValidate, measureCalibration, scale } from '../testing'

const sites = await calibrationSites()
const missing = sites.filter((site) => !site.present).map((site) => site.name)

/** Held-out rho on each half, and rho of the shipped weights on all the sites. */
const bar = { heldOut: 0.7, rho: 0.8 }

describe.skipIf(missing.length > 0)(
  `the overall score on the real calibration sites (testing/calibration; without files/: ${missing.join(', ') || 'none'})`,
  () => {
    it('orders sites it was not fitted to as our ranking does, and uses the scale', { timeout: 600_000 }, async () => {
      const { rows, rho, best, worst } = await measureCalibration(sites)
      const table = rows.map(({ site, result }) => `${site.rank}. ${site.name} ${result.scores.overall}`).join('\n')
      expect(rows.length).toBeGreaterThanOrEqual(40)
      for (const half of crossValidate(rows))
        expect(half.heldOut, `fitted on the ${half.fittedOn}`).toBeGreaterThanOrEqual(bar.heldOut)
      expect(rho, table).toBeGreaterThanOrEqual(bar.rho)
      expect(best, table).toBeGreaterThanOrEqual(scale.best)
      expect(worst, table).toBeLessThanOrEqual(scale.worst)
    })
  },
)
