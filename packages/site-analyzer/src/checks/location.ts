import type { CheerioAPI } from 'cheerio'
import type { Element } from 'domhandler'
import type { BusinessKind, Verdict } from '../model'
import type { PageLink } from './links'
import { latamCountries } from './market'
import { tradeOf } from './schema-types'
import { exampleAddress, realAddress } from './placeholders'
import { addressEnd, escapeRegExp, hrefs, pageText, plain, textOf, verdict } from './util'
import type { SiteView } from './site-view'

export const mapLinks = /(google\.[a-z.]+\/maps|maps\.google|goo\.gl\/maps|maps\.app\.goo\.gl|waze\.com)/

/**
 * A street and its number as a page writes it («📍 C/ Mayor, 12», «Av. Bolívar 340», «Jr. Tello 503»,
 * «Carrera 7 # 45», «221 Baker Street»), or an American city and state («Los Angeles, CA»).
 */
const streetAddress =
  /(?:^|[\s📍(])(?:c\/|calle|carrer|avda?\.|avenida|av\.|paseo|pasaje|pje\.|psje\.|plaza|pza\.|carretera|camino|boulevard|blvd\.|colonia|col\.|jr\b\.?|jir[oó]n|carrera|cra\.|diagonal|transversal|urb\.|urbanizaci[oó]n)\s*[^\d\n,]{2,40},?\s*(?:n[º°o]\.?\s*)?\d{1,5}\b|\b(?:calle|carrera|cra\.?|cl\.|diagonal|transversal|avenida)\s*\d{1,3}\s*[a-z]?\s*(?:#|n[º°o]\.?)\s*\d{1,3}|\b\d{1,5}\s+[A-Z][\w ]{1,30}\s(?:street|st\.|road|rd\.|avenue|ave\.)/iu
/**
 * A place as Central America writes it, often without a number: a boulevard, a neighbourhood, a
 * kilometre of a road, a shopping centre's unit, blocks or a landmark from somewhere («Bulevar Los
 * Próceres», «Barrio El Centro», «Km 12.5 carretera al Puerto», «Plaza Mundo, local 14», «2 cuadras al
 * sur del parque», «frente a la iglesia El Calvario»), a corner or a postal code.
 */
const landmarkAddress = new RegExp(
  [
    String.raw`(?:^|\s)(?:[Bb]ulevar|[Bb]lvr?\.?|[Bb]arrio|[Bb]o\.|[Rr]esidencial|[Rr]eparto)\s+\p{Lu}`,
    String.raw`\b(?:[Kk]m|[Kk]il[oó]metro)\.?\s*\d`,
    String.raw`,\s*[Ll]ocal\s*(?:#|n[º°o]\.?)?\s*\d{1,4}\b`,
    String.raw`\b\d+\s*(?:cuadras?|varas|metros)\s+al\s+(?:norte|sur|este|oeste|oriente|poniente|lago)`,
    String.raw`\b(?:[Ff]rente|[Cc]ontiguo|[Cc]ostado \p{L}+|[Dd]etr[aá]s)\s+(?:a|al|de|del)\s+(?:la\s+|el\s+)?(?:parque|iglesia|catedral|alcald[ií]a|mercado|hospital|escuela|gasolinera|banco|supermercado|centro comercial|plaza|estadio|universidad|colegio)\b`,
    // A corner of two named streets: «General Belgrano esquina General Paz».
    String.raw`\p{Lu}[\p{L}.]+\s+(?:[Ee]squina|[Ee]sq\.)\s+(?:con\s+)?\p{Lu}`,
    // A postal code: Argentina's before its town, «Y4600ABZ San Salvador de Jujuy», «C.P. 06700», «Código Postal 1425».
    String.raw`\b[A-HJ-NP-Z]\d{4}[A-Z]{3}\s+\p{Lu}\p{Ll}|\b(?:C\.\s?P\.|CP|[Cc][oó]digo [Pp]ostal)\s*:?\s*\d{4,5}\b`,
  ].join('|'),
  'u',
)
/**
 * A whole line that is a street, its number and the town, as the Southern Cone writes it without
 * «calle»: «Monroe 1555, Núñez», «Calixto Mamaní 105, Cafayate, Salta, Argentina», a postal code
 * last («Vasconcellos 167, Colonia Del Sacramento, Colonia, Uruguay 70000.»).
 */
const streetNumberTown =
  /^\p{Lu}[\p{L}.'’]+(?: (?:de |del |la )?\p{Lu}[\p{L}.'’]*){0,3} (?!(?:19|20)\d\d\b)\d{2,5}(?:,\s*\p{Lu}[\p{L}.'’]*(?: (?:de |del )?\p{Lu}[\p{L}.'’]*){0,3})+(?: \d{4,6})?\.?$/u
