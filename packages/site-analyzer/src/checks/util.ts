import type { CheerioAPI } from 'cheerio'
import type { BusinessKind, CheckId, Importance, PhoneMeasurements, Status, Values, Verdict } from '../model'
import type { PageBehaviour } from '../phone/behaviour'
import type { Snapshot } from '../snapshot'

/** What the checks read. */
export type SiteView = {
  snapshot: Snapshot
  /** The home page as a phone rendered it when the phone pass ran, else as served over HTTP. */
  home: CheerioAPI
  /** The home page, then the navigation pages that sell (contact, menu, booking…) that were read. */
  pages: CheerioAPI[]
  business: BusinessKind
  /** The phone pass's measurements, when it ran. */
  phone?: PhoneMeasurements
  /** What the phone pass's tries found on the home page (clicks, forms sent), when it ran them. */
  behaviour?: PageBehaviour
}

export const verdict = (id: CheckId, status: Status, importance: Importance, values?: Values): Verdict => ({
  id,
  status,
  importance,
  values,
})

/** Visible text plus attribute values where sites hide their words (buttons, aria labels). */
export function pageText($: CheerioAPI): string {
  return $('body').text().replace(/\s+/g, ' ').toLowerCase()
}

/** Every href on the page, lower-cased. */
export function hrefs($: CheerioAPI): string[] {
  return $('a[href]')
    .map((_, el) => ($(el).attr('href') ?? '').trim().toLowerCase())
    .get()
}

/** Script sources and inline script bodies: where third-party widgets announce themselves. */
export function scripts($: CheerioAPI): string {
  return $('script, iframe')
    .map((_, el) => `${$(el).attr('src') ?? ''} ${$(el).text()}`)
    .get()
    .join('\n')
    .toLowerCase()
}

export const kib = (bytes: number) => Math.ceil(bytes / 1024)

/** Up to three examples, shortened, for a finding's text. */
export function examples(items: string[]): string {
  return items
    .slice(0, 3)
    .map((item) => (item.length > 60 ? `${item.slice(0, 57)}…` : item))
    .join(', ')
}
