/** '+50376543210' -> '+503 7654-3210', the way Salvadoran numbers are written. */
export function formatPhone(e164: string): string {
  const match = /^\+503(\d{4})(\d{4})$/.exec(e164)
  return match ? `+503 ${match[1]}-${match[2]}` : e164
}

export function whatsappUrl(e164: string): string {
  return `https://wa.me/${e164.replace(/\D/g, '')}`
}
