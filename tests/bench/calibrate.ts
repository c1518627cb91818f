import { createWorkQueue } from 'site-analyzer'
import { chromiumPath } from 'site-analyzer/chromium'
import { calibrationSites, measureCalibration } from 'site-analyzer/testing'

/**
 * `npm run calibrate [-- --phone]`: serves each calibration site on 127.0.0.1, analyses it (HTTP checks;
 * with `--phone`, the phone pass in Chromium too), and prints how its overall score ranks the sites
 * against our ranking (packages/site-analyzer/testing/calibration/README.md): a row per site, best
 * first by our rank, then Spearman's rho and the best and worst score. Nothing is asserted.
 */
const withPhone = process.argv.includes('--phone')
const sites = await calibrationSites()
const missing = sites.filter((site) => !site.present).map((site) => site.name)
if (missing.length > 0) {
  console.error(`These calibration sites have no files/ folder (see the calibration README): ${missing.join(', ')}`)
  process.exit(1)
}

const phone = withPhone ? { chromiumPath, browsers: createWorkQueue({ concurrency: 1, maxQueued: 64 }) } : undefined
const { rows, rho, best, worst } = await measureCalibration(sites, phone)
console.table(
  rows.map(({ site, result, scoreRank }) => ({
    site: site.name,
    'our rank': site.rank,
    score: result.scores.overall,
    'score rank': scoreRank,
    speed: result.scores.speed,
    seo: result.scores.seo,
    sales: result.scores.sales,
    automation: result.scores.automation,
    'top actions': result.topActions.join(', '),
    kind: site.kind,
  })),
)
console.log(
  `Spearman's rho ${rho.toFixed(3)}, best ${best}, worst ${worst}${withPhone ? ' (with the phone pass)' : ''}`,
)
