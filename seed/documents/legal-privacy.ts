import type { FixtureDocument } from '../helpers'
import { ls, seo } from '../helpers'
import { blocks, bullets, h2, lb, p } from '../portable-text'

const mail = '[hola@zenitdigital.com](mailto:hola@zenitdigital.com)'

const es = blocks(
  'privacy-es-',
  p(
    'En Zenit Digital cuidamos la información que nos confías. Esta política explica qué datos recopilamos en este sitio, para qué los usamos, con quién los compartimos, cuánto tiempo los guardamos y cómo puedes ejercer tus derechos.',
  ),
  h2('1. Quiénes somos'),
  p(
    `Zenit Digital es una agencia de páginas web, automatización e inteligencia artificial con sede en El\u00a0Salvador. Somos responsables del tratamiento de los datos que recibimos a través de este sitio. Puedes escribirnos a ${mail} o a nuestro número de WhatsApp publicado en el sitio.`,
  ),
  h2('2. Qué datos recopilamos'),
  p('Solo pedimos lo necesario para responderte y prestarte nuestros servicios:'),
  bullets(
    '**Formulario de contacto:** nombre, nombre de tu negocio, teléfono (WhatsApp), correo electrónico, sitio web actual (opcional), servicio de interés y la descripción de lo que necesitas.',
    '**Análisis gratis de sitio web:** la dirección del sitio que quieres analizar, tu dirección IP pública y, si eliges recibir el informe por correo, tu correo electrónico.',
    '**Agenda de consultas:** cuando reservas una llamada, el servicio de agenda (Calendly) recibe tu nombre, correo, la fecha elegida y las respuestas que escribas; de ahí tomamos tu nombre, correo y teléfono para guardarlos con tu reserva.',
    '**Demo del asistente de voz:** tu voz se transmite al proveedor de voz mientras dura la llamada para generar las respuestas y la transcripción que ves en pantalla.',
    '**Preferencia de idioma:** guardamos en tu navegador si prefieres español o inglés. No usamos cookies de publicidad ni perfiles de seguimiento.',
    '**De dónde llega tu solicitud:** con cada solicitud (contacto, análisis o reserva) guardamos la página desde la que la enviaste, el nombre del sitio que te trajo aquí y las etiquetas de campaña del enlace, si las tiene. Lo anota el propio sitio, sin cookies ni rastreadores de terceros, y solo lo usamos para saber qué páginas nos traen solicitudes.',
    '**Registros técnicos:** nuestro servidor registra datos básicos de las visitas, como la dirección solicitada y errores, para mantener el sitio funcionando.',
  ),
  h2('3. Para qué usamos tus datos'),
  bullets(
    'Responder tus solicitudes de contacto, normalmente en menos de 24 horas, y preparar propuestas.',
    'Generar el informe de análisis de tu sitio web y, si lo pides, enviártelo por correo en PDF.',
    'Organizar las consultas que agendas y darles seguimiento.',
    'Prevenir abusos del análisis gratis, por ejemplo limitando solicitudes repetidas desde una misma dirección IP.',
    'Mejorar nuestros servicios y la seguridad del sitio.',
  ),
  p('No vendemos ni alquilamos tus datos, y no los usamos para enviarte publicidad que no hayas pedido.'),
  h2('4. Cómo procesamos y guardamos la información'),
  p(
    'Las solicitudes del formulario y del análisis se procesan mediante herramientas de automatización que nos las entregan por correo electrónico y las guardan en nuestros registros de clientes. Los informes de análisis se envían desde nuestro correo. Solo las personas de nuestro equipo que atienden tu caso tienen acceso.',
  ),
  h2('5. Con quién compartimos tus datos'),
  p(
    'Trabajamos con proveedores que nos ayudan a operar: servicios de correo electrónico, automatización, recepción de formularios, agenda, voz e inteligencia artificial, y alojamiento web. Cada uno recibe solo los datos necesarios para su función y está obligado a protegerlos. Algunos de estos proveedores almacenan la información fuera de El Salvador, por ejemplo en Estados Unidos.',
  ),
  p('También podemos revelar información si una autoridad competente lo exige conforme a la ley.'),
  h2('6. Cuánto tiempo guardamos tus datos'),
  bullets(
    'Solicitudes de contacto y conversaciones: mientras mantengamos una relación comercial contigo y hasta 2 años después del último contacto.',
    'Solicitudes de análisis (dirección del sitio, correo e IP): hasta 12 meses.',
    'Registros técnicos del servidor: hasta 90 días.',
  ),
  p(
    'Pasados esos plazos, eliminamos o anonimizamos la información, salvo que una obligación legal o contable nos pida conservarla por más tiempo.',
  ),
  h2('7. Tus derechos'),
  p(
    `Puedes pedirnos en cualquier momento acceso a tus datos, que los corrijamos, que los eliminemos o que dejemos de usarlos para un fin determinado. Escríbenos a ${mail} indicando tu solicitud; confirmamos que la recibimos en menos de 24 horas y la resolvemos en un máximo de 15 días hábiles.`,
  ),
  h2('8. Seguridad'),
  p(
    'Usamos conexiones cifradas (HTTPS), accesos con contraseña y verificación en dos pasos en nuestras herramientas, y damos acceso solo a quien lo necesita. Ningún sistema es infalible, pero si ocurriera un incidente que afecte tus datos te lo comunicaremos sin demora.',
  ),
  h2('9. Menores de edad'),
  p(
    'Nuestros servicios están dirigidos a negocios y personas mayores de 18 años. No recopilamos a sabiendas datos de menores de edad.',
  ),
  h2('10. Cambios a esta política'),
  p(
    'Podemos actualizar esta política cuando cambien nuestros servicios o la legislación salvadoreña aplicable. La fecha de la última actualización aparece al inicio de esta página.',
  ),
)

