/**
 * A well-known city of each country the analysis can place a business in (`checks/market.ts`), for
 * the report's examples: «Plomería en Lima» for a plumber in Peru. Local names, in both languages.
 */
export const exampleCities: Record<string, string> = {
  MX: 'Guadalajara',
  GT: 'Ciudad de Guatemala',
  SV: 'San Salvador',
  HN: 'Tegucigalpa',
  NI: 'Managua',
  CR: 'San José',
  PA: 'Ciudad de Panamá',
  CU: 'La Habana',
  DO: 'Santo Domingo',
  PR: 'San Juan',
  CO: 'Medellín',
  VE: 'Caracas',
  EC: 'Quito',
  PE: 'Lima',
  BO: 'La Paz',
  CL: 'Santiago',
  AR: 'Córdoba',
  UY: 'Montevideo',
  PY: 'Asunción',
  ES: 'Valencia',
  US: 'Austin',
  GB: 'Manchester',
  AU: 'Melbourne',
  NZ: 'Auckland',
  IE: 'Dublin',
}
