import type { CheerioAPI } from 'cheerio'
import type { BusinessKind, PhoneMeasurements } from '../model'
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

/**
 * The site's own code the analysis did not see (the scripts the static pass could not read), or
 * nothing when it saw the whole page: every script read, or every control tapped by the phone pass
 * without the page failing. While something is unseen, nothing may be claimed missing from the site.
 */
export const unseenScripts = ({ snapshot, behaviour }: SiteView): string[] =>
  behaviour?.tappedAll ? [] : (snapshot.unreadScripts ?? [])
