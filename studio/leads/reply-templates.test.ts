import {describe, expect, it} from 'vitest'

import type {LeadItem} from './leads-types'
import {fillReply, templatesFor, type ReplyTemplate} from './reply-templates'

const lead = (fields: Partial<LeadItem>): LeadItem => ({
  id: 'l1',
  contactId: 'l1',
  kind: 'contact',
  status: 'new',
  createdAt: '2026-12-02T10:00:00Z',
  language: 'es',
  attribution: {},
  deliveries: [],
  hasReport: false,
  ...fields,
})

const greeting = {es: 'Hola {name}, soy {editor}. Vimos {site} de {business}.', en: 'Hi {name}, this is {editor}.'}

describe('reply templates', () => {
  it('offers the templates naming the lead’s kind, and those naming none, in order', () => {
    const templates: ReplyTemplate[] = [
      {_id: 'a', title: 'Análisis', kinds: ['analysis']},
      {_id: 'b', title: 'Cualquiera'},
      {_id: 'c', title: 'Contacto o cita', kinds: ['contact', 'booking']},
      {_id: 'd', title: 'Vacía', kinds: []},
    ]
    expect(templatesFor(templates, 'booking').map(({_id}) => _id)).toEqual(['b', 'c', 'd'])
    expect(templatesFor(templates, 'analysis').map(({_id}) => _id)).toEqual(['a', 'b', 'd'])
  })

  it('fills the placeholders in the lead’s language, the first name only', () => {
    const spanish = lead({name: 'Begoña Muñoz Peña', business: 'Panadería Sol', url: 'https://pan-sol.example/'})
    expect(fillReply(greeting, spanish, 'Ana')).toBe('Hola Begoña, soy Ana. Vimos pan-sol.example de Panadería Sol.')
    expect(fillReply(greeting, {...spanish, language: 'en'}, 'Ana')).toBe('Hi Begoña, this is Ana.')
  })

  it('falls back to the Spanish when the English is missing, and leaves no gap where a value is', () => {
    expect(fillReply({es: 'Hola {name}, gracias.'}, lead({language: 'en'}), 'José')).toBe('Hola, gracias.')
    expect(fillReply({es: 'Hola {name}, gracias.', en: '  '}, lead({language: 'en'}), 'José')).toBe('Hola, gracias.')
    expect(fillReply(undefined, lead({}), 'José')).toBe('')
  })
})
