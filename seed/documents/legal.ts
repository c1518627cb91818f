import type { FixtureDocument } from '../helpers'
import { ls } from '../helpers'
import { privacyPolicy } from './legal-privacy'
import { termsOfService } from './legal-terms'

export const legalPagesChrome: FixtureDocument = {
  _id: 'legalPagesChrome',
  _type: 'legalPagesChrome',
  backToHomeLabel: ls('Volver al inicio', 'Back to home'),
  contactPrompt: ls(
    '¿Tienes preguntas sobre este documento? Escríbenos:',
    'Questions about this document? Write to us:',
  ),
  updatedLabel: ls('Última actualización', 'Last updated'),
}

export const legalDocuments: FixtureDocument[] = [legalPagesChrome, privacyPolicy, termsOfService]
