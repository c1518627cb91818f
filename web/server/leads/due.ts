/** Whether the runtime knows `zone` as an IANA time zone (America/El_Salvador). */
export const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/** The offset of a time zone's wall clock from UTC at an instant, in ms (east positive). */
function offsetMs(timeZone: string, at: number) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at)
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'))
  return wall - Math.floor(at / 1000) * 1000
}

/**
 * The first instant of tomorrow in `timeZone` (an IANA zone, UTC when absent): the "Due today" view
 * is every follow-up before it, the overdue ones included.
 */
export function endOfToday(now: Date, timeZone = 'UTC') {
  const wall = new Date(now.getTime() + offsetMs(timeZone, now.getTime()))
  const midnight = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate() + 1)
  // The zone's offset at its midnight, which a change of clocks during the day may make another.
  return new Date(midnight - offsetMs(timeZone, midnight - offsetMs(timeZone, now.getTime())))
}
