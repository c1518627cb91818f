// Third-party services a site uses, recognised by their addresses in its links, frames and scripts.

/**
 * Services where a visitor books an appointment, a class or a table (general calendars; studio and
 * gym schedules; salon, clinic and therapist agendas; restaurant tables): a link, frame, button or
 * widget script from one is a way to book.
 */
export const bookingTools =
  /calendly\.com|acuityscheduling|youcanbook\.me|setmore|simplybook|squareup\.com\/appointments|cal\.(?:com|eu)\b|booksy|calendar\.app\.google|calendar\.google\.com\/calendar\/appointments|tidycal|zcal|savvycal|fitdegree|mindbodyonline|healcode|glofox|momence|wodify|zenplanner|pike13|marianatek|arketa|punchpass|bsport|eversports|clubready|fresha|vagaro|schedulicity|styleseat|phorest|gettimely|treatwell|salonized|zenoti|agendapro|reservo\.cl|doctoralia|zocdoc|janeapp|cliniko|simplepractice|opentable|covermanager|resy\.com|thefork|sevenrooms|tablein|quandoo/
/** Restaurants and bakeries also sell through ordering platforms and their own online menus. */
export const orderingTools =
  /pedidosya|ubereats|rappi|hugoapp|doordash|didi-food|didifood|grubhub|glovo|toasttab|square\.site|olo\.com/
/**
 * Form services whose form a page embeds in a frame or links to (Google Forms, Typeform, Jotform,
 * Tally, Microsoft Forms…): the service receives what the visitor sends and passes it on.
 */
export const hostedForms =
  /docs\.google\.com\/forms|forms\.gle\/|typeform\.com|jotform|tally\.so|forms\.office\.com|forms\.microsoft\.com|formstack|cognitoforms|wufoo|airtable\.com\/(?:embed\/)?shr|forms\.zohopublic|paperform|123formbuilder/
/** Analytics and tag managers: a site that counts its visitors. */
export const analyticsTools =
  /googletagmanager\.com|google-analytics\.com|gtag\(|plausible\.io|matomo|piwik|connect\.facebook\.net\/[\w-]+\/fbevents\.js|fbevents\.js|fbq\(|clarity\.ms|hotjar|umami|posthog|segment\.com|mixpanel|\/_vercel\/insights|va\.vercel-scripts\.com|cloudflareinsights\.com|simpleanalytics|goatcounter|fathom|amplitude|heapanalytics|mouseflow|fullstory|logrocket|smartlook|mc\.yandex|statcounter|pendo\.io|histats\.com|optistats\.ovh|contadorvisitasgratis|freecounterstat|whos\.amung\.us/
/**
 * Google's tags and their measurement ids: `G-…`, `GTM-…`, `UA-…`, `AW-…`, or the name Google's own
 * instructions give the id to put there (`GA_MEASUREMENT_ID`).
 */
const googleTag = /googletagmanager\.com|google-analytics\.com|gtag\(/
const idNames = String.raw`GA_MEASUREMENT_ID|GA_TRACKING_ID|GA4?_ID|GTM_ID|TAG_ID`
const measurementIds = new RegExp(String.raw`\b(?:(?:G|GTM|UA|AW)-[A-Z0-9]{4,}(?:-\d+)?|${idNames})\b`, 'gi')
/**
 * An id a template left: x's for its characters (`G-XXXXXXXXXX`), a word asking for one
 * (`G-YOUR_ID`), or the id's name (`GA_MEASUREMENT_ID`).
 */
const placeholderId = new RegExp(
  String.raw`^(?:(?:G|GTM|UA|AW)-(?:X{4,}(?:-X+)?|YOUR\w*|TU\w*|ID\w*)|${idNames})$`,
  'i',
)

/**
 * Whether the site measures its visits: a tool we know, and, when that is only Google's tag, with
 * an id of its own rather than the template's `G-XXXXXXXXXX` or `GA_MEASUREMENT_ID`.
 */
export function measuresVisits(code: string): 'yes' | 'no' | 'placeholder' {
  if (!analyticsTools.test(code)) return 'no'
  const onlyGoogle = !analyticsTools.test(code.replace(new RegExp(googleTag.source, 'g'), ''))
  const ids = code.match(measurementIds) ?? []
  return onlyGoogle && ids.length > 0 && ids.every((id) => placeholderId.test(id)) ? 'placeholder' : 'yes'
}

/** Newsletter services: a site that collects e-mail addresses. */
export const mailTools =
  /mailchimp|list-manage\.com|klaviyo|convertkit|mailerlite|sendinblue|brevo|hsforms|activecampaign/
