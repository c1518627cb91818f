/** The dialog's quick follow-up choices. */
export const quickFollowUps = ['tomorrow', 'monday', 'week'] as const
export type QuickFollowUp = (typeof quickFollowUps)[number]

/** Follow-ups chosen by the day start the working day, at 9:00 in the editor's zone. */
const startHour = 9

/** The day a quick choice names (tomorrow, the next Monday after today, a week from today), at 9:00. */
export function quickFollowUp(choice: QuickFollowUp, now = new Date()) {
  const days = choice === 'tomorrow' ? 1 : choice === 'week' ? 7 : (8 - now.getDay()) % 7 || 7
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + days, startHour)
}

const pad = (n: number) => String(n).padStart(2, '0')

/** What a date-and-time field shows for an instant, in the editor's zone (`2026-12-03T09:00`). */
export const toLocalField = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`

/** The instant a date-and-time field's value names in the editor's zone; undefined when it names none. */
export function fromLocalField(value: string) {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return undefined
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? undefined : date
}
