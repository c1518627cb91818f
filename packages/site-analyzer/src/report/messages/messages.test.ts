import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, it } from 'vitest'
import type { Language } from 'shared/languages'
import { markets } from '../../model'
import type { Catalogue, Message } from './catalogue'
import { reportCopy, type MessageValues } from './format'

const languages: Language[] = ['es', 'en']

/** Every message of a catalogue by its path: `checks.imageSizes.problem`, `kinds.clinic.cta`… */
function flatten(node: Catalogue | Record<string, unknown>, path = ''): Map<string, Message> {
  const found = new Map<string, Message>()
  for (const [key, value] of Object.entries(node)) {
    const at = path ? `${path}.${key}` : key
    if (typeof value === 'string') found.set(at, value)
    else for (const entry of flatten(value as Record<string, unknown>, at)) found.set(...entry)
  }
  return found
}

const catalogue = (language: Language) => flatten(reportCopy(language).messages)

type Element = { type: number; value?: string; options?: Record<string, { value: Element[] }> }
type Variable = { name: string; kind: 'plain' | 'plural' | 'select'; keys: string[] }

/** The values a message names, with how it uses each (the AST's types: 5 select, 6 plural). */
function variablesOf(message: Message): Map<string, Variable> {
  const found = new Map<string, Variable>()
  const walk = (elements: Element[]) => {
    for (const element of elements) {
      if (element.value === undefined || element.type === 0) continue
      const kind = element.type === 6 ? 'plural' : element.type === 5 ? 'select' : 'plain'
      const known = found.get(element.value)
      const keys = Object.keys(element.options ?? {})
      found.set(element.value, {
        name: element.value,
        kind: known?.kind === 'plain' || !known ? kind : known.kind,
        keys: [...new Set([...(known?.keys ?? []), ...keys])],
      })
      for (const option of Object.values(element.options ?? {})) walk(option.value)
    }
  }
  walk(new IntlMessageFormat(message, 'es', undefined, { ignoreTag: true }).getAst() as Element[])
  return found
}

/** A value for every name a message may use that is neither a count nor a kind's phrase. */
const samples: MessageValues = {
  ms: 1850,
  pixels: 240,
  kib: 3400,
  megabytes: 768,
  passSeconds: 50,
  city: 'Valencia',
  performance: 42,
  lcp: 5.2,
  fcp: 1.7,
  speedIndex: 4,
  tbt: 350,
  cls: 0.05,
  value: '850',
  status: 404,
  text: 'Panadería La Espiga',
  examples: 'hero.jpg, logo.png',
  main: 'portada.jpg',
  mainIsLazy: 0,
  place: 'en el pie de página',
  placed: '«Lorem ipsum» en el título principal, «Your Company» en el pie de página',
  href: './',
  refresh: 0,
  page: 'es',
  state: 'dead',
  reason: 'nothing',
  where: 'page',
  garbled: 'no',
  withPage: 'no',
  written: 'none',
  onWhatsapp: 'no',
  videos: 'yes',
  social: 'no',
  privacy: 'no',
  guarantee: 'yes',
  type: 'Locksmith',
  shownNumber: '(601) 412 3456',
  photos: 'most',
  broken: 'yes',
  placeholder: 'yes',
  hidden: 'no',
  localKind: 'whatsapp',
  trade: 'Óptica',
  lists: 0,
  unplussed: 0,
  unplussedExamples: 'tel:593997129263',
  before: 'no',
  shareImage: 'found',
  shown: 'yes',
  lang: 'en',
  how: 'alert',
  askWhatsapp: 0,
  askPhone: 0,
  askAction: 0,
  askForm: 0,
  askBooking: 0,
  askChat: 0,
  phone: 'unavailable',
  address: 0,
  named: 0,
  market: 'latam',
  local: 1,
  localExamples: 'wa.me/71234567',
  dial: '503',
  moved: 'yes',
  why: 'styles',
  lost: 'no',
  example: 'no',
  dead: 'Agenda una cita',
  coming: 'yes',
  sells: 'menu',
}
/** Names that count something: each takes the count under test. */
const counts = new Set([
  'count',
  'total',
  'scripts',
  'styles',
  'foreign',
  'length',
  'elsewhere',
  'cpuSeconds',
  'words',
  'frames',
  'images',
  'shared',
])

