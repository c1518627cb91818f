import { describe, expect, it } from 'vitest'
import { calibrationSites, measureCalibration } from '../testing'

const sites = await calibrationSites()
const missing = sites.filter((site) => !site.present).map((site) => site.name)

const bar = { rho: 0.75, best: 80, worst: 35 }

describe.skipIf(missing.length > 0)(
  `the overall score on the real calibration sites (testing/calibration; without files/: ${missing.join(', ') || 'none'})`,
  () => {
    it('orders the sites as our ranking does and uses the scale', { timeout: 180_000 }, async () => {
      const { rows, rho, best, worst } = await measureCalibration(sites)
      const table = rows.map(({ site, result }) => `${site.rank}. ${site.name} ${result.scores.overall}`).join('\n')
      expect(rows).toHaveLength(16)
      expect(rho, table).toBeGreaterThanOrEqual(bar.rho)
      expect(best, table).toBeGreaterThanOrEqual(bar.best)
      expect(worst, table).toBeLessThanOrEqual(bar.worst)
    })
  },
)
