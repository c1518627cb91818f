import type { Verdict } from '../model'
import type { Snapshot } from '../snapshot'
import { hrefs, pageText, scripts, verdict } from './util'

const whatsapp =
  /(^https?:\/\/(wa\.me|api\.whatsapp\.com|wa\.link|web\.whatsapp\.com|chat\.whatsapp\.com)\/)|^whatsapp:/
/** Words that ask the visitor to act, in Spanish and English. */
const actionWords =
  /(^|[^\p{L}])(cotiza|cotizar|cotización|agenda|agendar|reserva|reservar|compra|comprar|contáctanos|contactanos|contáctenos|contactar|escríbenos|escribenos|llámanos|llamanos|hablemos|solicita|solicitar|pide|pedir|empieza|comienza|suscríbete|regístrate|únete|descarga|prueba gratis|quote|book|buy|order|contact us|get started|call us|let's talk|schedule|sign up|register|join|download|try it|request|shop)($|[^\p{L}])/iu
const testimonialWords =
  /testimonio|reseña|opiniones|lo que dicen|nuestros clientes|testimonial|review|what our (clients|customers) say|★/i
const socialHosts = /(facebook\.com|instagram\.com|linkedin\.com|tiktok\.com|twitter\.com|x\.com|youtube\.com)\//
const addressHints = /(google\.[a-z.]+\/maps|maps\.google|goo\.gl\/maps|maps\.app\.goo\.gl)/

export function salesChecks(snapshot: Snapshot): Verdict[] {
  const { $ } = snapshot
  const links = hrefs($)
  const text = pageText($)
  const structured = $('script[type="application/ld+json"]').text()
  const actions = $('a, button, input[type="submit"]')
    .map((_, el) => `${$(el).text()} ${$(el).attr('value') ?? ''} ${$(el).attr('aria-label') ?? ''}`)
    .get()
    .filter((label) => actionWords.test(label))
  const contactForm = $('form').filter(
    (_, form) => $(form).find('textarea, input[type="email"], input[type="tel"], input[name*="mail" i]').length > 0,
  ).length
  const testimonials =
    testimonialWords.test(text) || /"(Review|AggregateRating)"/.test(structured) || $('[itemtype*="Review"]').length > 0
  const signals = [
    links.some((href) => /privac/.test(href)) || /política de privacidad|privacy policy/.test(text),
    links.some((href) => socialHosts.test(href)),
    links.some((href) => addressHints.test(href)) ||
      $('address').length > 0 ||
      /"(LocalBusiness|Organization)"/.test(structured) ||
      addressHints.test(scripts($)),
    /garant[ií]a|guarantee|certificad|certified|años de experiencia|years of experience/.test(text),
  ].filter(Boolean).length

  return [
    verdict('whatsapp', links.some((href) => whatsapp.test(href)) ? 'pass' : 'fail', 'high'),
    verdict('phone', links.some((href) => href.startsWith('tel:')) ? 'pass' : 'warn', 'medium'),
    verdict('callToAction', actions.length ? 'pass' : 'fail', 'high', { count: actions.length }),
    verdict('contactForm', contactForm ? 'pass' : 'warn', 'medium'),
    verdict('testimonials', testimonials ? 'pass' : 'warn', 'medium'),
    verdict('trustSignals', signals >= 2 ? 'pass' : signals === 1 ? 'warn' : 'fail', 'low', { count: signals }),
  ]
}
