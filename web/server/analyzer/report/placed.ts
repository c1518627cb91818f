import type { Place, Values } from 'site-analyzer'

/**
 * A finding's examples with where each one is (`text1`, `place1`, … from the analyzer) as one
 * phrase: «Lorem ipsum…» en el título principal, «Your Company» en el pie de página.
 */
export function placedList(values: Values, places: Record<Place, string>, quote: (text: string) => string): string {
  return [1, 2, 3]
    .filter((index) => values[`text${index}`] !== undefined)
    .map((index) => `${quote(String(values[`text${index}`]))} ${places[values[`place${index}`] as Place] ?? ''}`.trim())
    .join(', ')
}