const en = blocks(
  'privacy-en-',
  p(
    'At Zenit Digital we look after the information you trust us with. This policy explains what data we collect on this site, what we use it for, who we share it with, how long we keep it and how you can exercise your rights.',
  ),
  h2('1. Who we are'),
  p(
    `Zenit Digital is a website, automation and artificial intelligence agency based in El\u00a0Salvador. We are responsible for the data we receive through this site. You can write to us at ${mail} or on the WhatsApp number published on the site.`,
  ),
  h2('2. What data we collect'),
  p('We only ask for what we need to reply to you and provide our services:'),
  bullets(
    '**Contact form:** your name, business name, phone (WhatsApp), email address, current website (optional), the service you are interested in and a description of what you need.',
    '**Free website analysis:** the address of the site you want analysed, your public IP address and, if you choose to receive the report by email, your email address.',
    '**Consultation booking:** when you book a call, the scheduling service (Calendly) receives your name, email, the time you chose and any answers you type; we take your name, email and phone from it to keep them with your booking.',
    '**Voice assistant demo:** your voice is streamed to the voice provider for the length of the call to generate the replies and the transcript you see on screen.',
    '**Language preference:** we store in your browser whether you prefer Spanish or English. We do not use advertising cookies or tracking profiles.',
    '**Where your request comes from:** with each request (contact, analysis or booking) we keep the page you sent it from, the name of the site that brought you here and the link’s campaign tags, if it has any. The site notes this itself, without cookies or third-party trackers, and we use it only to learn which pages bring us requests.',
    '**Technical logs:** our server records basic visit data, such as the requested address and errors, to keep the site running.',
  ),
  h2('3. What we use your data for'),
  bullets(
    'Replying to your contact requests, usually in under 24 hours, and preparing proposals.',
    'Generating the analysis report for your website and, if you ask for it, emailing it to you as a PDF.',
    'Organising the consultations you book and following up on them.',
    'Preventing abuse of the free analysis, for example by limiting repeated requests from the same IP address.',
    'Improving our services and the security of the site.',
  ),
  p('We do not sell or rent your data, and we do not use it to send you advertising you did not ask for.'),
  h2('4. How we process and store information'),
  p(
    'Form and analysis requests are processed through automation tools that deliver them to us by email and store them in our customer records. Analysis reports are sent from our email account. Only the members of our team handling your request have access.',
  ),
  h2('5. Who we share your data with'),
  p(
    'We work with providers that help us operate: email, automation, form collection, scheduling, voice and artificial intelligence services, and web hosting. Each receives only the data it needs for its job and is bound to protect it. Some of these providers store information outside El Salvador, for example in the United States.',
  ),
  p('We may also disclose information when a competent authority requires it by law.'),
  h2('6. How long we keep your data'),
  bullets(
    'Contact requests and conversations: for as long as we have a business relationship with you and up to 2 years after our last contact.',
    'Analysis requests (site address, email and IP): up to 12 months.',
    'Server technical logs: up to 90 days.',
  ),
  p(
    'After these periods we delete or anonymise the information, unless a legal or accounting obligation requires us to keep it longer.',
  ),
  h2('7. Your rights'),
  p(
    `You can ask us at any time to access your data, correct it, delete it or stop using it for a particular purpose. Email ${mail} with your request; we confirm receipt in under 24 hours and resolve it within 15 business days at most.`,
  ),
  h2('8. Security'),
  p(
    'We use encrypted connections (HTTPS), password-protected accounts with two-step verification on our tools, and give access only to those who need it. No system is infallible, but if an incident affecting your data ever occurs we will tell you without delay.',
  ),
  h2('9. Minors'),
  p('Our services are aimed at businesses and people over 18. We do not knowingly collect data from minors.'),
  h2('10. Changes to this policy'),
  p(
    'We may update this policy when our services or the applicable Salvadoran law change. The date of the latest update is shown at the top of this page.',
  ),
)

export const privacyPolicy: FixtureDocument = {
  _id: 'legal-privacy',
  _type: 'legalPage',
  key: 'privacy',
  seo: seo(
    ['Política de privacidad | Zenit Digital', 'Privacy Policy | Zenit Digital'],
    [
      'Qué datos recopila Zenit Digital en su sitio, para qué los usa, cuánto tiempo los guarda y cómo ejercer tus derechos.',
      'What data Zenit Digital collects on its site, what it is used for, how long it is kept and how to exercise your rights.',
    ],
  ),
  title: ls('Política de privacidad', 'Privacy policy'),
  updatedAt: '2026-11-27',
  body: lb(es, en),
}
