import type { FixtureDocument } from '../helpers'
import { lt } from '../helpers'

const testimonial = (n: number, name: string, business: string, text: ReturnType<typeof lt>): FixtureDocument => ({
  _id: `testimonial-${n}`,
  _type: 'testimonial',
  name,
  business,
  text,
  rating: 5,
  order: n,
})

export const testimonials: FixtureDocument[] = [
  testimonial(
    1,
    'Karla Menjívar',
    'Clínica Dental Sonrisa Clara, San Salvador',
    lt(
      'Antes perdíamos citas porque nadie alcanzaba a contestar WhatsApp mientras atendíamos pacientes. Ahora el chatbot agenda solo, de día y de noche, y la nueva página web nos trae pacientes desde Google. Recuperamos la inversión en menos de sesenta días.',
      'We used to lose appointments because nobody could answer WhatsApp while we were with patients. Now the chatbot books them on its own, day and night, and the new website brings us patients from Google. We recovered the investment in under sixty days.',
    ),
  ),
  testimonial(
    2,
    'Roberto Alvarenga',
    'Pupusería La Ceiba, Santa Tecla',
    lt(
      'Nuestra página quedó lista en menos de una semana y los pedidos por WhatsApp crecieron un montón. Los viernes en la noche el asistente de voz contesta las llamadas que antes se nos iban. Súper recomendados.',
      'Our website was ready in less than a week and our WhatsApp orders shot up. On Friday nights the voice assistant answers the calls we used to miss. Highly recommended.',
    ),
  ),
  testimonial(
    3,
    'Gabriela Hernández',
    'Ferretería El Progreso, San Miguel',
    lt(
      'Pasábamos horas haciendo cotizaciones a mano. Con las automatizaciones de Zenit Digital ahora salen en minutos y ahorramos más de 10 horas por semana. Andrés nos explicó todo con paciencia y siempre responde rápido.',
      'We used to spend hours writing quotes by hand. With Zenit Digital’s automations they now go out in minutes and we save more than 10 hours a week. Andrés explained everything patiently and always replies quickly.',
    ),
  ),
]