const cityAndState =
  /\b\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)*,\s*(?:AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC)\b/u

/** A label or a map pin, or both («📍 Ubicación:»), that says the words after it are where the business is. */
const placeWords =
  /(?:[Ll]ocation|LOCATION|[Aa]ddress|ADDRESS|[Uu]bicaci[oó]n|UBICACI[OÓ]N|[Dd]irecci[oó]n|DIRECCI[OÓ]N|[Dd][oó]nde estamos|[Ff]ind us|[Vv]is[ií]tanos)\s*:?/
const placeLabel = new RegExp(String.raw`^\s*(?:📍\s*(?:${placeWords.source})?|${placeWords.source})\s*`, 'u')
const mapPins = '[class*="map-marker"], [class*="geo-alt"], [class*="location-dot"], [class*="map-pin"]'
/** A heading that says the text under it is where the business is: «<h5>Ubicación</h5><p>Av. Naciones Unidas, Zapopan…». */
const placeHeading =
  /^\s*(?:📍\s*)?(?:ubicaci[oó]n|direcci[oó]n|d[oó]nde estamos|encu[eé]ntranos|vis[ií]tanos|location|address|find us)\s*:?\s*$/i
/** A place after a pin or a label: a number in it, or names parted by commas («Karad, Maharashtra»). */
const pinnedPlace = /^\p{Lu}[\p{L}\p{N}.'’ -]{1,60}(?:,\s*\p{Lu}[\p{L}.'’ -]{1,40})+|^[^\n]{0,40}\d/u

/** Whether an element's words say where the business is: a street, a city and state, or a pinned place. */
function placeIn($: CheerioAPI, element: Element): boolean {
  const text = textOf($, element)
  if (text.length >= 200 || exampleAddress.test(text)) return false
  if (streetAddress.test(text) || landmarkAddress.test(text) || cityAndState.test(text)) return true
  if (streetNumberTown.test(text)) return true
  const label = placeLabel.exec(text)
  const headed = placeHeading.test($(element).prev('h1, h2, h3, h4, h5, h6, strong, b, dt').text())
  const pinned = label !== null || headed || $(element).find(mapPins).length > 0
  return pinned && pinnedPlace.test(text.slice(label?.[0].length ?? 0))
}

/** The addresses written in the page's text, outside an `<address>`, that are not a template's (a link with no address is text too). */
const writtenAddresses = ($: CheerioAPI): string[] =>
  $('body p, body li, body span, body div, body footer, body td, body figcaption, body a:not([href])')
    .filter((_, element) => $(element).children('p, div, li, ul, section').length === 0)
    .get()
    .filter((element) => placeIn($, element))
    .map((element) => $(element).text().trim())

const writtenAddress = ($: CheerioAPI) => writtenAddresses($).length > 0

/**
 * A town's name: up to four capitalised words, «de», «del», «la» between («General Cabrera», «San
 * Pedro de la Paz»); a first word of three letters only before another («San Salvador», never «Jal»).
 */
const townName = String.raw`(?:\p{Lu}\p{L}{3,}|\p{Lu}\p{L}{2}(?= ))(?: (?:de |del |la |las |los )?\p{Lu}[\p{L}]+){0,3}`
const wholeTown = new RegExp(String.raw`^${townName}$`, 'u')

