import type { FaqPlacement, IconName } from '../schemas/constants'

/**
 * Builders for fixture documents. Each returns the exact stored shape of a type in
 * docs/content-model.md (with `_type` and `_key` set), so the fixtures read like copy, not JSON.
 */

export type FixtureDocument = { _id: string; _type: string; [key: string]: unknown }

/** One text in both languages: Spanish first, as everywhere in the content model. */
export type Pair = readonly [es: string, en: string]

export type LocaleString = { _type: 'localeString'; es: string; en: string }
export type LocaleText = { _type: 'localeText'; es: string; en: string }
export type LocaleStringList = { _type: 'localeStringList'; es: string[]; en: string[] }

export const ls = (es: string, en: string): LocaleString => ({ _type: 'localeString', es, en })
export const lt = (es: string, en: string): LocaleText => ({ _type: 'localeText', es, en })

export function list(es: readonly string[], en: readonly string[]): LocaleStringList {
  // A list that falls back as a whole must not silently lose items in one language.
  if (es.length !== en.length) {
    throw new Error(`list(): ${es.length} Spanish items but ${en.length} English items (${es[0]})`)
  }
  return { _type: 'localeStringList', es: [...es], en: [...en] }
}

/**
 * Gives array members stable `_key`s derived from their position, so re-seeding replaces the
 * same items instead of producing a diff of new keys every run.
 */
export function keyed<T extends object>(prefix: string, items: readonly T[]): (T & { _key: string })[] {
  return items.map((item, index) => ({ _key: `${prefix}-${index + 1}`, ...item }))
}

const str = (pair: Pair) => ls(...pair)
const text = (pair: Pair) => lt(...pair)

export function heading(title: Pair, subtitle?: Pair, eyebrow?: Pair) {
  return {
    _type: 'sectionHeading',
    ...(eyebrow && { eyebrow: str(eyebrow) }),
    title: str(title),
    ...(subtitle && { subtitle: text(subtitle) }),
  }
}

export function seo(title: Pair, description: Pair, options: { noIndex?: boolean } = {}) {
  return { _type: 'seo', title: str(title), description: text(description), noIndex: options.noIndex ?? false }
}

export type StepInput = readonly [title: Pair, description: Pair]

export function stepsSection(sectionHeading: ReturnType<typeof heading>, steps: readonly StepInput[]) {
  return {
    _type: 'stepsSection',
    heading: sectionHeading,
    steps: keyed(
      'step',
      steps.map(([title, description]) => ({ _type: 'step', title: str(title), description: text(description) })),
    ),
  }
}

export type CardInput = readonly [icon: IconName, title: Pair, description: Pair]

export const benefitCards = (cards: readonly CardInput[]) =>
  keyed(
    'card',
    cards.map(([icon, title, description]) => ({
      _type: 'benefitCard',
      icon,
      title: str(title),
      description: text(description),
    })),
  )

export function cardsSection(sectionHeading: ReturnType<typeof heading>, cards: readonly CardInput[]) {
  return { _type: 'cardsSection', heading: sectionHeading, cards: benefitCards(cards) }
}

export type FeatureCardInput = {
  icon: IconName
  title: Pair
  description: Pair
  features: { es: readonly string[]; en: readonly string[] }
}

export function featureCardsSection(sectionHeading: ReturnType<typeof heading>, cards: readonly FeatureCardInput[]) {
  return {
    _type: 'featureCardsSection',
    heading: sectionHeading,
    cards: keyed(
      'card',
      cards.map((card) => ({
        _type: 'featureCard',
        icon: card.icon,
        title: str(card.title),
        description: text(card.description),
        features: list(card.features.es, card.features.en),
      })),
    ),
  }
}

export function listSection(
  sectionHeading: ReturnType<typeof heading>,
  items: { es: readonly string[]; en: readonly string[] },
) {
  return { _type: 'listSection', heading: sectionHeading, items: list(items.es, items.en) }
}

export const explainer = (title: Pair, body: Pair) => ({ _type: 'explainer', title: str(title), body: text(body) })

export function callToAction(cta: { title: Pair; text?: Pair; buttonLabel: Pair; secondaryLabel?: Pair }) {
  return {
    _type: 'callToAction',
    title: str(cta.title),
    ...(cta.text && { text: text(cta.text) }),
    buttonLabel: str(cta.buttonLabel),
    ...(cta.secondaryLabel && { secondaryLabel: str(cta.secondaryLabel) }),
  }
}

export type FaqInput = readonly [question: Pair, answer: Pair]

/** FAQ documents get ids `faq-<placement>-<n>` (content model), ordered as written. */
export const faqItems = (placement: FaqPlacement, items: readonly FaqInput[]): FixtureDocument[] =>
  items.map(([question, answer], index) => ({
    _id: `faq-${placement}-${index + 1}`,
    _type: 'faqItem',
    question: str(question),
    answer: text(answer),
    placements: [placement],
    order: index + 1,
  }))
