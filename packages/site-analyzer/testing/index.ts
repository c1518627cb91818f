/**
 * Local sites for the analyzer's tests and benchmarks (fixture servers on 127.0.0.1, never reachable
 * from outside), and the parts of the analyzer they use directly: the bounds on text taken from a
 * site, and the process tree the benchmarks measure; for the report's tests, a sample result, an
 * agency's contacts and a PDF's text.
 */
export { siteText, siteTextLimits, siteValues } from '../src/site-text'
export { listProcesses, treeOf } from '../src/phone/process-tree'
export { startFixtureSite, type FixtureHandler, type FixtureRoute, type FixtureSite } from './fixture-server'
export { poorSite, wellBuiltSite } from './fixture-sites'
export { calibrationDir, calibrationSiteRoutes, calibrationSites, type CalibrationSite } from './calibration-sites'
export { describeSite, gitDirOf, originOf, restoreFiles } from './calibration-origin'
export { measureCalibration, type Calibration, type CalibrationRow } from './calibration-run'
export { crossValidate, fitWeights, scale, type HalfFit } from './calibration-fit'
export { handwrittenSite, handwrittenSiteNames } from './handwritten-sites'
export { spearman } from './spearman'
export { hostileSite, startCanary } from './canary'
export { busySite, hostileSites, scriptlessSite } from './stress-pages'
export { behaviourPages, behaviourSite } from './behaviour-pages'
export { siteView, siteViewUrl, type SiteViewOptions } from './site-view'
export { pdfPageTexts, pdfStreams, pdfText } from './pdf-text'
export { sampleContacts, sampleResult } from './sample-report'