/** Every way a message can read with `count` things: each select's every branch, in turn. */
function valuesFor(variables: Map<string, Variable>, count: number, kind: MessageValues): MessageValues[] {
  const selects = [...variables.values()].filter((variable) => variable.kind === 'select')
  const branches = Math.max(1, ...selects.map((variable) => variable.keys.length))
  return Array.from({ length: branches }, (_, branch) => {
    const values: MessageValues = {}
    for (const { name, kind: use, keys } of variables.values()) {
      const key = use === 'select' ? keys[branch % keys.length] : undefined
      if (key !== undefined && key !== 'other') values[name] = key
      else if (counts.has(name)) values[name] = count
      else if (name in kind) values[name] = kind[name]!
      else if (name in samples) values[name] = samples[name]!
      else throw new Error(`no sample value for {${name}}: add one to the test's samples`)
    }
    return values
  })
}

describe('the report catalogues', () => {
  it('have the same messages in both languages, each naming the same values', () => {
    const es = catalogue('es')
    const en = catalogue('en')
    expect([...en.keys()]).toEqual([...es.keys()])
    for (const [path, message] of es) {
      const names = (text: Message) => [...variablesOf(text).keys()].sort()
      expect(names(en.get(path)!), path).toEqual(names(message))
    }
  })

  it('print a message without values exactly as written', () => {
    for (const language of languages) {
      const { format } = reportCopy(language)
      for (const [path, message] of catalogue(language)) {
        if (variablesOf(message).size === 0) expect(format(message), path).toBe(message)
      }
    }
  })

  it.each(languages)(
    'read cleanly in %s for 0, 1, 2 and 5 of everything, for every kind of business in every market',
    (language) => {
      const copy = reportCopy(language)
      const messages = catalogue(language)
      for (const [kindMessages, market] of Object.values(copy.messages.kinds).flatMap((kindMessages) =>
        markets.map((market) => [kindMessages, market] as const),
      )) {
        const city = copy.messages.exampleCity
        const kind = Object.fromEntries(
          Object.entries(kindMessages).map(([key, text]) => [key, copy.format(text, { city, market })]),
        )
        for (const [path, message] of messages) {
          const variables = variablesOf(message)
          for (const count of [0, 1, 2, 5]) {
            for (const values of valuesFor(variables, count, kind)) {
              const text = copy.format(message, values)
              const where = `${path} with ${JSON.stringify(values)}: ${text}`
              expect(text, where).not.toMatch(/undefined|NaN|[{}#]/)
              expect(text.trim(), where).not.toBe('')
              // "1 imágenes", "1 files": a plural noun after one.
              if (count === 1) expect(text, where).not.toMatch(/(?<![\d.,])1 \p{L}+s\b/u)
            }
          }
        }
      }
    },
  )
})

/** Key sentences as a visitor reads them, with one thing and with several. */
const sentences: [Language, (copy: Catalogue) => Message, MessageValues, string][] = [
  [
    'es',
    (copy) => copy.checks.lang.problem,
    { lang: 'en', written: 'es' },
    'La etiqueta <html> declara lang="en", pero tu página está escrita en español: Google puede mostrarla a quien busca en otro idioma y los lectores de pantalla la leen con otra pronunciación.',
  ],
  [
    'es',
    (copy) => copy.checks.compression.problem,
    { withPage: 'yes', count: 2, examples: 'app.js, styles.css' },
    'La página y 2 archivos de texto más se envían sin comprimir (app.js, styles.css).',
  ],
  [
    'es',
    (copy) => copy.checks.compression.problem,
    { withPage: 'yes', count: 0, examples: 'none' },
    'La página se envía sin comprimir.',
  ],
  [
    'en',
    (copy) => copy.checks.compression.problem,
    { withPage: 'no', count: 1, examples: 'app.js' },
    '1 text file is sent uncompressed (app.js).',
  ],
  [
    'es',
    (copy) => copy.checks.renderBlocking.problem,
    { scripts: 1, styles: 0, foreign: 0 },
    'En el <head> hay 1 script sin async/defer que retrasa que se vea la página.',
  ],
  [
    'es',
    (copy) => copy.checks.renderBlocking.problem,
    { scripts: 2, styles: 3, foreign: 0 },
    'En el <head> hay 2 scripts sin async/defer y 3 hojas de estilo que retrasan que se vea la página.',
  ],
  [
    'en',
    (copy) => copy.checks.renderBlocking.problem,
    { scripts: 1, styles: 2, foreign: 0 },
    'The <head> holds 1 script without async/defer that holds back the moment your page appears.',
  ],
  [
    'es',
    (copy) => copy.checks.imageDimensions.problem,
    { count: 1, total: 1, moved: 'yes' },
    '1 imagen no declara su ancho y alto (width y height; tu página tiene 1 imagen): el contenido saltó mientras cargaba.',
  ],
  [
    'es',
    (copy) => copy.checks.imageDimensions.problem,
    { count: 3, total: 4, moved: 'no' },
    '3 imágenes no declaran su ancho y alto (width y height; tu página tiene 4 imágenes): si tu hoja de estilos no les da un tamaño, el contenido salta mientras cargan.',
  ],
  [
    'en',
    (copy) => copy.checks.imageDimensions.problem,
    { count: 1, total: 1, moved: 'no' },
    '1 image declares no width and height (your page has 1 image): unless your stylesheet gives it a size, content jumps while it loads.',
  ],
  [
    'es',
    (copy) => copy.checks.contrast.problem,
    { count: 1, examples: 'none' },
    '1 texto tiene poco contraste con su fondo; al sol, en un teléfono, cuesta leerlo.',
  ],
  [
    'en',
    (copy) => copy.checks.contrast.problem,
    { count: 1, examples: 'none' },
    '1 text has too little contrast with its background; on a phone in the sun it is hard to read.',
  ],
  [
    'es',
    (copy) => copy.checks.imageSizes.problem,
    { count: 1, examples: 'portada.jpg (900 KB)' },
    '1 imagen pesa más de 200 KB: portada.jpg (900 KB).',
  ],
  [
    'es',
    (copy) => copy.checks.deadLinks.problem,
    { count: 1, examples: '/servicios' },
    '1 enlace de tu sitio lleva a una página que no existe (/servicios).',
  ],
  [
    'es',
    (copy) => copy.checks.placeholderLinks.problem,
    { count: 2, examples: 'none', placed: 'none' },
    '2 enlaces invitan a tocarlos pero no llevan a ningún lado o vuelven a la misma página; quien toca uno se rinde.',
  ],
  [
    'es',
    (copy) => copy.checks.placeholderLinks.problem,
    { count: 2, examples: 'Sabores, Reservar', placed: '«Sabores» en el pie de página, «Reservar» en el menú' },
    '2 enlaces invitan a tocarlos pero no llevan a ningún lado o vuelven a la misma página: «Sabores» en el pie de página, «Reservar» en el menú; quien toca uno se rinde.',
  ],
  [
    'en',
    (copy) => copy.checks.placeholderLinks.problem,
    { count: 1, examples: 'Facebook', placed: 'none' },
    '1 link invites a tap but leads nowhere or back to the same page (Facebook); whoever taps it gives up.',
  ],
  [
    'es',
    (copy) => copy.checks.hotlinkedImages.fix,
    { count: 1 },
    'Descarga esa imagen (con permiso de su autor), optimízala y súbela a tu propio sitio.',
  ],
  [
    'es',
    (copy) => copy.checks.mismatchedContacts.problem,
    {
      count: 0,
      local: 1,
      localExamples: 'tel:+3118099840',
      dial: '57',
      localKind: 'phone',
      examples: 'none',
      unplussed: 0,
    },
    'Tu enlace de llamada lleva el número sin el código de tu país (+57), que va tras el + (tel:+3118099840): quien te escribe o te llama creyendo que te contacta le llega a otro, o a nadie.',
  ],
  [
    'es',
    (copy) => copy.checks.mismatchedContacts.problem,
    { count: 0, local: 0, examples: 'none', unplussed: 1, unplussedExamples: 'tel:593997129263', before: 'no' },
    'Tu enlace de llamada lleva el código de tu país sin el + delante (tel:593997129263), así que el teléfono lo marca como un número local: quien te escribe o te llama creyendo que te contacta le llega a otro, o a nadie.',
  ],
  [
    'en',
    (copy) => copy.checks.mismatchedContacts.problem,
    {
      count: 1,
      local: 0,
      examples: '2222 3333 → 50377778888',
      unplussed: 2,
      unplussedExamples: 'tel:593997129263, tel:593998887766',
      before: 'yes',
    },
    'A contact link shows one e-mail address or number and opens another (2222 3333 → 50377778888), and 2 call links carry your country code without the + before it (tel:593997129263, tel:593998887766), so the phone dials them as local numbers: whoever writes or calls believing they reach you reaches someone else, or no one.',
  ],
  [
    'es',
    (copy) => copy.checks.contrast.problem,
    { count: 15, examples: 'Precios desde $12,000, Ver catálogo' },
    '15 textos tienen poco contraste con su fondo, como Precios desde $12,000, Ver catálogo; al sol, en un teléfono, cuesta leerlos.',
  ],
  [
    'en',
    (copy) => copy.checks.tapTargets.problem,
    { count: 1, examples: 'none' },
    '1 button or link is too small or too close to another to tap with a finger.',
  ],
  [
    'es',
    (copy) => copy.checks.h1.problem,
    { count: 0, hidden: 'yes' },
    'Tu encabezado H1 está oculto en el teléfono: tu página lo esconde, y quien te visita no lo ve.',
  ],
  [
    'es',
    (copy) => copy.checks.openGraph.problem,
    { count: 3, shareImage: 'missing' },
    'La imagen que tu página da para su vista previa (og:image) no existe en tu sitio: al compartir en WhatsApp o Facebook el enlace sale sin foto.',
  ],
  [
    'es',
    (copy) => copy.checks.openGraph.problem,
    { count: 3, shareImage: 'svg' },
    'La imagen que tu página da para su vista previa (og:image) es un SVG, que WhatsApp y Facebook no muestran: al compartir, el enlace sale sin foto.',
  ],
  [
    'en',
    (copy) => copy.checks.openGraph.problem,
    { count: 1, shareImage: 'found' },
    'Only 1 of the 3 Open Graph tags is there (og:title, og:description, og:image): shared on WhatsApp or Facebook, the preview is incomplete.',
  ],
  [
    'es',
    (copy) => copy.checks.pageWeight.fix,
    { videos: 'no', photos: 'some' },
    'Comprime y redimensiona las imágenes y elimina scripts y plugins que no uses.',
  ],
  [
    'es',
    (copy) => copy.checks.pageWeight.fix,
    { videos: 'no', photos: 'most' },
    'Casi todo ese peso son tus fotos: comprímelas y redimensiónalas al tamaño en que se ven.',
  ],
  [
    'en',
    (copy) => copy.checks.pageWeight.fix,
    { videos: 'yes', photos: 'some' },
    'Compress and resize images, remove unused scripts and plugins, and load videos only on click.',
  ],
  [
    'es',
    (copy) => copy.checks.pageWeight.problem,
    { kib: 6506 },
    'Tu página pesa unos 6506 KB; por encima de 2600 KB carga lento en datos móviles.',
  ],
  [
    'en',
    (copy) => copy.checks.redirects.problem,
    { count: 1, refresh: 0 },
    'There is 1 redirect before your page shows, and it adds waiting time.',
  ],
  [
    'es',
    (copy) => copy.checks.redirects.problem,
    { count: 1, refresh: 1 },
    'Antes de mostrar tu página hay 1 redirección, hecha por la propia página (meta refresh), que muestra primero una página vacía y que Google no siempre sigue; suma tiempo de espera.',
  ],
  [
    'es',
    (copy) => copy.checks.renderBlocking.fix,
    { scripts: 0, styles: 3, foreign: 4 },
    'Une tus hojas de estilo en una. Sirve desde tu propio sitio lo que hoy pides a otro (las fuentes, con font-display: swap) y carga después lo que no es esencial.',
  ],
  [
    'en',
    (copy) => copy.checks.renderBlocking.fix,
    { scripts: 1, styles: 0, foreign: 0 },
    'Add "defer" to that script and to the scripts that use what it defines, and move any code written in the page that calls it into a deferred file: deferred scripts run in order, once the page is read. Load what is not essential later.',
  ],
  [
    'es',
    (copy) => copy.checks.renderBlocking.problem,
    { scripts: 0, styles: 1, foreign: 1, examples: 'Google Fonts' },
    'En el <head> hay 1 hoja de estilo de otro sitio (Google Fonts), que retrasa que se vea la página; la de otro sitio, además, espera a que se abra una conexión más.',
  ],
  [
    'es',
    (copy) => copy.checks.renderBlocking.problem,
    { scripts: 0, styles: 0, foreign: 5, examples: 'bootstrap-icons.css, Google Fonts' },
    'En el <head> hay 5 hojas de estilo de otro sitio (bootstrap-icons.css, Google Fonts), que retrasan que se vea la página; las de otro sitio, además, esperan a que se abra una conexión más con cada uno.',
  ],
  [
    'en',
    (copy) => copy.checks.canonical.problem,
    { href: './', example: 'no' },
    'The canonical link is relative ("./"): Google needs the full address and may ignore it or take another page for the official one.',
  ],
  [
    'es',
    (copy) => copy.checks.canonical.problem,
    { href: 'https://tu-usuario.github.io/tu-repositorio/', example: 'canonical' },
    'Tu enlace canónico apunta a la dirección de ejemplo que dejó la plantilla, no a la de tu sitio: Google puede tomar esa otra página por la oficial.',
  ],
  [
    'es',
    (copy) => copy.checks.thinHome.problem,
    { coming: 'no', words: 1, frames: 0, images: 1 },
    'Tu página de inicio tiene apenas 1 palabra y 1 imagen: Google no sabe qué ofreces y quien llega no sabe si está en el lugar correcto.',
  ],
  [
    'es',
    (copy) => copy.checks.thinHome.problem,
    { coming: 'yes', words: 40, frames: 0, images: 0 },
    'Tu página de inicio solo anuncia que el sitio está en construcción: quien llega no ve qué ofreces ni cómo comprarte, y Google no tiene nada que mostrar.',
  ],
  [
    'en',
    (copy) => copy.checks.mixedLanguage.problem,
    { page: 'es', count: 1, placed: '"Our menu" in a subheading' },
    'Your page is in Spanish, but 1 block of text is in English: "Our menu" in a subheading. Your customers get confused and Google cannot tell which language to show you in.',
  ],
  [
    'es',
    (copy) => copy.phone.why.cpu,
    { cpuSeconds: 1 },
    'Detuvimos la medición porque tu página mantuvo ocupado el procesador de nuestro teléfono simulado más de 1 segundo (programas que no terminan, o animaciones que nunca se detienen): en un teléfono real, una página así puede ir lenta y gastar batería.',
  ],
  // Drop-down lists are spoken of only when the page has a nameless one.
  [
    'es',
    (copy) => copy.checks.accessibleNames.fix,
    { lists: 0 },
    'Dale a cada ícono un texto que lo nombre: un texto visible a su lado, o un aria-label en el enlace o el botón que diga a dónde lleva o qué hace (por ejemplo, aria-label="Abrir el menú").',
  ],
  [
    'en',
    (copy) => copy.checks.accessibleNames.fix,
    { lists: 2 },
    'Give each icon a text that names it: visible text beside it, or an aria-label on the link or button that says where it leads or what it does (for example, aria-label="Open the menu"); and give each drop-down list its label.',
  ],
  // A description that is there is not told to be added.
  [
    'es',
    (copy) => copy.checks.description.fix,
    { length: 161 },
    'Ajusta tu meta descripción a entre 50 y 160 caracteres, y que diga qué ofreces y por qué elegirte.',
  ],
  [
    'en',
    (copy) => copy.checks.description.fix,
    { length: 0 },
    'Add a <meta name="description"> of 50–160 characters saying what you offer and why to choose you.',
  ],
  // Thousands are not grouped in Spanish: «5,069 KB» reads as five kilobytes where the comma is the decimal mark.
  [
    'es',
    (copy) => copy.checks.pageWeight.problem,
    { kib: 5069 },
    'Tu página pesa unos 5069 KB; por encima de 2600 KB carga lento en datos móviles.',
  ],
  [
    'es',
    (copy) => copy.checks.ttfb.problem,
    { ms: 1250 },
    'Tu servidor tardó 1250 ms en empezar a responder; lo recomendado es menos de 600 ms.',
  ],
  [
    'en',
    (copy) => copy.checks.pageWeight.problem,
    { kib: 5069 },
    'Your page weighs about 5,069 KB; above 2,600 KB it loads slowly on mobile data.',
  ],
]

describe('key sentences', () => {
  it.each(sentences)('in %s read as written', (language, message, values, expected) => {
    const copy = reportCopy(language)
    expect(copy.format(message(copy.messages), values)).toBe(expected)
  })
})
