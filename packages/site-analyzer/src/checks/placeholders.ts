import type { CheerioAPI } from 'cheerio'
import { isTag, type Element } from 'domhandler'
import type { Place, Verdict } from '../model'
import { fileName } from './images'
import { eachVisible, placeOf, placedExamples, textOf, verdict } from './util'

/** Filler text of templates and design tools. */
const fillerText = /\blorem ipsum\b|\bdolor sit amet\b|\bconsectetur adipiscing\b/i
/** What a template calls the business until someone writes its name: capitalised, as a name is. */
const templateName = /\b(Your Company|Company Name|Your Website|Your Brand|Your Logo)\b|\bnombre de (la |tu )?empresa\b/
/** Template makers whose credit or name stays behind in titles and footers. */
const templateMaker =
  /\bstart ?bootstrap\b|\bcolorlib\b|\bthemewagon\b|\b(free|html|bootstrap|website) template\b|\btemplate (by|from)\b|\bplantilla (gratuita|html|de bootstrap)\b/i
/** The phone numbers templates ship with: 123-456-7890, (555) 555-5555, +1 234 567 890, 0000-0000. */
export const examplePhone =
  /\b123[-. ]?456[-. ]?7890\b|\(555\)|\b555[-. ]\d{3,4}\b|\+1 234 567 89?0\b|(?<![\d-])0000[-. ]?0000(?![\d-])|\b1234[-. ]5678\b/
/** The addresses templates ship with. */
export const exampleAddress =
  /\b123 Main St(reet)?\b|\b1234 Street\b|\bStreet Name\b|\bAnytown\b|\bYour Address\b|\bcalle falsa,? 123\b|\bcalle ejemplo\b|\bavenida siempre ?viva\b|\btu direcci[oó]n aqu[ií]\b/i
/** E-mail addresses at the example domains (example.com, yourdomain, tudominio…). */
const exampleEmail =
  /[\w.+-]+@(example\.(com|org|net)|your-?domain|yourcompany|yoursite|your-?website|domain\.com|tu-?dominio|tuempresa|tusitio)\b|\b(your-?email|tu-?correo|yourname|tu-?email)@/i
/** `alt` texts that say nothing: `...`, `Image`, `image`, `foto`, `placeholder`. */
const emptyAlt =
  /^(\.{2,}|…|image|img|imagen|photo|foto|picture|placeholder|alt|alt text|image description|descripci[oó]n( de la imagen)?|untitled|sin t[ií]tulo)\s*\d*$/i
/** A form service's settings still as the template left them: the form sends nowhere. */
const formToken =
  /\b(API_TOKEN|API_KEY|YOUR_[A-Z_]+|your[-_]form[-_]id|\{form_?id\}|your-?email@|your_email@|ACCESS_KEY_HERE)\b|formspree\.io\/(f\/)?(\{|your|x{4,}|form_?id)[^"'\s]*/i

type Found = { text: string; place: Place }

/** Visible elements with text of their own. */
function visibleTexts($: CheerioAPI): { element: Element; own: string }[] {
  const found: { element: Element; own: string }[] = []
  eachVisible($('head > title, body').toArray(), (node) => {
    if (!isTag(node)) return
    const own = node.children.map((child) => (child.type === 'text' ? child.data : '')).join('')
    if (own.trim() !== '') found.push({ element: node, own })
  })
  return found
}

/** An e-mail address quoted without its domain's dots, so the report can name it without making a link. */
const unlinked = (text: string) => text.replace(/@([\w-]+)\.[\w.]+/g, '@$1…')

/** Everything a template left on one page: filler text, its name and maker, example contacts, empty alts, form settings. */
function leftovers($: CheerioAPI): Found[] {
  const found: Found[] = []
  const patterns = [fillerText, templateName, templateMaker, examplePhone, exampleAddress, exampleEmail]
  for (const { element, own } of visibleTexts($)) {
    if (patterns.some((pattern) => pattern.test(own))) {
      found.push({ text: unlinked(textOf($, element)), place: placeOf($, element) })
    }
  }
  $('a[href^="mailto:" i]').each((_, element) => {
    const address = ($(element).attr('href') ?? '').slice('mailto:'.length)
    if (exampleEmail.test(address)) found.push({ text: unlinked(address), place: placeOf($, element) })
  })
  $('img[alt]').each((_, element) => {
    const alt = ($(element).attr('alt') ?? '').trim()
    if (emptyAlt.test(alt)) {
      found.push({ text: `alt="${alt}" (${fileName($(element).attr('src') ?? '')})`, place: placeOf($, element) })
    }
  })
  $('form').each((_, form) => {
    const settings = [
      $(form).attr('action') ?? '',
      ...$(form)
        .find('input[type="hidden"]')
        .map((__, input) => $(input).attr('value') ?? '')
        .get(),
    ]
    const token = settings.map((setting) => formToken.exec(setting)?.[0]).find(Boolean)
    // The setting's own name (`YOUR_FORM_ID`), without the service's address.
    if (token) found.push({ text: unlinked(token.split('/').pop()!), place: 'form' })
  })
  return found
}

/**
 * What a template left in place: lorem ipsum, "Your Company", a template maker's credit, example
 * phones, addresses and e-mails, alts like `alt="Image"`, a form service still set to `YOUR_FORM_ID`.
 * A visitor who sees them stops trusting the business; a form left so sends nobody the message.
 */
export function templateContent(pages: CheerioAPI[]): Verdict {
  const found = [...new Map(pages.flatMap(leftovers).map((item) => [`${item.text} ${item.place}`, item])).values()]
  return verdict('templateContent', found.length ? 'fail' : 'pass', 'high', {
    count: found.length,
    ...placedExamples(found),
  })
}

/** An `<address>` a visitor could find the business at: not one a template left behind. */
export const realAddress = ($: CheerioAPI, element: Element) => !exampleAddress.test(textOf($, element))
