import type { CheerioAPI } from 'cheerio'
import type { BusinessKind } from '../model'

type Known = Exclude<BusinessKind, 'other'>

/** schema.org types (and their families) that name the kind of business outright. */
const schemaTypes: Record<Known, RegExp> = {
  restaurant:
    /^(Restaurant|FoodEstablishment|CafeOrCoffeeShop|Bakery|BarOrPub|FastFoodRestaurant|IceCreamShop|Brewery|Winery|Distillery)$/,
  clinic:
    /^(Dentist|MedicalClinic|MedicalBusiness|MedicalOrganization|Physician|Hospital|Optician|VeterinaryCare|DiagnosticLab|Physiotherapy)$/,
  shop: /^(Store|OnlineStore|OnlineBusiness|Product|\w+Store)$/,
  services:
    /^(ProfessionalService|LegalService|Attorney|AccountingService|FinancialService|InsuranceAgency|RealEstateAgent|HomeAndConstructionBusiness|Electrician|Plumber|HVACBusiness|GeneralContractor|AutomotiveBusiness|AutoRepair|EmploymentAgency|TravelAgency|HealthAndBeautyBusiness|BeautySalon|HairSalon|DaySpa|EducationalOrganization)$/,
}

/** Words that give the kind away in titles, headings and text, Spanish and English. */
const contentWords: Record<Known, RegExp> = {
  restaurant:
    /restaurante|pupuser[ií]a|cafeter[ií]a|panader[ií]a|pasteler[ií]a|reposter[ií]a|comida|platillos?|almuerzos?|desayunos?|nuestro men[uú]|ver (el )?men[uú]|men[uú] del d[ií]a|reservar mesa|a domicilio|restaurant|bakery|coffee shop|our menu|view menu|brunch|dinner/gi,
  clinic:
    /cl[ií]nica|dental|dentista|odontolog|m[eé]dic[oa]s?|doctora?|pacientes?|consultorio|ortodoncia|pediatr|ginecolog|fisioterap|veterinari|clinic|dentist|patients?|medical/gi,
  shop: /tienda|carrito|cat[aá]logo|env[ií]os? a todo|productos|añadir al carrito|agregar al carrito|shop|store|add to cart|checkout|free shipping|products/gi,
  services:
    /abogad|bufete|contador|contabilidad|consultor[ií]a|asesor[ií]a|agencia|arquitect|ingenier[ií]a|seguros|inmobiliaria|cotizaci[oó]n|servicios profesionales|law firm|attorney|accounting|consulting|agency|contractor|get a quote/gi,
}

function structuredTypes($: CheerioAPI): string[] {
  const types: string[] = []
  const collect = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(collect)
    if (!node || typeof node !== 'object') return
    const record = node as Record<string, unknown>
    for (const type of [record['@type']].flat()) if (typeof type === 'string') types.push(type)
    if (record['@graph']) collect(record['@graph'])
  }
  $('script[type="application/ld+json"]').each((_, element) => {
    try {
      collect(JSON.parse($(element).text()))
    } catch {
      // Broken JSON-LD says nothing about the business.
    }
  })
  $('[itemtype]').each((_, element) => void types.push(($(element).attr('itemtype') ?? '').split('/').pop() ?? ''))
  return types
}

/**
 * The kind of business a site is for: a schema.org type decides; otherwise the words of its title,
 * description and headings (counted three times) and of its text. Too few clues make it "other".
 */
export function businessKind(pages: CheerioAPI[]): BusinessKind {
  const types = pages.flatMap(structuredTypes)
  for (const kind of Object.keys(schemaTypes) as Known[]) {
    if (types.some((type) => schemaTypes[kind].test(type))) return kind
  }
  const [home] = pages
  const headline = home
    ? `${home('title').text()} ${home('meta[name="description" i]').attr('content') ?? ''} ${home('h1, h2').text()}`
    : ''
  const text = pages.map(($) => $('body').text()).join(' ')
  const hits = (kind: Known) =>
    3 * (headline.match(contentWords[kind])?.length ?? 0) + (text.match(contentWords[kind])?.length ?? 0)
  const [best, count] = (Object.keys(contentWords) as Known[])
    .map((kind) => [kind, hits(kind)] as const)
    .sort((a, b) => b[1] - a[1])[0]!
  return count >= 3 ? best : 'other'
}
