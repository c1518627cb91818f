import { describe, expect, it } from 'vitest'
import type { AnalysisResult, PhoneMeasurements } from '../model'
import { buildReport } from './document'
import { metricBars, type MetricKey, type Rating } from './metrics'
import { sampleResult } from '../../testing'

type Metrics = PhoneMeasurements['metrics']
const fine: Metrics = { lcpMs: 1000, fcpMs: 1000, speedIndexMs: 1000, tbtMs: 0, cls: 0 }
const ratingOf = (key: MetricKey, value: number): Rating =>
  metricBars({ ...fine, [key]: value }).find((bar) => bar.key === key)!.rating

/** Lighthouse's mobile thresholds: good up to the first value, poor past the second. */
const lighthouse: [MetricKey, number, number, number][] = [
  ['lcpMs', 2500, 4000, 1],
  ['fcpMs', 1800, 3000, 1],
  ['speedIndexMs', 3400, 5800, 1],
  ['tbtMs', 200, 600, 1],
  ['cls', 0.1, 0.25, 0.001],
]

describe('metric ratings', () => {
  it.each(lighthouse)('%s is good up to %d and poor past %d', (key, good, poor, step) => {
    expect(ratingOf(key, good)).toBe('good')
    expect(ratingOf(key, good + step)).toBe('average')
    expect(ratingOf(key, poor)).toBe('average')
    expect(ratingOf(key, poor + step)).toBe('poor')
  })

  const measured = (metrics: Metrics): AnalysisResult =>
    sampleResult({
      phone: {
        status: 'measured',
        measurements: {
          performance: 40,
          metrics,
          requestCount: 1,
          bytesByType: { document: 1, script: 0, stylesheet: 0, image: 0, font: 0, media: 0, other: 0 },
          images: [],
          screenshot: { base64: '', width: 360, height: 780 },
          savingsMs: {},
        },
      },
    })
  const words = (metrics: Metrics, language: 'es' | 'en') =>
    Object.fromEntries(
      buildReport(measured(metrics), language).phone.metrics.map((bar) => [bar.label, bar.ratingLabel]),
    )

  it('names each verdict in words an owner reads: a layout shift is unstable, never slow', () => {
    const poor = { lcpMs: 5200, fcpMs: 3100, speedIndexMs: 6000, tbtMs: 700, cls: 0.58 }
    expect(words(poor, 'es')).toEqual({
      'Contenido principal visible (LCP)': 'lento',
      'Primer contenido (FCP)': 'lento',
      'Índice de velocidad': 'lento',
      'Bloqueo total (TBT)': 'se traba',
      'Estabilidad visual (CLS)': 'inestable',
    })
    expect(words(poor, 'en')).toEqual({
      'Main content visible (LCP)': 'slow',
      'First content (FCP)': 'slow',
      'Speed Index': 'slow',
      'Total blocking time (TBT)': 'freezes',
      'Visual stability (CLS)': 'unstable',
    })
  })

  it('has a word for every rating of every metric, in both languages', () => {
    const average = { lcpMs: 3000, fcpMs: 2000, speedIndexMs: 4000, tbtMs: 300, cls: 0.2 }
    expect(Object.values(words(fine, 'es'))).toEqual(['rápido', 'rápido', 'rápido', 'responde al instante', 'estable'])
    expect(Object.values(words(average, 'es'))).toEqual([
      'mejorable',
      'mejorable',
      'mejorable',
      'tarda en responder',
      'algo inestable',
    ])
    expect(Object.values(words(fine, 'en'))).toEqual(['fast', 'fast', 'fast', 'responds at once', 'stable'])
    expect(Object.values(words(average, 'en'))).toEqual([
      'could be faster',
      'could be faster',
      'could be faster',
      'slow to respond',
      'somewhat unstable',
    ])
  })
})