/**
 * The towns an address names: each part between its commas that is only a name, before a note in
 * brackets («Frente a Plaza Magdalena, Cobán» is in Cobán; «General Cabrera, 20 de junio y Bv
 * Fangio, Córdoba» in General Cabrera, in Córdoba), and the one after «en» («Taller en Jesús María,
 * Córdoba. (Zona Centro)» is in Jesús María). A label before a colon is no part of the place
 * («Dirección: Xalapa, Veracruz» is in Xalapa), and a name a house number follows is a street
 * («Nos encontramos en Federico Lacroze 2332»).
 */
function townsOf(address: string): string[] {
  const bare = address.replace(/\s*\([^)]*\)\s*$/, '')
  const parts = bare
    .split(',')
    .map((part) =>
      part
        .replace(/^[^\p{L}]+/u, '')
        .replace(/^[\p{L} ]{1,20}:\s*/u, '')
        .trim()
        .replace(/\.$/, ''),
    )
    .filter((part) => wholeTown.test(part))
  // The longest name, then what follows it: a shorter one would take the street's first word.
  const after = new RegExp(String.raw`\ben (${townName})( ?(?:\d|N[°º]))?`, 'u').exec(bare)
  return after?.[1] && !after[2] ? [...parts, after[1]] : parts
}

const reviewWords = /rese[nñ]a|opini[oó]n|calific|review|rate us/i

/**
 * A map a page embeds that pins a place a visitor can go to: not one that only shows a city, as a
 * template's embed of «Ciudad de México» (its pin's name, `!2s…`, or its query, `q=…`, is a big
 * city and nothing more).
 */
function pinsPlace(source: string): boolean {
  if (!mapLinks.test(source)) return false
  const pin = /!2s([^!&]+)|[?&]q=([^&]+)/.exec(source)
  if (!pin) return true
  let name = (pin[1] ?? pin[2])!.replace(/\+/g, ' ')
  try {
    name = decodeURIComponent(name)
  } catch {
    // A broken escape is read as written.
  }
  return !cityAlone.test(name.trim())
}

/** Whether a visitor can find the business: a real address (written, in `<address>`, in structured data) or a map. */
export const showsAddress = (pages: CheerioAPI[], links: PageLink[], code: string) =>
  // A map link that asks for a review («Dejar una reseña en Google») shows no one the way.
  links.some((link) => mapLinks.test(link.href) && !reviewWords.test(link.label)) ||
  // A map a script opens or a frame shows (the page's code lists its frames' addresses too), read from
  // its map service's name on: a run of letters around it is never scanned twice.
  [...code.matchAll(new RegExp(mapLinks.source, 'g'))].some((match) =>
    pinsPlace(code.slice(match.index, match.index + 2000).split(addressEnd)[0]!),
  ) ||
  pages.some(
    ($) =>
      $('address').filter((_, element) => realAddress($, element)).length > 0 ||
      writtenAddress($) ||
      $('iframe[src]').filter((_, element) => pinsPlace($(element).attr('src') ?? '')).length > 0 ||
      // A structured address with a street: a town (`addressLocality`) or a country alone leads no one to the door.
      /"streetAddress"\s*:\s*"[^"]{3,}|"address"\s*:\s*"[^"]*\d/.test($('script[type="application/ld+json"]').text()) ||
      $('[itemtype$="PostalAddress"]').length > 0,
  )

/** Words that follow «en»/«in» without being a place: «en Línea», «in Style». */
const notPlaces =
  /^(?:L[ií]nea|Casa|Todo|Toda|Vivo|Directo|Oferta|Promoci[oó]n|Venta|Stock|Style|Stock|Touch|Business|Action)$/
/**
 * A place named after «en», «in», «near», «across», «serving» or «serves», an article between
 * («Pan artesanal en Santa Tecla», «en toda Bogotá», "Dentist in Brooklyn", "cleaning across Idaho",
 * "Afternoon Plumbing serves Westminster"), before «-based» ("Hayden-based"), or a country.
 */
