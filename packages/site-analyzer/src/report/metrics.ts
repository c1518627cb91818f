import type { PhoneMeasurements } from '../model'

export type Rating = 'good' | 'average' | 'poor'

/** Lighthouse's mobile thresholds for each metric: good up to the first, poor past the second. */
const thresholds = {
  lcpMs: [2500, 4000],
  fcpMs: [1800, 3000],
  speedIndexMs: [3400, 5800],
  tbtMs: [200, 600],
  cls: [0.1, 0.25],
} as const satisfies Record<keyof PhoneMeasurements['metrics'], readonly [number, number]>

export type MetricKey = keyof typeof thresholds
const metricKeys = Object.keys(thresholds) as MetricKey[]

type MetricBar = { key: MetricKey; value: number; rating: Rating; /** 0–1 of the bar's length */ fill: number }

/** Each metric against its thresholds; the bar's full length is one and a half times "poor". */
export function metricBars(metrics: PhoneMeasurements['metrics']): MetricBar[] {
  return metricKeys.map((key) => {
    const value = metrics[key]
    const [good, poor] = thresholds[key]
    const rating: Rating = value <= good ? 'good' : value <= poor ? 'average' : 'poor'
    return { key, value, rating, fill: Math.min(1, value / (poor * 1.5)) }
  })
}

/** Lighthouse's colours for a 0–100 score: 90 and over good, under 50 poor. */
export const scoreRating = (score: number): Rating => (score >= 90 ? 'good' : score >= 50 ? 'average' : 'poor')

export const ratingColors: Record<Rating, string> = { good: '#0c8a4f', average: '#c2410c', poor: '#c81e1e' }

/** The empty part of every gauge and bar. */
export const trackColor = '#e2e8f0'
