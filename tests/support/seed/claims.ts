/**
 * The claims of product §1, each as a pattern its Spanish wording must match. Kept apart from the
 * test so a copy edit that drops a claim fails with the claim's name.
 */
export const spanishClaims: [claim: string, pattern: RegExp][] = [
  ['available 24/7', /disponible 24\/7/i],
  ['95% resolution', /95% de resolución/i],
  ['70% more efficient than a human', /70% más eficiente que un humano/i],
  ['up to 3x faster pages', /páginas hasta 3x más rápidas/i],
  ['saves 10+ hours per week', /ahorra 10\+ horas por semana/i],
  ['return in under sixty days', /retorno[^.]{0,40} en menos de (sesenta|60) días/i],
  ['delivery in under 7 days', /entrega en menos de 7 días/i],
  ['hosting and domain included (1 year)', /hosting y dominio incluidos \(1\saño\)/i],
  ['money-back guarantee', /garantía de devolución de dinero/i],
  ['reply in under 24 hours', /respondemos en menos de 24 horas/i],
  ['nobody waits more than 3 seconds', /nadie espera más de 3 segundos/i],
]

/** The website package of product §1, as items of the web design page's "included" list. */
export const websitePackage: [item: string, pattern: RegExp][] = [
  ['domain and hosting for 1 year', /^dominio y hosting por 1 año$/i],
  ['ready in under 7 days', /^lista en menos de 7 días$/i],
  ['contact/WhatsApp button', /^botón de contacto y de whatsapp$/i],
  ['professional email', /correo profesional/i],
  ['maps integration', /integración con google maps/i],
  ['basic search optimisation', /optimización básica para buscadores/i],
]

/** What the home FAQ must answer (product §1 FAQ, content model). */
export const homeFaqAnswers: [topic: string, pattern: RegExp][] = [
  ['basic sites in 5-7 business days', /5 a 7 días hábiles/],
  ['complex sites in 2-3 weeks', /2 a 3 semanas/],
  ['money-back guarantee', /garantía de devolución de dinero/i],
  ['hosting and domain for 1 year', /hosting y dominio por 1 año/i],
  ['reply within 24 hours', /menos de 24 horas/i],
]
