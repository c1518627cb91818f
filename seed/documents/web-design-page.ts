import type { FixtureDocument } from '../helpers'
import { callToAction, cardsSection, heading, listSection, seo, stepsSection } from '../helpers'

export const webDesignPage: FixtureDocument = {
  _id: 'webDesignPage',
  _type: 'webDesignPage',
  seo: seo(
    ['Diseño web en El Salvador | Zenit Digital', 'Web Design in El Salvador | Zenit Digital'],
    [
      'Tu página web profesional en menos de 7 días, con hosting y dominio por 1 año, botón de WhatsApp, Google Maps y SEO básico.',
      'Your professional website in under 7 days, with hosting and domain for 1 year, WhatsApp button, Google Maps and basic SEO.',
    ],
    { noIndex: true },
  ),
  hero: heading(
    ['Tu página web profesional, lista en menos de 7 días', 'Your professional website, ready in under 7 days'],
    [
      'Sitios rápidos y modernos, pensados para que tus clientes te encuentren en Google y te escriban por WhatsApp. Hosting y dominio incluidos por 1 año.',
      'Fast, modern sites built so your customers find you on Google and message you on WhatsApp. Hosting and domain included for 1 year.',
    ],
    ['Diseño web en El Salvador', 'Web design in El Salvador'],
  ),
  benefits: cardsSection(
    heading(
      ['Una página que trabaja para tu negocio', 'A website that works for your business'],
      [
        'No es solo verse bien: es que te lleguen más clientes.',
        'It is not just about looking good: it is about getting more customers.',
      ],
    ),
    [
      [
        'zap',
        ['Carga rápida', 'Fast loading'],
        [
          'Páginas hasta 3x más rápidas. Tus visitantes no se van por esperar, ni con datos móviles.',
          'Pages up to 3x faster. Visitors do not leave while waiting, even on mobile data.',
        ],
      ],
      [
        'smartphone',
        ['Se ve bien en todos lados', 'Looks good everywhere'],
        [
          'Diseñada primero para el celular, donde está la mayoría de tus clientes, y perfecta también en computadora y tablet.',
          'Designed for phones first, where most of your customers are, and just as good on desktop and tablet.',
        ],
      ],
      [
        'search',
        ['Visible en Google', 'Visible on Google'],
        [
          'Configuramos el SEO básico y tu ficha en Google Maps para que te encuentren cuando buscan lo que vendes.',
          'We set up basic SEO and your Google Maps listing so people find you when they search for what you sell.',
        ],
      ],
      [
        'palette',
        ['Diseño moderno', 'Modern design'],
        [
          'Una imagen profesional con tus colores y tu estilo, que transmite confianza desde el primer vistazo.',
          'A professional look with your colours and style that builds trust at first glance.',
        ],
      ],
    ],
  ),
  included: listSection(
    heading(
      ['Todo lo que incluye tu página', 'Everything your website includes'],
      ['Un solo precio, sin sorpresas ni cobros escondidos.', 'One price, with no surprises or hidden fees.'],
    ),
    {
      es: [
        'Dominio y hosting por 1 año',
        'Lista en menos de 7 días',
        'Botón de contacto y de WhatsApp',
        'Correo profesional con tu dominio',
        'Integración con Google Maps',
        'Optimización básica para buscadores (SEO)',
        'Diseño adaptado a celulares',
        'Garantía de devolución de dinero',
      ],
      en: [
        'Domain and hosting for 1 year',
        'Ready in under 7 days',
        'Contact and WhatsApp button',
        'Professional email on your domain',
        'Google Maps integration',
        'Basic search engine optimisation (SEO)',
        'Mobile-friendly design',
        'Money-back guarantee',
      ],
    },
  ),
  process: stepsSection(
    heading(
      ['Así trabajamos', 'How we work'],
      ['Cinco pasos simples, de la idea a tu página publicada.', 'Five simple steps, from idea to a live website.'],
    ),
    [
      [
        ['Hablamos', 'We talk'],
        [
          'Una llamada para conocer tu negocio, tus clientes y lo que quieres lograr con tu página.',
          'A call to learn about your business, your customers and what you want your website to achieve.',
        ],
      ],
      [
        ['Diseñamos', 'We design'],
        [
          'Te presentamos un primer diseño gratis, para que veas cómo se verá tu página antes de decidir.',
          'We show you a first design for free, so you can see what your website will look like before you decide.',
        ],
      ],
      [
        ['Construimos', 'We build'],
        [
          'Programamos la página, escribimos los textos y conectamos WhatsApp, Google Maps y tu correo profesional.',
          'We build the site, write the copy and connect WhatsApp, Google Maps and your professional email.',
        ],
      ],
      [
        ['Ajustamos', 'We adjust'],
        [
          'Revisas todo con calma y hacemos los cambios que necesites hasta que quede como lo imaginaste.',
          'You review everything at your own pace and we make the changes you need until it is just as you pictured it.',
        ],
      ],
      [
        ['Lanzamos', 'We launch'],
        [
          'Publicamos tu página con tu dominio, la registramos en Google y te enseñamos a sacarle provecho.',
          'We publish your site on your domain, register it with Google and show you how to make the most of it.',
        ],
      ],
    ],
  ),
  faqSection: heading(
    ['Preguntas frecuentes sobre tu página web', 'Website FAQ'],
    ['Lo que todos nos preguntan antes de empezar.', 'What everyone asks us before getting started.'],
  ),
  cta: callToAction({
    title: ['¿Listo para tener tu página web?', 'Ready for your website?'],
    text: [
      'Cuéntanos de tu negocio y en menos de 7 días tendrás una página que trabaja por ti, 24/7.',
      'Tell us about your business and in under 7 days you will have a website that works for you, 24/7.',
    ],
    buttonLabel: ['Agenda tu consulta gratis', 'Book a free consultation'],
  }),
}
