import type { Language } from '../../src/i18n/language'

/** What the visitor reads when the analysis cannot be done; the page shows it under the status. */
export const analyzeErrors: Record<
  Language,
  Record<
    | 'invalid'
    | 'invalid_url'
    | 'invalid_email'
    | 'rate_limited'
    | 'analysis_running'
    | 'busy'
    | 'unreachable'
    | 'refused'
    | 'failed',
    string
  >
> = {
  es: {
    invalid: 'Revisa la dirección del sitio y el correo: no son válidos.',
    invalid_url: 'Revisa la dirección del sitio: no es una dirección web válida.',
    invalid_email: 'Revisa el correo electrónico: no es válido.',
    rate_limited: 'Estamos recibiendo muchas solicitudes en este momento. Por favor intenta de nuevo en un momento.',
    analysis_running: 'Ya estamos analizando un sitio para ti. Espera a que termine y vuelve a intentarlo.',
    busy: 'Estamos analizando muchos sitios a la vez. Por favor intenta de nuevo en un minuto.',
    unreachable: 'No pudimos abrir ese sitio. Revisa que la dirección sea correcta y que el sitio esté en línea.',
    refused: 'Esa dirección no es un sitio web público, así que no podemos analizarla.',
    failed: 'Algo salió mal al analizar el sitio. Por favor intenta de nuevo.',
  },
  en: {
    invalid: 'Check the site address and the e-mail: they are not valid.',
    invalid_url: 'Check the site address: it is not a valid web address.',
    invalid_email: 'Check the e-mail address: it is not valid.',
    rate_limited: 'We are receiving many requests right now. Please try again in a moment.',
    analysis_running: 'We are already analysing a site for you. Wait for it to finish, then try again.',
    busy: 'We are analysing many sites at once. Please try again in a minute.',
    unreachable: 'We could not open that site. Check that the address is right and that the site is online.',
    refused: 'That address is not a public website, so we cannot analyse it.',
    failed: 'Something went wrong while analysing the site. Please try again.',
  },
}

/** "Busy" with the wait it foresees, in whole minutes (one minute reads as `busy` itself). */
export const busyFor: Record<Language, (minutes: number) => string> = {
  es: (minutes) =>
    minutes <= 1
      ? analyzeErrors.es.busy
      : `Estamos analizando muchos sitios a la vez. Por favor intenta de nuevo en ${minutes} minutos.`,
  en: (minutes) =>
    minutes <= 1
      ? analyzeErrors.en.busy
      : `We are analysing many sites at once. Please try again in ${minutes} minutes.`,
}

/** A refused request names the field that is wrong, so nobody is told to fix what they never typed. */
export function invalidKey(
  issues: readonly { path: readonly PropertyKey[] }[],
): 'invalid' | 'invalid_url' | 'invalid_email' {
  const fields = new Set(issues.map((issue) => issue.path[0]))
  if (fields.size !== 1) return 'invalid'
  if (fields.has('url')) return 'invalid_url'
  if (fields.has('email')) return 'invalid_email'
  return 'invalid'
}
