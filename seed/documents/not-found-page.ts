import type { FixtureDocument } from '../helpers'
import { ls, lt, seo } from '../helpers'

export const notFoundPage: FixtureDocument = {
  _id: 'notFoundPage',
  _type: 'notFoundPage',
  seo: seo(
    ['Página no encontrada | Zenit Digital', 'Page not found | Zenit Digital'],
    [
      'La página que buscas no existe o cambió de dirección. Vuelve al inicio de Zenit Digital.',
      'The page you are looking for does not exist or has moved. Go back to the Zenit Digital home page.',
    ],
    { noIndex: true },
  ),
  title: ls('Página no encontrada', 'Page not found'),
  text: lt(
    'La página que buscas no existe o cambió de dirección. Revisa el enlace o vuelve al inicio para seguir explorando.',
    'The page you are looking for does not exist or has moved. Check the link or go back to the home page to keep exploring.',
  ),
  homeLabel: ls('Ir al inicio', 'Go to home page'),
  backLabel: ls('Volver atrás', 'Go back'),
}
