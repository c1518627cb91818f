/** '+50376543210' -> '+503 7654-3210', the way Salvadoran numbers are written. */
export function formatPhone(e164: string): string {
  const match = /^\+503(\d{4})(\d{4})$/.exec(e164)
  return match ? `+503 ${match[1]}-${match[2]}` : e164
}

/**
 * A phone number as people type it: digits with spaces, dashes, dots or brackets, an optional
 * leading +, and 7 to 15 digits in all (the longest international number has 15).
 */
export function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, '').length
  return /^\+?[\d\s().-]+$/.test(value) && digits >= 7 && digits <= 15
}

export function whatsappUrl(e164: string): string {
  return `https://wa.me/${e164.replace(/\D/g, '')}`
}
