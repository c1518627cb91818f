import { analyzeSite, type AnalyzerOptions } from '../src/analyze'
import type { AnalysisResult } from '../src/model'
import { calibrationSiteRoutes, type CalibrationSite } from './calibration-sites'
import { startFixtureSite } from './fixture-server'
import { spearman } from './spearman'

/** One calibration site's analysis beside our rank of it. */
export type CalibrationRow = { site: CalibrationSite; result: AnalysisResult; scoreRank: number }

/** How the analyzer's overall score agrees with our ranking on the calibration set. */
export type Calibration = { rows: CalibrationRow[]; rho: number; best: number; worst: number }

/** Serves one site on 127.0.0.1 and analyses its home page, the phone pass only when `phone` is given. */
async function analyzeCalibrationSite(site: CalibrationSite, phone?: AnalyzerOptions['phone']) {
  const server = await startFixtureSite(await calibrationSiteRoutes(site))
  try {
    return await analyzeSite(server.url(site.home), { policy: { allowHosts: [server.host] }, phone })
  } finally {
    await server.close()
  }
}

/**
 * Analyses the sites one after another (the machine's figures are not shared between them) and compares
 * the overall scores with our ranking: Spearman's rho between the score and our order (1 when the best
 * site scores highest and so on down), and the best and worst scores.
 */
export async function measureCalibration(
  sites: CalibrationSite[],
  phone?: AnalyzerOptions['phone'],
): Promise<Calibration> {
  const results: AnalysisResult[] = []
  for (const site of sites) results.push(await analyzeCalibrationSite(site, phone))
  const scores = results.map((result) => result.scores.overall)
  const rows = sites.map((site, index) => ({
    site,
    result: results[index]!,
    scoreRank: 1 + scores.filter((score) => score > scores[index]!).length,
  }))
  return {
    rows,
    rho: spearman(
      scores,
      sites.map((site) => -site.rank),
    ),
    best: Math.max(...scores),
    worst: Math.min(...scores),
  }
}
