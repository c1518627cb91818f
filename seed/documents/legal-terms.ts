import type { FixtureDocument } from '../helpers'
import { ls, seo } from '../helpers'
import { blocks, bullets, h2, lb, p } from '../portable-text'

const mail = '[hola@zenitdigital.com](mailto:hola@zenitdigital.com)'

const es = blocks(
  'terms-es-',
  p(
    'Estos términos regulan el uso del sitio de Zenit Digital y la contratación de nuestros servicios. Al usar el sitio o contratarnos, aceptas estas condiciones. Si algo no está claro, escríbenos antes de continuar.',
  ),
  h2('1. Nuestros servicios'),
  p(
    'Ofrecemos chatbots y agentes de IA, asistentes de voz con IA, creación de páginas web, automatizaciones a la medida, creación automática de contenido y generación de clientes. El alcance, el precio y los plazos de cada proyecto se acuerdan por escrito en una propuesta antes de empezar.',
  ),
  h2('2. Análisis gratis y demo de voz'),
  p(
    'El análisis gratis de sitios web se genera de forma automática a partir de información pública del sitio que indicas. Es una orientación, no una auditoría completa, y puede contener imprecisiones. Solo debes solicitar análisis de sitios propios o que tengas permiso de revisar.',
  ),
  p(
    'La demo del asistente de voz es una muestra y puede no estar disponible en todo momento. No la uses para emergencias ni para compartir información sensible.',
  ),
  h2('3. Propuestas, precios y pagos'),
  bullets(
    'Los precios se expresan en dólares de los Estados Unidos (USD) e incluyen lo descrito en la propuesta.',
    'Salvo que la propuesta diga otra cosa, se paga un 50% para iniciar y el 50% restante a la entrega.',
    'Los servicios mensuales, como soporte o asistentes en funcionamiento, se cobran por adelantado cada mes y puedes cancelarlos avisando con 30 días de anticipación.',
    'Los costos de terceros que tú elijas, como saldo de anuncios o planes de mensajería, se detallan aparte.',
  ),
  h2('4. Plazos de entrega'),
  p(
    'Una página web básica se entrega en 5 a 7 días hábiles y los proyectos complejos en 2 a 3 semanas, contados desde que recibimos el pago inicial y la información necesaria (textos, datos del negocio, accesos). Si la información llega tarde, la fecha de entrega se mueve en la misma medida.',
  ),
  h2('5. Garantía de devolución de dinero'),
  p(
    'Queremos que quedes satisfecho. Si el resultado no te convence, avísanos por escrito dentro de los 15 días siguientes a la entrega. Primero haremos los ajustes razonables dentro del alcance acordado; si aun así no te convence, te devolvemos lo que pagaste por ese proyecto, descontando únicamente los costos de terceros ya pagados, como el registro del dominio. Al aplicar la garantía, el entregable deja de usarse y no se publica.',
  ),
  h2('6. Hosting, dominio y correo'),
  p(
    'Nuestras páginas web incluyen hosting, dominio y correo profesional durante 1 año. El dominio se registra a nombre de tu negocio. Antes de que termine ese año te informamos el costo de renovación; puedes renovar con nosotros o trasladar el dominio y el sitio a otro proveedor, y te ayudamos con la transferencia.',
  ),
  h2('7. Tus responsabilidades'),
  bullets(
    'Entregar información veraz y a tiempo, y revisar lo que te enviamos para aprobación.',
    'Tener los derechos sobre los logos, fotos y textos que nos proporcionas.',
    'Usar los chatbots y asistentes de acuerdo con la ley y con las políticas de las plataformas donde funcionan, como WhatsApp e Instagram.',
  ),
  h2('8. Propiedad intelectual'),
  p(
    'Cuando el proyecto está pagado por completo, el diseño, los textos y el contenido creados para ti son tuyos. Conservamos la propiedad de nuestras herramientas, plantillas y conocimientos generales, que podemos seguir usando en otros proyectos. Podemos mostrar tu proyecto en nuestro portafolio, salvo que nos pidas lo contrario.',
  ),
  h2('9. Inteligencia artificial'),
  p(
    'Los chatbots y asistentes de voz funcionan con modelos de inteligencia artificial de proveedores externos. Los configuramos y probamos con cuidado, pero pueden equivocarse; te recomendamos revisar periódicamente sus conversaciones y mantener al día la información con la que responden. Los cambios de precio o de condiciones de esos proveedores pueden afectar el servicio, y te avisaremos con anticipación.',
  ),
  h2('10. Limitación de responsabilidad'),
  p(
    'Hacemos nuestro trabajo con diligencia profesional, pero no garantizamos un número determinado de ventas o clientes, porque dependen de factores fuera de nuestro control. Nuestra responsabilidad total por un proyecto se limita al monto que nos pagaste por él. No respondemos por fallas de servicios de terceros, como plataformas de mensajería, proveedores de internet o de telefonía.',
  ),
  h2('11. Ley aplicable'),
  p(
    'Estos términos se rigen por las leyes de la República de El Salvador. Intentaremos resolver cualquier diferencia conversando; si no es posible, se someterá a los tribunales competentes de San Salvador.',
  ),
  h2('12. Contacto'),
  p(`Para cualquier duda sobre estos términos, escríbenos a ${mail}. Respondemos en menos de 24 horas.`),
)

