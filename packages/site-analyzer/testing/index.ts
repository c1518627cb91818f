/** Local sites for the analyzer's tests and benchmarks: fixture servers on 127.0.0.1, never reachable from outside. */
export { startFixtureSite, type FixtureHandler, type FixtureRoute, type FixtureSite } from './fixture-server'
export { poorSite, wellBuiltSite } from './fixture-sites'
export { calibrationSite, calibrationSiteNames } from './calibration-sites'
export { hostileSite, startCanary } from './canary'
export { busySite, hostileSites, scriptlessSite } from './stress-pages'
export { behaviourPages, behaviourSite } from './behaviour-pages'
