import { describe, expect, it } from 'vitest'
import { reportCopy } from 'site-analyzer/report'
import { analysisMessages } from '../web/src/features/analysis/messages'
import { contactMessages } from '../web/src/features/contact/contact-messages'
import { voiceDemoMessages } from '../web/src/features/voice-demo/messages'
import { languageIds } from '../schemas/constants'
import type { Language } from '../web/src/i18n/language'
import { en } from '../web/src/i18n/messages/en'
import { es } from '../web/src/i18n/messages/es'
import { fixtureDocuments } from './fixtures'

/*
 * docs/style-guide.md "One name per action": every label the pages show for booking the
 * consultation, contacting the agency and opening WhatsApp, from the content the pages render and
 * from the interface strings, at most two per action and language.
 */

type Action = 'booking' | 'contact' | 'whatsapp'
type LocaleString = { es: string; en?: string }

/** Every content field whose name ends in "Label", by document id and path: its action, or null. */
const contentLabels: Record<string, Action | null> = {
  'siteSettings.footer.scheduleButtonLabel': 'booking',
  'homePage.hero.ctaLabel': 'booking',
  'homePage.howItWorksCtaLabel': 'booking',
  'servicesPage.modalScheduleLabel': 'booking',
  'servicesPage.cta.buttonLabel': 'booking',
  'webDesignPage.cta.buttonLabel': 'booking',
  'chatbotsPage.cta.buttonLabel': 'booking',
  'chatbotsPage.cta.secondaryLabel': 'contact',
  'voiceAssistantsPage.cta.buttonLabel': 'booking',
  'voiceAssistantsPage.ctaNoDemo.buttonLabel': 'booking',
  'aboutPage.cta.buttonLabel': 'booking',
  // Not one of the three actions: links to the services' details, home, back, a date's caption.
  'servicesPage.cardLearnMoreLabel': null,
  'notFoundPage.homeLabel': null,
  'notFoundPage.backLabel': null,
  'legalPagesChrome.backToHomeLabel': null,
  'legalPagesChrome.updatedLabel': null,
}

/** The interface strings that label one of the actions. */
function interfaceLabels(language: Language): [Action, string][] {
  const t = { es, en }[language]
  return [
    ['booking', t.nav.schedule],
    ['booking', voiceDemoMessages[language].unavailable.book],
    ['contact', contactMessages[language].submit],
    ['whatsapp', t.contact.whatsappAction],
  ]
}

function labelFields(node: unknown, path: string[], found: [string, LocaleString][] = []) {
  if (!node || typeof node !== 'object') return found
  for (const [key, value] of Object.entries(node)) {
    if (/Label$/.test(key)) found.push([[...path, key].join('.'), value as LocaleString])
    else labelFields(value, [...path, key], found)
  }
  return found
}

const fields = fixtureDocuments.flatMap((document) => labelFields(document, [String(document._id)]))

function labelsByAction(language: Language) {
  const labels: Record<Action, Set<string>> = { booking: new Set(), contact: new Set(), whatsapp: new Set() }
  for (const [path, value] of fields) {
    const action = contentLabels[path]
    // Spanish stands in for a missing English label, as on the pages.
    if (action) labels[action].add(value[language] ?? value.es)
  }
  for (const [action, label] of interfaceLabels(language)) labels[action].add(label)
  return labels
}

describe('action labels', () => {
  it('knows every label field of the content, and every one it names exists', () => {
    expect(fields.map(([path]) => path).sort()).toEqual(Object.keys(contentLabels).sort())
  })

  for (const language of languageIds) {
    it(`gives each action at most two labels in ${language}`, () => {
      const labels = labelsByAction(language)
      for (const action of ['booking', 'contact', 'whatsapp'] as const) {
        const listed = [...labels[action]]
        expect(listed.length, `${action} labels in ${language}: ${listed.join(' | ')}`).toBeLessThanOrEqual(2)
      }
    })
  }

  for (const language of languageIds) {
    it(`names the 15-minute review in ${language} as the analysis section's button does, in the report`, () => {
      expect(reportCopy(language).messages.contact.booking).toBe(analysisMessages[language].bookButton)
    })
  }
})