const en = blocks(
  'terms-en-',
  p(
    'These terms govern the use of the Zenit Digital website and the hiring of our services. By using the site or hiring us, you accept these conditions. If anything is unclear, write to us before going ahead.',
  ),
  h2('1. Our services'),
  p(
    'We offer chatbots and AI agents, AI voice assistants, website creation, custom automations, automatic content creation and lead generation. The scope, price and timeline of each project are agreed in a written proposal before work starts.',
  ),
  h2('2. Free analysis and voice demo'),
  p(
    'The free website analysis is generated automatically from public information on the site you enter. It is guidance, not a full audit, and may contain inaccuracies. Only request analyses of sites you own or have permission to review.',
  ),
  p(
    'The voice assistant demo is a sample and may not be available at all times. Do not use it for emergencies or to share sensitive information.',
  ),
  h2('3. Proposals, prices and payment'),
  bullets(
    'Prices are in United States dollars (USD) and cover what is described in the proposal.',
    'Unless the proposal says otherwise, 50% is paid to start and the remaining 50% on delivery.',
    'Monthly services, such as support or running assistants, are billed in advance each month and can be cancelled with 30 days’ notice.',
    'Third-party costs you choose, such as ad spend or messaging plans, are listed separately.',
  ),
  h2('4. Delivery times'),
  p(
    'A basic website is delivered in 5 to 7 business days and complex projects in 2 to 3 weeks, counted from when we receive the initial payment and the information we need (copy, business details, access). If information arrives late, the delivery date moves by the same amount.',
  ),
  h2('5. Money-back guarantee'),
  p(
    'We want you to be satisfied. If the result does not convince you, tell us in writing within 15 days of delivery. We will first make reasonable adjustments within the agreed scope; if you are still not convinced, we refund what you paid for that project, deducting only third-party costs already paid, such as the domain registration. When the guarantee is applied, the deliverable is no longer used and is not published.',
  ),
  h2('6. Hosting, domain and email'),
  p(
    'Our websites include hosting, a domain and professional email for 1 year. The domain is registered in your business’s name. Before that year ends we tell you the renewal cost; you can renew with us or move the domain and site to another provider, and we help you with the transfer.',
  ),
  h2('7. Your responsibilities'),
  bullets(
    'Provide accurate information on time and review what we send you for approval.',
    'Hold the rights to the logos, photos and text you give us.',
    'Use the chatbots and assistants lawfully and in line with the policies of the platforms they run on, such as WhatsApp and Instagram.',
  ),
  h2('8. Intellectual property'),
  p(
    'Once the project is paid in full, the design, copy and content created for you are yours. We keep ownership of our tools, templates and general know-how, which we may keep using in other projects. We may show your project in our portfolio unless you ask us not to.',
  ),
  h2('9. Artificial intelligence'),
  p(
    'Chatbots and voice assistants run on artificial intelligence models from external providers. We set them up and test them carefully, but they can make mistakes; we recommend reviewing their conversations regularly and keeping the information they answer from up to date. Price or policy changes by those providers may affect the service, and we will let you know in advance.',
  ),
  h2('10. Limitation of liability'),
  p(
    'We work with professional diligence, but we do not guarantee a specific number of sales or customers, because they depend on factors outside our control. Our total liability for a project is limited to the amount you paid us for it. We are not liable for failures of third-party services, such as messaging platforms or internet and phone providers.',
  ),
  h2('11. Governing law'),
  p(
    'These terms are governed by the laws of the Republic of El Salvador. We will try to settle any disagreement by talking it through; if that is not possible, it will be submitted to the competent courts of San Salvador.',
  ),
  h2('12. Contact'),
  p(`For any questions about these terms, email us at ${mail}. We reply in under 24 hours.`),
)

export const termsOfService: FixtureDocument = {
  _id: 'legal-terms',
  _type: 'legalPage',
  key: 'terms',
  seo: seo(
    ['Términos del servicio | Zenit Digital', 'Terms of Service | Zenit Digital'],
    [
      'Condiciones de uso del sitio y de contratación de los servicios de Zenit Digital: plazos, pagos, garantía y responsabilidades.',
      'Conditions for using the site and hiring Zenit Digital’s services: timelines, payments, guarantee and responsibilities.',
    ],
  ),
  title: ls('Términos del servicio', 'Terms of service'),
  updatedAt: '2025-06-01',
  body: lb(es, en),
}
