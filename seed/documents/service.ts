import type { GradientName, IconName, ServiceKey } from '../../schemas/constants'
import type { FixtureDocument, Pair } from '../helpers'
import { list, ls, lt } from '../helpers'

type Lists = { es: readonly string[]; en: readonly string[] }
type ServiceInput = {
  icon: IconName
  gradient: GradientName
  title: Pair
  tagline: Pair
  bullets: Lists
  badge: Pair
  modalSummary: Pair
  modalBenefits: Lists
  modalResults: Lists
}

/** A service document with its fixed id `service-<key>` (content model). */
export const service = (key: ServiceKey, order: number, input: ServiceInput): FixtureDocument => ({
  _id: `service-${key}`,
  _type: 'service',
  key,
  order,
  icon: input.icon,
  gradient: input.gradient,
  title: ls(...input.title),
  tagline: ls(...input.tagline),
  bullets: list(input.bullets.es, input.bullets.en),
  badge: ls(...input.badge),
  modalSummary: lt(...input.modalSummary),
  modalBenefits: list(input.modalBenefits.es, input.modalBenefits.en),
  modalResults: list(input.modalResults.es, input.modalResults.en),
})
