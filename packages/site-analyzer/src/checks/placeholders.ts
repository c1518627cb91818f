import type { CheerioAPI } from 'cheerio'
import { isTag, type Element } from 'domhandler'
import type { Place, Verdict } from '../model'
import type { PageScript } from './contact-routes'
import { exampleEmail, formServiceId, formServiceIds, formToken, placeholderSetting } from './example-addresses'
import { withoutComments } from './forms'
import { countedUpDigits, dialled, maskedPhone, placeholderLink, placeholderPhone } from './placeholder-numbers'
import { eachVisible, escapeRegExp, fileName, placeOf, placedExamples, textOf, translatedText, verdict } from './util'

/**
 * Filler text of templates and design tools, what a template says will go in its place («Aquí
 * irá la experiencia de un estudiante», "Your testimonial goes here"), and its notes to the site's
 * owner («Puedes cambiar estos textos por testimonios reales», «Esta sección te ayuda a mostrar…»,
 * "Replace this text with…"), and what it leaves in brackets to fill in («[Tu Ciudad, México]»,
 * «Cédula Profesional: [Número]», "[Your Name]"), and the x's it writes for a number to fill in
 * («RUT: XX.XXX.XXX-X», «Cuenta: XXXX-XXXX»).
 */
const fillerText =
  /\blorem ipsum\b|\bdolor sit amet\b|\bconsectetur adipiscing\b|\baqu[ií] (?:ir[aá]n? (?:el|la|los|las|tu|un|una)|van? tus?) \p{L}+|\b(?:testimonial|text|description|review) goes here\b|\b(?:puedes|podés|debes) (?:cambiar|reemplazar|editar|sustituir) (?:est[eao]s?|el|la|los|las) (?:textos?|fotos?|imágenes|im[aá]genes|datos|contenidos?)\b|\b(?:reemplaza|cambia|edita|sustituye) (?:est[eao]s?) (?:textos?|fotos?|im[aá]genes|datos|contenidos?) (?:por|con)\b|\best[ae] secci[oó]n (?:te )?ayuda (?:mucho )?a\b|\buna secci[oó]n como esta\b|\b(?:replace|change|edit) (?:this|these) (?:text|texts|images?|photos?|content) (?:with|for)\b|\bthis section (?:helps|lets) you\b|\[(?:tu|su|your) [^\]]{2,40}\]|\[(?:n[uú]mero|nombre|apellidos?|direcci[oó]n|tel[eé]fono|ciudad|correo|e-?mail|fecha|empresa|negocio|name|phone|address|number|city|date|company|business)(?: [^\]]{1,30})?\]|(?<![\p{L}\d])(?:X{2,}(?:[.-]X+){1,3}|X{6,})(?![\p{L}\d])/iu
/** What a template calls the business until someone writes its name: capitalised, as a name is. */
const templateName =
  /\b(Your Company|Company Name|Your Website|Your Brand|Your Logo|(?:Client|Customer|Student|Patient) Name)\b|\b[Nn]ombre de (la |tu )?empresa\b|\b[Nn]ombre del? (?:client[ea]|estudiante|alumn[oa]|paciente|autor)\b/
/** Template makers whose credit or name stays behind in titles and footers. */
const templateMaker =
  /\bstart ?bootstrap\b|\bcolorlib\b|\bthemewagon\b|\b(free|html|bootstrap|website) template\b|\btemplate (by|from)\b|\bplantilla (gratuita|html|de bootstrap)\b/i
/** The phone numbers templates ship with: 123-456-7890, (555) 555-5555, +1 234 567 890, 0000-0000. */
export const examplePhone =
  /\b123[-. ]?456[-. ]?7890\b|\(555\)|\b555[-. ]\d{3,4}\b|\+1 234 567 89?0\b|(?<![\d-])0000[-. ]?0000(?![\d-])|\b1234[-. ]5678\b/
