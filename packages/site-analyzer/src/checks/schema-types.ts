import type { CheerioAPI } from 'cheerio'
import { plain } from './util'

/**
 * Trades as their names say them in the title or the main heading («Cerrajería 24 h», «Óptica
 * Imagen», «Mudanzas el Lince»), written without accents, as `plain` reads the headline, with their
 * schema.org type when there is one: more exact than the kind's general advice (LocalBusiness,
 * MedicalClinic), and more exact a word for the examples than the kind's.
 */
const trades: [RegExp, string | undefined][] = [
  [/cerrajer|locksmith/, 'Locksmith'],
  [/\boptica|optometr|optician/, 'Optician'],
  [/lavanderia|tintoreria|laundr|dry clean/, 'DryCleaningOrLaundry'],
  [/electricista|electrician/, 'Electrician'],
  [/plomer|fontaner|gasista|plumb/, 'Plumber'],
  [/mudanza|\bmovers\b|moving company/, 'MovingCompany'],
  [/guarderia|jardin maternal|estancia infantil|daycare|day care|child ?care/, 'ChildCare'],
  [/fisioterap|kinesiolog|physiotherap|physical therap/, 'Physiotherapy'],
  [/joyeria|jewel/, 'JewelryStore'],
  [/salon de (?:eventos|fiestas)|event (?:venue|hall)/, 'EventVenue'],
  [/notari|escribania|notary/, 'Notary'],
  [/autoescuela|escuela de (?:manejo|conduccion)|driving school/, 'DrivingSchool'],
  [/ferreteria|hardware store/, 'HardwareStore'],
  [/floreria|floristeria|florist/, 'Florist'],
  [/zapateria|shoe (?:store|shop)/, 'ShoeStore'],
  [/muebleria|furniture/, 'FurnitureStore'],
  [/cerveceria|brewery|brewing/, 'Brewery'],
  [/heladeria|ice cream|frozen yogurt/, 'IceCreamShop'],
  [/agencia de viajes|travel agency/, 'TravelAgency'],
  [/\blibreria|bookstore|bookshop/, 'BookStore'],
  [/papeleria|stationery/, undefined],
  [/sastreria|costureria|modisteria|arreglos? de ropa|tailor|seamstress/, undefined],
  [/fumigacion|control de plagas|pest control/, undefined],
  [/masajes|masoterapia|massage/, undefined],
  [/\byoga\b|\bpilates\b/, undefined],
  [/escuela de musica|clases de (?:musica|guitarra|piano|canto)|music (?:school|lessons)/, undefined],
  [/peluqueria canina|estetica canina|dog grooming|pet grooming/, undefined],
]

const headlineOf = ($: CheerioAPI) => `${$('title').text()} ${$('h1').text()}`.normalize('NFC')

/** The schema.org type the home page's title or main heading names, if it names a trade we know that has one. */
export function tradeTypeOf($: CheerioAPI): string | undefined {
  const headline = plain(headlineOf($))
  return trades.find(([words, type]) => type && words.test(headline))?.[1]
}

/**
 * The trade the home page's title or main heading names, in its own words and whole (`Óptica`,
 * `Control de plagas`), written as a title starts: for the examples («Óptica en Belgrano | Nombre»).
 */
export function tradeOf($: CheerioAPI): string | undefined {
  const headline = headlineOf($)
  const lowered = plain(headline)
  for (const [words] of trades) {
    const match = words.exec(lowered)
    if (!match) continue
    // `plain` keeps every letter in place: the same span of the headline, widened to whole words.
    const start = lowered.slice(0, match.index).search(/\p{L}*$/u)
    const end = match.index + match[0].length + lowered.slice(match.index + match[0].length).search(/[^\p{L}]|$/u)
    const said = headline.slice(start, end).trim()
    return said.charAt(0).toUpperCase() + said.slice(1).toLowerCase()
  }
  return undefined
}
