/** Local sites for the analyzer's tests and benchmarks: fixture servers on 127.0.0.1, never reachable from outside. */
export { startFixtureSite, type FixtureHandler, type FixtureRoute, type FixtureSite } from './fixture-server'
export { poorSite, wellBuiltSite } from './fixture-sites'
export { calibrationSiteRoutes, calibrationSites, type CalibrationSite } from './calibration-sites'
export { measureCalibration, type Calibration, type CalibrationRow } from './calibration-run'
export { handwrittenSite, handwrittenSiteNames } from './handwritten-sites'
export { spearman } from './spearman'
export { hostileSite, startCanary } from './canary'
export { busySite, hostileSites, scriptlessSite } from './stress-pages'
