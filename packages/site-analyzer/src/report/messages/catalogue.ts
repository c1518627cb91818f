import type {
  BusinessKind,
  Category,
  CheckId,
  IconControl,
  Importance,
  PhoneUnavailable,
  Place,
  Status,
} from '../../model'
import type { MetricKey, Rating } from '../metrics'

/**
 * One piece of the report's copy in ICU MessageFormat: `{text}` shows a value, `{ms, number}` a number
 * in the report's locale, `{count, plural, one {# imagen pesa} other {# imágenes pesan}}` agrees with a
 * count, `{mainIsLazy, select, 1 {…} other {…}}` lets a value choose the wording. Angle brackets are
 * plain text (`<head>` is shown as written).
 */
export type Message = string

/**
 * How one check reads: its name, what we found wrong and the concrete fix (what passes is listed by
 * name). `problem` and `fix` get the finding's values and the phrases of the site's kind of business.
 */
export type CheckMessages = { title: Message; problem: Message; fix: Message }

/**
 * What fits one kind of business. Each phrase is formatted first and handed to every message of the
 * report as a value of the same name (`{cta}`, `{schema}`…), so a message never lists the kinds.
 * They get `{city}`, a city of the site's market, so an example never sends a business to another country.
 */
export type KindMessages = {
  /** The kind named with its article: "un restaurante o negocio de comida". */
  name: Message
  /** Which of our services would help it most. */
  suggestion: Message
  /** The buttons it needs, as an example. */
  cta: Message
  /** What its customers cannot do online when the site takes no bookings or orders, and the fix. */
  booking: Message
  bookingFix: Message
  /** The schema.org type Google files it under, with what to fill in. */
  schema: Message
  /** A page title that fits it. */
  titleExample: Message
}

/** The report's copy in one language; both languages have exactly these keys. */
export type Catalogue = {
  reportTitle: Message
  /** The analysed site's host name is shown beside this label. */
  analyzedSite: Message
  analyzedAt: Message
  overall: Message
  topActions: Message
  noActions: Message
  findings: Message
  fixLabel: Message
  categories: Record<Category, Message>
  status: Record<Status, Message>
  importance: Record<Importance, Message>
  /** The phone pass: its figures when measured, a plain sentence when it could not run. */
  phone: {
    title: Message
    /** Values: performance (0–100), lcp, fcp, speedIndex (seconds), tbt (ms), cls. */
    measured: Message
    unavailable: Message
    /**
     * Why, plainly, after `unavailable`: whose doing it was (ours, the machine's, the page's) and what
     * to do; nothing more when this server does not measure on a phone (`off`). Values: megabytes (memory), cpuSeconds (cpu), passSeconds (the pass's deadline).
     */
    why: Record<Exclude<PhoneUnavailable, 'off'>, Message>
  }
  /** The phone pass's figures as bars, and the screenshot's description. */
  metrics: Record<MetricKey, Message>
  /** Each metric's verdict in its own words: a layout shift is unstable, never slow. */
  ratings: Record<MetricKey, Record<Rating, Message>>
  screenshotAlt: Message
  /** The kind of business we recognised and which of our services would help it most. */
  business: { title: Message; text: Message }
  kinds: Record<BusinessKind, KindMessages>
  /** The place the kinds' examples name when the site names no town of its own («en tu ciudad»). */
  exampleCity: Message
  /** A title for a business whose own headline names its trade, in its words («Óptica en Belgrano»). */
  tradeTitleExample: Message
  passedLabel: Message
  unmeasuredLabel: Message
  /** Checks left out because our machine was too busy to tell its delay from the site's. */
  unjudgedLabel: Message
  /** The e-mail's and the PDF's last block: how to reach us. */
  contact: { title: Message; booking: Message; whatsapp: Message; email: Message }
  limitsTitle: Message
  limits: Message
  closing: Message
  /** Stands where site text had something that could become a link (`withoutLinks`). */
  linkRemoved: Message
  /** Where on the page an example from the site is («en el pie de página»). */
  places: Record<Place, Message>
  /** One example with its place: values text (quoted site text) and place (from `places`). */
  placedItem: Message
  /** A control known by its icon, as an owner names it («el botón del menú (☰)»), before its place. */
  iconControls: Record<IconControl, Message>
  checks: Record<CheckId, CheckMessages>
}
