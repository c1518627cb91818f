/**
 * What a visitor is told while an analysis runs, in order: the HTTP read, the phone pass's stages
 * (waiting for a browser, starting it, Lighthouse, screenshot and page checks), the report. Plain
 * data, safe for the browser's bundle.
 */
export const analysisStages = ['reading', 'waiting', 'browser', 'measuring', 'screenshot', 'writing'] as const
export type AnalysisStage = (typeof analysisStages)[number]