const namedPlace =
  /(?:^|[\s,(|–-])(?:en|in|near|across|throughout|around|serving|serves|serve|atendemos|servimos)\s+(?:(?:todo|toda|el|la|los|las|the|all of)\s+)?([A-ZÁÉÍÓÚÑ][\p{L}.'’-]+)|\b([A-ZÁÉÍÓÚÑ][\p{L}.'’]+)-based\b/gu
/** A town and a US state's or Canadian province's code: "Westminster MD Plumber", "Austin, TX". */
const townAndState =
  /\b[A-Z][a-z]+,? (?:AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC|ON|BC|QC|AB)\b/
const countries = /\b(?:espa[ñn]a|spain|usa|united states|united kingdom|uk|canada|australia)\b/i
/** A place by what it is, however it is written: «en el barrio de belgrano», «Colonia Roma», «Ciudad de México». */
const placeKinds =
  /\b(?:barrio|colonia|municipio|provincia|departamento|distrito|localidad|comuna|fraccionamiento|urbanizaci[oó]n|ciudad de)\s+(?:de\s+)?(?:la\s+|el\s+|los\s+|las\s+)?\p{L}{3,}/iu
/** A US state by its name: "Commercial cleaning, Idaho". */
const usStates =
  /\b(?:Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming)\b/

/**
 * Cities a headline names without a preposition ("Adiestra Kaninos Sevilla"): Spain's and Latin
 * America's largest, and its capitals; names that are also a surname, a brand or a word (Santiago,
 * León, Mendoza, Trujillo, Pereira, Rosario, Santander, Palma) are left to the prepositions above.
 */
const bigCityNames =
  'Madrid|Barcelona|Valencia|Sevilla|Zaragoza|M[aá]laga|Murcia|Bilbao|Alicante|C[oó]rdoba|' +
  'Valladolid|Vigo|Gij[oó]n|Granada|Oviedo|Pamplona|Almer[ií]a|Logro[nñ]o|Badajoz|Huelva|Tarragona|' +
  'Girona|Lleida|C[aá]diz|Ja[eé]n|Castell[oó]n|Albacete|Marbella|San Sebasti[aá]n|Donostia|Vitoria|' +
  'A Coru[nñ]a|Guadalajara|Monterrey|Puebla|Tijuana|Quer[eé]taro|Canc[uú]n|Zapopan|Aguascalientes|' +
  'Hermosillo|Chihuahua|Saltillo|Culiac[aá]n|Mazatl[aá]n|Acapulco|Oaxaca|Veracruz|Morelia|Toluca|' +
  'Cuernavaca|Tampico|Villahermosa|Tuxtla Guti[eé]rrez|Playa del Carmen|Bogot[aá]|Medell[ií]n|Cali|' +
  'Barranquilla|Cartagena|Bucaramanga|Manizales|Buenos Aires|Mar del Plata|' +
  'La Plata|Tucum[aá]n|Neuqu[eé]n|Lima|Arequipa|Cusco|Quito|Guayaquil|Cuenca|Caracas|Maracaibo|' +
  'Barquisimeto|Montevideo|Asunci[oó]n|Valpara[ií]so|Vi[nñ]a del Mar|Antofagasta|' +
  'Santa Cruz de la Sierra|Cochabamba|Tegucigalpa|San Pedro Sula|Managua|San Salvador|Santa Tecla|' +
  'Ciudad de Guatemala|Ciudad de M[eé]xico|CDMX|Quetzaltenango|Santo Domingo|Punta Cana|Panam[aá]|La Habana|Miami|Houston|' +
  'Los Angeles|Chicago|Dallas|Austin|San Antonio'
const bigCities = new RegExp(`(?<![\\p{L}])(?:${bigCityNames})(?![\\p{L}])`, 'u')
/**
 * A town by the word its name starts with, a port, a villa, a bay, a beach or a valley: «Heladerías
 * Aloha-Puerto Madryn», «Masajes en Villa Devoto», «Bahía Blanca».
 */
const prefixedTown =
  /(?<!\p{L})(?:Puerto|Villa|Bah[ií]a|Playa|Valle|Mar del?) (?:de |del )?\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)?/u
/** A big city alone, or with its region and country after commas: «Ciudad de México», «Lima, Perú». */
const cityAlone = new RegExp(`^(?:${bigCityNames})(?:, ?[\\p{L} .]+)*$`, 'iu')

/** Whether the title, description or main heading says where the business is. */
const headlineOf = ($: CheerioAPI) =>
  `${$('title').text()} | ${$('meta[name="description" i]').attr('content') ?? ''} | ${$('h1').text()}`

