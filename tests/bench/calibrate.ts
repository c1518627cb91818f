import { createWorkQueue } from 'site-analyzer'
import { chromiumPath } from 'site-analyzer/chromium'
import { calibrationSites, crossValidate, measureCalibration, type HalfFit } from 'site-analyzer/testing'

/**
 * `npm run calibrate [-- --phone]`: serves each calibration site on 127.0.0.1, analyses it (HTTP checks;
 * with `--phone`, the phone pass in Chromium too), and prints how its overall score ranks the sites
 * against our ranking (packages/site-analyzer/testing/calibration/README.md): a row per site, best
 * first by our rank, then Spearman's rho and the best and worst score; then the weights fitted on each
 * half of the sites, and the rho they reach on that half and on the other (held out). Nothing is asserted.
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

const weightsText = ({ category, blockerFactor, floor }: HalfFit['weights']) =>
  `${Object.entries(category)
    .map(([name, weight]) => `${name} ${weight.toFixed(2)}`)
    .join(', ')}; blocker ×${blockerFactor.toFixed(2)}; floor ${floor}`
for (const half of crossValidate(rows)) {
  console.log(
    `Fitted on the ${half.fittedOn}: rho ${half.fitted.toFixed(3)} there, held-out rho ${half.heldOut.toFixed(3)} on the other half (${weightsText(half.weights)})`,
  )
}
