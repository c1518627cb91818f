import type { Language } from './language'

const months: Record<Language, readonly string[]> = {
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
}

/**
 * A date written out in full, in UTC, as `Intl.DateTimeFormat`'s long style writes it ("5 de enero
 * de 2026", "January 5, 2026"). By hand: the first `Intl.DateTimeFormat` a page creates loads its
 * locale data on the main thread, which was a legal page's longest task on a throttled phone in
 * Lighthouse (about 190 ms of the start-up's blocking time).
 */
export function longDate(isoDate: string, language: Language): string {
  const date = new Date(isoDate)
  const [day, month, year] = [date.getUTCDate(), months[language][date.getUTCMonth()], date.getUTCFullYear()]
  return language === 'es' ? `${day} de ${month} de ${year}` : `${month} ${day}, ${year}`
}