export function namesPlace($: CheerioAPI): boolean {
  const headline = headlineOf($)
  return (
    [...headline.matchAll(namedPlace)].some((match) => !notPlaces.test((match[1] ?? match[2])!)) ||
    townAndState.test(headline) ||
    latamCountries.test(headline) ||
    countries.test(headline) ||
    usStates.test(headline) ||
    placeKinds.test(headline) ||
    bigCities.test(headline) ||
    prefixedTown.test(headline)
  )
}

/**
 * A service given at a distance, as its page says: «sesiones 100% online», «consultas por
 * videollamada», «desde cualquier lugar», "online therapy", "telehealth". Not «reserva tu cita
 * online» (a booking) nor «pide sin salir de casa» (a delivery).
 */
const atDistance = new RegExp(
  [
    '(?:100 ?%|solo|solamente|unicamente|totalmente|only|fully|entirely) (?:online|en linea|virtual|remote)',
    '(?:online|en linea|virtual) (?:only|unicamente|solamente)',
    '(?:consultas?|sesion(?:es)?|terapias?|clases|cursos?|asesorias?|acompanamiento|coaching|sessions?|consultations?|therapy|counsel+ing|classes|lessons) (?:100 ?% )?(?:online|en linea|virtuales?|a distancia|por (?:videollamada|zoom|google meet|skype|whatsapp)|by video|via (?:video|zoom))',
    '(?:online|virtual|remote) (?:consultations?|sessions?|therapy|counsel+ing|coaching|classes|lessons)',
    'modalidad:? (?:online|en linea|virtual)',
    'desde (?:cualquier lugar|cualquier parte|donde estes)',
    'from anywhere',
    'telehealth|telemedicin[ae]|teleconsultas?',
    // A shop that sells only online: «Tienda Virtual Popayán», "online store only".
    'tienda (?:virtual|100 ?% online|solo online)|(?:solo|unicamente) (?:vendemos|ventas?) (?:online|en linea|por internet)|online[- ]only (?:store|shop)',
  ].join('|'),
)

/**
 * A place the customer comes to as well: «online y presencial», "in-person sessions", «visítanos»;
 * not a comparison («con la misma calidad de una clase presencial»).
 */
const inPerson =
  /(?<!(?:de|que|como) (?:una|la|las|un) (?:clases?|consultas?|sesion(?:es)?|terapias?|curso) )presencial|en (?:nuestro|el) (?:consultorio|local|centro|estudio)|in[- ]person|our (?:office|clinic|studio)|visit us|visitanos/

/**
 * The platforms an online membership or course lives on («nuestra plataforma exclusiva de Skool»): a
 * business that sells access to one serves its members there, whatever classes it once gave in person.
 */
const memberPlatforms = /\b(?:skool|hotmart|teachable|kajabi|thinkific|patreon|circle\.so|podia|learnworlds)\b/

/** The kinds that can serve at a distance: a practice, an office, a school, a gym's online classes, a shop, or a business we could not tell. */
const distanceKinds = new Set<BusinessKind>(['clinic', 'services', 'school', 'gym', 'shop', 'other'])

/**
 * Whether the site's pages say the business serves its customers only at a distance (online, by
 * video, on a membership platform), never in person.
 */
export function servesAtDistance({ pages, business }: SiteView): boolean {
  if (!distanceKinds.has(business)) return false
  const text = pages.map(($) => plain(pageText($))).join(' ')
  if (memberPlatforms.test(`${text} ${pages.flatMap(hrefs).join(' ')}`)) return true
  return atDistance.test(text) && !inPerson.test(text)
}

/**
 * Where a business that goes to its customers works, as its pages say: `areaServed` in its structured
 * data, or a section headed so («Cobertura», «Zonas de servicio», "Areas we serve") that lists them.
 */
const serviceAreaHeading =
  /^(?:nuestra )?cobertura\b|zonas? (?:de |que )?(?:servicio|cobertura|atenci[oó]n|reparto|entrega|atendemos)|[aá]reas? (?:de )?(?:servicio|cobertura)|comunas (?:que )?(?:atendemos|de servicio)|d[oó]nde (?:trabajamos|atendemos)|service areas?|areas? (?:we )?serve|where we work/i