/** A written phone number: an optional country code, then groups of digits; not a price, a time or a date. */
const writtenPhone = /(?<![\w$€£/-]|\d[.,:])(?:\+|00)?\(?\d{1,4}\)?(?:[ .-]\(?\d{1,6}\)?){1,5}(?![\w%€/-]|[.,:]\d)/g
/** The phones written in a text that are shaped as a template's. */
const placeholderPhones = (text: string) =>
  examplePhone.test(text) || maskedPhone.test(text) || (text.match(writtenPhone) ?? []).some(placeholderPhone)

/** The addresses templates ship with, by name or by shape: an example street, a generic city and country. */
export const exampleAddress = new RegExp(
  [
    /\b123 Main St(reet)?\b|\b1234 Street\b|\bStreet Name\b|\bAnytown\b|\bYour Address\b|\b[Cc]alle [Ff]alsa,? 123\b|\b(?:[Aa]v(?:enida)?\.?|[Cc]alle) [Ss]iempre ?[Vv]iva\b|\b[Tt]u direcci[oó]n aqu[ií]\b/
      .source,
    // The main street at number 123: «Calle Principal 123», «Av. Principal #123».
    /\b(?:[Cc]alle|[Aa]v(?:enida)?\.?) [Pp]rincipal,? (?:#|[Nn][°º]\.? ?)?123\b/.source,
    // A street named "Ejemplo" or "Example", in either order: Av. Ejemplo 123, Calle de Ejemplo, Example Street.
    /\b(?:[Aa]v(?:enida|e)?\.?|[Cc]alle|C\/|[Pp]asaje|[Cc]olonia|[Bb]arrio|[Cc]arrera|[Bb]lvd\.?|[Bb]oulevard|[Pp]aseo|Street|St\.|Avenue|Road)\s+(?:de\s+)?(?:[Ee]jemplo|Example|Sample|[Ff]alsa|[Ff]icticia)\b|\b(?:Example|Sample)\s+(?:Street|St\.?|Avenue|Ave\.?|Road|Rd\.?)\b/
      .source,
    // A city and a country (or state) that were never filled in: "Ciudad, País", "City, Country", "City, State 12345".
    /\b(?:[Cc]iudad|City|Town|[Ll]ocalidad)\s*,\s*(?:[Pp]a[ií]s|Country|Estado|State|Provincia|Province)\b(?!\s+(?:de|of)\b)/
      .source,
    // A made-up town before the country left unnamed: «Ciudad Animal, País».
    /\b(?:[Cc]iudad|City|Town) [A-ZÁÉÍÓÚÑ][a-záéíóúñ]+\s*,\s*(?:[Pp]a[ií]s|Country)\b/.source,
  ].join('|'),
)
/** Files a template names for the owner to replace: tu_catalogo.pdf, your-logo.png, mi-archivo.pdf. */
const exampleFile =
  /(?<![\w-])(?:tu|your|mi|my)[_-](?:catalogo|catalog|archivo|file|documento|document|menu|carta|logo|imagen|image|foto|photo|video|cv)\.[a-z0-9]{2,4}\b/i
/** Names templates give testimonials and teams; a common real name such as Juan Pérez is never enough on its own. */
const exampleName = /\b(?:John|Jane) Doe\b|\bFulan(?:o|ita|ito) de Tal\b|\bFulano, Mengano\b|\bNombre Apellido\b/
/** What a template writes where its API key or form's id goes: YOUR_API_KEY, TU_API_KEY_AQUI, REPLACE_WITH_FORMSPREE_ID, <API_KEY>. */
const keyWords =
  /(?:YOUR|TU|MY|MI|INSERT|INSERTA|PUT|PON|REPLACE|REEMPLAZA|ENTER)_(?:[A-Z]+_)*(?:API_?KEY|KEY|TOKEN|SECRET|CLAVE|LLAVE|ID)(?:_[A-Z]+)*|(?:API_?KEY|TOKEN|CLAVE)_(?:AQUI|AQUÍ|HERE)|<(?:API_?KEY|TOKEN)>/
    .source
/**
 * An API key never filled in, as a script or an address holds it: "Bearer TU_API_KEY_AQUI",
 * `?key=YOUR_API_KEY`, `apiKey: "xxxx"`; x's count only where a key goes, not in a uuid's pattern.
 */
const exampleKey = new RegExp(
  `(?:Bearer\\s+|[?&](?:key|api_?key|token|access_token)=|\\b(?:api_?key|apiKey|token|secret|key)["']?\\s*[:=]\\s*["'\`](?:Bearer\\s+)?)(${keyWords}|(?:sk-)?[xX]{4,})(?![\\w-])|["'\`](${keyWords})["'\`]`,
)
/** `alt` texts that say nothing: `...`, `Image`, `image`, `foto`, `placeholder`. */
const emptyAlt =
  /^(\.{2,}|…|image|img|imagen|photo|foto|picture|placeholder|alt|alt text|image description|descripci[oó]n( de la imagen)?|untitled|sin t[ií]tulo)\s*\d*$/i
/** The hidden fields that carry a form service's key. */
const keyField = /^(?:access_?key|api_?key|apikey|form_?id|key|token)$/i
/** A number a script is set to call or write to: `whatsappNumber: "1234567890"`, `const telefono = '+503 0000 0000'`. */
const numberSetting =
  /\b\w*(?:whatsapp|phone|tel[eé]fono|celular|numero|number)\w*["']?\s*[:=]\s*["'`](\+?[\d\s().-]{7,})["'`]/gi

/** A leftover and where it is; `alt` when only an image's text alternative holds it, which few visitors see. */
type Found = { text: string; place: Place; alt?: true }

/** Visible elements with text of their own, but those a script translates (its language files hold what shows). */
function visibleTexts($: CheerioAPI): { element: Element; own: string }[] {
  const found: { element: Element; own: string }[] = []
  eachVisible($('head > title, body').toArray(), (node) => {
    if (!isTag(node) || translatedText($, node)) return
    // Each element between its words (a `<br>`, a `<b>`) parts them as a space would.
    const own = node.children.map((child) => (child.type === 'text' ? child.data : ' ')).join('')
    if (own.trim() !== '') found.push({ element: node, own })
  })
  return found
}

/** An e-mail address quoted without its domain's dots, so the report can name it without making a link. */
const unlinked = (text: string) => text.replace(/@([\w-]+)\.[\w.]+/g, '@$1…')

/**
 * Whether the setting a placeholder key is given to (`GOOGLE_API_KEY: 'TU_API_KEY_AQUI'`) is given
 * another value elsewhere in the code (`GOOGLE_API_KEY: ''` where the live settings are loaded): the
 * placeholder is then a default the real configuration replaces, not a key left unfilled.
 */
function setElsewhere(code: string, at: number): boolean {
  const setting = /([A-Za-z_$][\w$]*)["']?\s*[:=]\s*$/.exec(code.slice(Math.max(0, at - 80), at))?.[1]
  if (!setting) return false
  const assignments = new RegExp(`(?<![\\w$])${escapeRegExp(setting)}["']?\\s*[:=]\\s*([^,;\\n}]*)`, 'g')
  return [...code.matchAll(assignments)].some(([, value]) => !exampleKey.test(value!))
}

/**
 * Whether the placeholder at this place is what the code compares a setting with
 * (`apiKey !== "TU_API_KEY_AQUI"`): a check that the key was set, not a key left unset.
 */
const compared = (code: string, at: number, length: number) =>
  /[!=]==?\s*$/.test(code.slice(Math.max(0, at - 8), at)) ||
  /^\s*[!=]==?/.test(code.slice(at + length, at + length + 8))

/** The placeholders a script's code holds: API keys and form services' ids never filled in, the numbers it is set to call, and the phones and mailboxes its links would open. */
function scriptLeftovers(code: string): string[] {
  const keys = [...code.matchAll(new RegExp(exampleKey.source, 'g'))]
    .filter((match) => !setElsewhere(code, match.index) && !compared(code, match.index, match[0].length))
    .map((match) => (match[1] ?? match[2])!)
  const numbers = (code.match(/\btel:\+?[\d\s().-]*\d|wa\.me\/\+?\d+|[?&]phone=\+?\d+/gi) ?? []).flatMap((link) => {
    const number = dialled(link)
    return number && placeholderLink(number) ? [number.digits] : []
  })
  const settings = [...code.matchAll(numberSetting)].flatMap((match) => {
    // Eleven digits or more carry their country code, with a `+` or without (`"598000000000"` for wa.me).
    const digits = match[1]!.replace(/\D/g, '')
    const number = { digits, international: match[1]!.trim().startsWith('+') || digits.length >= 11 }
    return placeholderLink(number) ? [number.digits] : []
  })
  const services = [...code.matchAll(formServiceIds)].map((match) => match[1]!).filter(placeholderSetting)
  const mailboxes = (code.match(/mailto:[\w.+-]+@[\w.-]+/gi) ?? [])
    .map((link) => link.slice('mailto:'.length))
    .filter((address) => exampleEmail.test(address))
    .map(unlinked)
  return [...new Set([...keys, ...numbers, ...settings, ...services, ...mailboxes])]
}

/**
 * A heading a template numbers until someone writes it: «Característica Destacada 1», «Noticia 2»,
 * "Feature 3". Steps, plans and options are numbered on purpose and are not among them.
 */
const numberedHeading =
  /^(?:caracter[ií]stica|noticia|servicio|producto|t[ií]tulo|art[ií]culo|elemento|secci[oó]n|proyecto|tarjeta|feature|service|product|title|heading|news|project|card|item|post)(?: destacad[oa]| featured)? ?(\d{1,2})$/i

/** Headings a template numbered, when the page holds two or more of them with different numbers. */
function numberedHeadings($: CheerioAPI): Element[] {
  const numbered = $('h1, h2, h3, h4, h5, h6')
    .get()
    .flatMap((heading) => {
      const number = numberedHeading.exec($(heading).text().replace(/\s+/g, ' ').trim())?.[1]
      return number ? [{ heading, number }] : []
    })
  return new Set(numbered.map(({ number }) => number)).size >= 2 ? numbered.map(({ heading }) => heading) : []
}

/**
 * The numbered names a script draws onto the page, quoted in its data (`nome: "Producto 1"`,
 * «Producto 2»… over the same photo), when two or more carry different numbers; a space before the
 * number, as words are written, never an element's id (`"card1"`).
 */
function numberedItemsIn(code: string): string[] {
  const quoted = new RegExp(`["'\`](${numberedHeading.source.slice(1, -1).replace(' ?(', ' (')})["'\`]`, 'gi')
  const items = [...code.matchAll(quoted)].map((match) => ({ name: match[1]!, number: match[2]! }))
  return new Set(items.map(({ number }) => number)).size >= 2 ? [...new Set(items.map(({ name }) => name))] : []
}

/** Everything a template left on one page: filler text, its name and maker, example contacts, empty alts, numbered headings, form settings, scripts' placeholders. */
function leftovers($: CheerioAPI): Found[] {
  const found: Found[] = []
  for (const heading of numberedHeadings($)) found.push({ text: textOf($, heading), place: placeOf($, heading) })
  const patterns = [fillerText, templateName, templateMaker, exampleEmail]
  // «Your Address» over the fields a visitor fills in asks for theirs: it is no leftover there.
  const asksForIt = (element: Element) =>
    $(element).closest('form, label, fieldset').length > 0 ||
    $(element).parent().find('input, textarea, select').length > 0
  for (const { element, own } of visibleTexts($)) {
    if (
      patterns.some((pattern) => pattern.test(own)) ||
      placeholderPhones(own) ||
      countedUpDigits(own) ||
      ((exampleAddress.test(own) || exampleName.test(own)) && !asksForIt(element))
    ) {
      found.push({ text: unlinked(textOf($, element)), place: placeOf($, element) })
    }
  }
  $('[href], [src], [onclick]').each((_, element) => {
    const target = ['href', 'src', 'onclick'].map((name) => $(element).attr(name) ?? '').join(' ')
    const file = exampleFile.exec(target)?.[0]
    if (file) found.push({ text: file, place: placeOf($, element) })
  })
  $('a[href^="mailto:" i]').each((_, element) => {
    const address = ($(element).attr('href') ?? '').slice('mailto:'.length)
    if (exampleEmail.test(address)) found.push({ text: unlinked(address), place: placeOf($, element) })
  })
  $('a[href]').each((_, element) => {
    const number = dialled($(element).attr('href') ?? '')
    if (number && placeholderLink(number)) found.push({ text: number.digits, place: placeOf($, element) })
  })
  $('img[alt]').each((_, element) => {
    const alt = ($(element).attr('alt') ?? '').trim()
    // An alt that says nothing, or the template's own words for its picture («Your Logo»).
    if (emptyAlt.test(alt) || templateName.test(alt)) {
      found.push({
        text: `alt="${alt}" (${fileName($(element).attr('src') ?? '')})`,
        place: placeOf($, element),
        alt: true,
      })
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
    const serviceId = formServiceId.exec(settings[0]!)?.[1]
    const keys = $(form)
      .find('input[type="hidden"]')
      .filter((__, input) => keyField.test($(input).attr('name') ?? ''))
      .map((__, input) => $(input).attr('value') ?? '')
      .get()
    const token =
      settings.map((setting) => formToken.exec(setting)?.[0]).find(Boolean) ??
      [serviceId ?? '', ...keys].find((value) => value && placeholderSetting(value))
    // The setting's own name (`YOUR_FORM_ID`), without the service's address.
    if (token) found.push({ text: unlinked(token.split('/').pop()!), place: 'form' })
  })
  $('script, iframe').each((_, element) => {
    // A placeholder in a comment («TODO: fetch('https://formspree.io/f/XXXXXXXX')») is no setting.
    const code = `${$(element).attr('src') ?? ''}\n${element.name === 'script' ? withoutComments($(element).text()) : ''}`
    for (const leftover of scriptLeftovers(code)) found.push({ text: leftover, place: 'script' })
  })
  return found
}

/**
 * What a template left in place: lorem ipsum, "Your Company", a template maker's credit, example
 * phones, addresses, e-mails and names, alts like `alt="Image"`, a form service still set to
 * `YOUR_FORM_ID`, an API key never filled in (in the pages or the site's own scripts).
 * A visitor who sees them stops trusting the business; a form, a chat or a calendar whose key or
 * setting is still the template's (`shown: 'no'` when nothing else is left) answers nobody.
 * Leftovers only in alts, which screen readers and Google read but few visitors see, are a warning.
 */
export function templateContent(pages: CheerioAPI[], scripts: PageScript[] = []): Verdict {
  const inScripts = scripts.flatMap(({ name, code }) => [
    ...scriptLeftovers(withoutComments(code)).map((leftover): Found => ({
      text: `${leftover} (${name})`,
      place: 'script',
    })),
    // What the script draws, the visitor sees.
    ...numberedItemsIn(code).map((item): Found => ({ text: `${item} (${name})`, place: 'page' })),
  ])
  // What a visitor sees is named first, before the alts only Google and screen readers read.
  const found = [
    ...new Map(
      [...pages.flatMap(leftovers), ...inScripts].map((item) => [`${item.text} ${item.place}`, item]),
    ).values(),
  ].sort((a, b) => Number(a.alt === true) - Number(b.alt === true))
  const seen = found.some((item) => !item.alt)
  // A key or a form setting in the code shows nothing: what hangs on it cannot work. Alts alone are
  // read by Google and screen readers, not seen (`shown: 'alt'`).
  const shown = found.some((item) => item.place !== 'script' && item.place !== 'form')
  return verdict('templateContent', seen ? 'fail' : found.length ? 'warn' : 'pass', seen ? 'high' : 'medium', {
    count: found.length,
    shown: seen ? (shown ? 'yes' : 'no') : 'alt',
    ...placedExamples(found),
  })
}

/** An `<address>` a visitor could find the business at: not one a template left behind. */
export const realAddress = ($: CheerioAPI, element: Element) => !exampleAddress.test(textOf($, element))
