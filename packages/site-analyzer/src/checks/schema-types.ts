import type { CheerioAPI } from 'cheerio'
import { plain } from './util'

/**
 * The schema.org type of a trade, as its name says it in the title or the main heading («Cerrajería
 * 24 h», «Óptica Imagen», «Mudanzas el Lince»): more exact than the kind's general advice
 * (LocalBusiness, MedicalClinic). Written without accents, as `plain` reads the headline.
 */
const tradeTypes: [RegExp, string][] = [
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
]

/** The schema.org type the home page's title or main heading names, if it names a trade we know. */
export function tradeTypeOf($: CheerioAPI): string | undefined {
  const headline = plain(`${$('title').text()} ${$('h1').text()}`)
  return tradeTypes.find(([words]) => words.test(headline))?.[1]
}