const showsServiceArea = (pages: CheerioAPI[]) =>
  pages.some(
    ($) =>
      /"areaServed"\s*:\s*(?:"[^"]{3,}|\[\s*[{"])/.test($('script[type="application/ld+json"]').text()) ||
      $('h2, h3')
        .get()
        .some((heading) => serviceAreaHeading.test($(heading).text().replace(/\s+/g, ' ').trim())),
  )

/**
 * A district the pages write beside its city, «en Les Corts, Barcelona»: a headline that names the
 * district («Tintorería Les Corts») says where the business is.
 */
const districtOfCity = new RegExp(
  String.raw`\ben ((?:\p{Lu}\p{L}+)(?: (?:de |del |la |les |el |los |las )?\p{Lu}\p{L}+){0,3}), (?:${bigCityNames})(?!\p{L})`,
  'gu',
)
const districtsOf = ($: CheerioAPI) =>
  [...$('body').text().replace(/\s+/g, ' ').matchAll(districtOfCity)].map((match) => ({
    district: match[1]!,
    city: match[0].slice(match[0].lastIndexOf(',') + 1).trim(),
  }))

/**
 * A name in an address that is a street, a neighbourhood or a building, or a country, not the town:
 * «Bulevar Los Próceres», «Plaza Mundo», «Chile».
 */
const notTown =
  /^(?:(?:bulevar|boulevard|calle|avenida|avda|barrio|colonia|plaza|paseo|pasaje|carrera|residencial|reparto|urbanizaci[oó]n|centro|edificio|torre|local|galer[ií]a|mercado|parque)\b|(?:argentina|bolivia|chile|colombia|costa rica|cuba|ecuador|el salvador|guatemala|honduras|m[eé]xico|nicaragua|panam[aá]|paraguay|per[uú]|puerto rico|rep[uú]blica dominicana|uruguay|venezuela|espa[nñ]a|spain|estados unidos|united states|usa)$)/i

/**
 * Whether the site says where the business is, for people who search near them: a place in the home
 * page's title, description or main heading, and an address or a map on a page. Without either,
 * Google cannot show the business to people nearby, and a visitor cannot tell if it serves them. A
 * business that serves at a distance (online sessions, by video) and shows no address is not asked
 * for one: its customers are not near it.
 */
export function locationVerdict(site: SiteView, links: PageLink[], code: string): Verdict {
  // The headline may name the town without «en»: «Intercopias Cobán», where the address ends «…, Cobán».
  const towns = site.pages.flatMap(writtenAddresses).flatMap(townsOf)
  const headline = headlineOf(site.home)
  const districts = site.pages.flatMap(districtsOf)
  const places = [...towns, ...districts.map(({ district }) => district)]
  const named =
    namesPlace(site.home) ||
    places.some((place) => new RegExp(`(?<!\\p{L})${escapeRegExp(place)}(?!\\p{L})`, 'u').test(headline))
  const address = showsAddress(site.pages, links, code)
  const area = !address && showsServiceArea(site.pages)
  const online = !address && servesAtDistance(site)
  const status = online || (named && (address || area)) ? 'pass' : named || address || area ? 'warn' : 'fail'
  // The town its address names, for the report's examples: «Contadores en Mercedes», not the capital.
  // Its first name that is no street: a state comes after the town. Else the big city the headline
  // names («Lavandería Ricaurte | Cuenca», «Heladerías Aloha-Puerto Madryn»), or the one a district is written beside.
  const town =
    towns.find((name) => !notTown.test(name)) ??
    (bigCities.exec(headline) ?? prefixedTown.exec(headline))?.[0] ??
    districts[0]?.city
  return verdict('location', status, 'medium', {
    named: named ? 1 : 0,
    // The zones it serves stand for an address where the business goes to its customers.
    address: address ? 1 : area ? 'area' : 0,
    town: town ?? 'none',
    // The trade its title or main heading names, for the examples too: «Óptica en Belgrano».
    trade: tradeOf(site.home) ?? 'none',
  })
}
