import type {LeadItem, LeadSource} from './leads-types'

type Localized = {es?: string; en?: string}

/** A `leadReply` document as the Leads tool reads it. */
export type ReplyTemplate = {
  _id: string
  title: string
  kinds?: LeadSource[]
  whatsapp?: Localized
  emailSubject?: Localized
  emailBody?: Localized
}

/** The published replies, in the agency's order. */
export const replyTemplatesQuery = `*[_type == "leadReply" && !(_id in path("drafts.**"))] | order(order asc) {
  _id, title, kinds, whatsapp, emailSubject, emailBody
}`

/** The replies offered for a lead: those naming its kind, and those naming none. */
export const templatesFor = (templates: ReplyTemplate[], kind: LeadSource) =>
  templates.filter((template) => !template.kinds?.length || template.kinds.includes(kind))

/** The text in the lead's language, the Spanish when the English is missing. */
const inLanguage = (text: Localized | undefined, language: string) =>
  (language.startsWith('en') ? text?.en?.trim() || text?.es : text?.es)?.trim() ?? ''

/**
 * A template's text for one lead, its placeholders filled: `{name}` (the first name), `{business}`,
 * `{site}` and `{editor}`. A value the lead lacks leaves no stray space before punctuation.
 */
export function fillReply(text: Localized | undefined, lead: LeadItem, editor: string) {
  const values: Record<string, string | undefined> = {
    name: lead.name?.trim().split(/\s+/)[0],
    business: lead.business,
    site: lead.url?.replace(/^https?:\/\//, '').replace(/\/$/, ''),
    editor,
  }
  return inLanguage(text, lead.language)
    .replace(/\{(name|business|site|editor)\}/g, (_, key: string) => values[key] ?? '')
    .replace(/[ \t]+([,.:;!?])/g, '$1')
    .replace(/[ \t]{2,}/g, ' ')
}
