import type { BusinessKind } from 'site-analyzer'
import type { ReportText } from './text-types'

/** What fits each kind of business: the button it needs, how its customers book, how Google files it. */
const kinds: Record<
  BusinessKind,
  { cta: string; booking: string; bookingFix: string; schema: string; titleExample: string }
> = {
  restaurant: {
    cta: '«Hacer pedido por WhatsApp» o «Reservar mesa»',
    booking: 'No se puede reservar mesa ni hacer un pedido en línea.',
    bookingFix:
      'Acepta reservas y pedidos en línea: un formulario con fecha, hora y número de personas, o una plataforma de reservas o de pedidos a domicilio enlazada desde el menú.',
    schema: 'Restaurant (o Bakery, CafeOrCoffeeShop) con dirección, teléfono, horario y enlace al menú',
    titleExample: '«Pupusería en Santa Tecla | Nombre»',
  },
  clinic: {
    cta: '«Agenda tu cita»',
    booking: 'Tus pacientes no pueden agendar una cita en línea.',
    bookingFix:
      'Ofrece una agenda en línea con los horarios libres de cada profesional (por ejemplo la agenda de citas de Google Calendar) y confirma por WhatsApp.',
    schema: 'Dentist o MedicalClinic con dirección, teléfono y horario',
    titleExample: '«Clínica dental en San Salvador | Nombre»',
  },
  shop: {
    cta: '«Comprar ahora» o «Pedir por WhatsApp»',
    booking: 'No se puede comprar en línea: no encontramos carrito ni tienda.',
    bookingFix: 'Activa una tienda en línea (carrito y pago) o, para empezar, un catálogo con pedido por WhatsApp.',
    schema: 'Store con dirección y horario, y Product con precio en cada producto',
    titleExample: '«Zapatos de cuero en San Miguel | Nombre»',
  },
  services: {
    cta: '«Cotiza gratis»',
    booking: 'Tus clientes no pueden agendar una llamada o reunión en línea.',
    bookingFix:
      'Conecta una agenda en línea (por ejemplo Calendly) para que reserven una llamada sin esperar respuesta.',
    schema: 'ProfessionalService con dirección, teléfono y área de servicio',
    titleExample: '«Contadores en San Salvador | Nombre»',
  },
  other: {
    cta: '«Escríbenos por WhatsApp»',
    booking: 'Tus clientes no pueden reservar, agendar ni pedir en línea.',
    bookingFix:
      'Ofrece una forma de reservar o pedir en línea que encaje con tu negocio (agenda, formulario con fecha u orden en línea).',
    schema: 'LocalBusiness con nombre, dirección, teléfono y horario',
    titleExample: '«Tu servicio principal en tu ciudad | Nombre»',
  },
}
const kindOf = (v: { business?: string | number }) => kinds[(v.business as BusinessKind) ?? 'other'] ?? kinds.other

const plural = (count: string | number | undefined, one: string, many: string) =>
  `${count} ${Number(count) === 1 ? one : many}`

export const es: ReportText = {
  reportTitle: 'Análisis de tu sitio web',
  analyzedSite: 'Sitio analizado',
  analyzedAt: 'Fecha',
  overall: 'Puntuación general',
  scoreOutOf: '/100',
  topActions: 'Las 3 acciones más importantes',
  noActions: '¡Excelente! No encontramos nada urgente que corregir.',
  findings: 'Todos los hallazgos',
  fixLabel: 'Cómo corregirlo',
  categories: { speed: 'Velocidad', seo: 'SEO (Google)', sales: 'Ventas', automation: 'Automatización' },
  status: { pass: '✅ Bien', warn: '⚠️ Mejorable', fail: '❌ Falla' },
  importance: { high: 'prioridad alta', medium: 'prioridad media', low: 'prioridad baja' },
  phone: {
    title: 'Tu sitio en un teléfono',
    measured: (v) =>
      `Abrimos tu página en un teléfono simulado (Lighthouse, conexión móvil): rendimiento ${v.performance}/100; contenido principal visible (LCP) en ${v.lcp} s, primer contenido (FCP) en ${v.fcp} s, índice de velocidad ${v.speedIndex} s, bloqueo total (TBT) ${v.tbt} ms, estabilidad visual (CLS) ${v.cls}.`,
    unavailable:
      'Esta vez no pudimos medir tu página en un teléfono, así que este informe no incluye la velocidad móvil (LCP, CLS, TBT), la captura de pantalla ni las revisiones que solo ve un navegador. Lo demás se revisó por HTTP.',
    stopped: {
      memory: (megabytes) =>
        `Detuvimos la medición porque tu página pidió más de ${megabytes} MB de memoria, el máximo que damos a un análisis: en un teléfono real, una página así se traba o se cierra sola.`,
      cpu: (seconds) =>
        `Detuvimos la medición porque tu página mantuvo el procesador ocupado más de ${seconds} segundos: en un teléfono real, una página así se siente congelada y gasta la batería.`,
    },
  },
  metrics: {
    lcpMs: 'Contenido principal visible (LCP)',
    fcpMs: 'Primer contenido (FCP)',
    speedIndexMs: 'Índice de velocidad',
    tbtMs: 'Bloqueo total (TBT)',
    cls: 'Estabilidad visual (CLS)',
  },
  ratings: {
    lcpMs: { good: 'rápido', average: 'mejorable', poor: 'lento' },
    fcpMs: { good: 'rápido', average: 'mejorable', poor: 'lento' },
    speedIndexMs: { good: 'rápido', average: 'mejorable', poor: 'lento' },
    tbtMs: { good: 'responde al instante', average: 'tarda en responder', poor: 'se traba' },
    cls: { good: 'estable', average: 'algo inestable', poor: 'inestable' },
  },
  screenshotAlt: 'Tu página en la pantalla de un teléfono',
  business: {
    title: 'Lo que haríamos por tu negocio',
    recognised: (name) => `Por lo que vimos, tu sitio es de ${name}.`,
    kinds: {
      restaurant: {
        name: 'un restaurante o negocio de comida',
        suggestion:
          'Un chatbot de WhatsApp que toma pedidos y reservas a cualquier hora, y un sitio rápido con tu menú y un botón de pedido en la primera pantalla.',
      },
      clinic: {
        name: 'una clínica o consultorio',
        suggestion:
          'Un asistente de voz que contesta el teléfono y agenda citas, y un chatbot que confirma y recuerda las citas por WhatsApp.',
      },
      shop: {
        name: 'una tienda',
        suggestion:
          'Un chatbot que responde sobre productos, precios y envíos por WhatsApp, y un sitio con catálogo rápido que lleva a la compra.',
      },
      services: {
        name: 'una empresa de servicios profesionales',
        suggestion:
          'Un sitio que convierte visitas en solicitudes de cotización, y un chatbot que atiende y califica a tus clientes potenciales.',
      },
      other: {
        name: 'un negocio',
        suggestion:
          'Un sitio rápido con botones de contacto claros y un chatbot de WhatsApp que responde al instante a tus clientes.',
      },
    },
  },
  passedLabel: 'Ya está bien',
  unmeasuredLabel: 'Sin medir (solo se ve en el teléfono simulado)',
  contact: {
    title: 'Hablemos',
    booking: 'Agenda tu revisión gratuita de 15 minutos',
    whatsapp: 'WhatsApp',
    email: 'Correo',
  },
  limitsTitle: 'Lo que este análisis no puede ver',
  limits:
    'Revisamos tu página por HTTP, como un buscador, y la abrimos una vez en un teléfono simulado; de tu menú leemos hasta cinco páginas (contacto, menú, reservas, servicios). No vemos lo que ocurre al tocar o desplazarse (INP), el resto de páginas internas, ni la experiencia completa de compra o reserva; la velocidad de tus visitantes reales puede variar según su teléfono y su conexión.',
  closing:
    '¿Quieres que revisemos juntos estos resultados y te digamos qué conviene hacer primero? Agenda una revisión gratuita de 15 minutos.',
  dateLocale: 'es-SV',
  linkRemoved: '[enlace quitado]',
  checks: {
    ttfb: {
      title: 'Tiempo de respuesta del servidor',
      problem: (v) => `Tu servidor tardó ${v.ms} ms en empezar a responder; lo recomendado es menos de 600 ms.`,
      fix: () =>
        'Activa el caché de páginas en tu plataforma, usa un hosting más rápido o una CDN (por ejemplo Cloudflare).',
    },
    redirects: {
      title: 'Redirecciones',
      problem: (v) =>
        `Antes de mostrar tu página hay ${plural(v.count, 'redirección', 'redirecciones')}; cada una suma tiempo de espera.`,
      fix: () =>
        'Enlaza y comparte siempre la dirección final (con https y con o sin www, la que uses) y redirige en un solo paso.',
    },
    compression: {
      title: 'Compresión de texto',
      problem: (v) =>
        `${plural(v.count, 'archivo de texto se envía', 'archivos de texto se envían')} sin comprimir (${v.examples}).`,
      fix: () => 'Activa gzip o Brotli en tu servidor o CDN; suele ser una sola opción en el panel del hosting.',
    },
    caching: {
      title: 'Caché del navegador',
      problem: (v) =>
        `${plural(v.count, 'archivo se guarda', 'archivos se guardan')} en caché menos de una semana (${v.examples}).`,
      fix: () =>
        'Configura "Cache-Control: max-age" de al menos 7 días (idealmente un año) para imágenes, CSS y JavaScript.',
    },
    pageWeight: {
      title: 'Peso de la página',
      problem: (v) => `Tu página pesa unos ${v.kib} KB; por encima de 2.600 KB carga lento en datos móviles.`,
      fix: () =>
        'Comprime y redimensiona las imágenes, elimina scripts y plugins que no uses, y carga los videos solo al hacer clic.',
    },
    requestCount: {
      title: 'Número de archivos',
      problem: (v) => `La página pide ${v.count} archivos; cada uno añade espera en conexiones móviles.`,
      fix: () => 'Quita plugins y widgets que no aporten, combina estilos y usa imágenes solo donde se vean.',
    },
    renderBlocking: {
      title: 'Recursos que bloquean la carga',
      problem: (v) =>
        `En el <head> hay ${[
          Number(v.scripts) > 0 && plural(v.scripts, 'script sin async/defer', 'scripts sin async/defer'),
          Number(v.styles) > 2 && plural(v.styles, 'hoja de estilo', 'hojas de estilo'),
        ]
          .filter(Boolean)
          .join(' y ')} que retrasan que se vea la página.`,
      fix: () => 'Añade "defer" a los scripts, une las hojas de estilo en una y carga lo que no es esencial después.',
    },
    imageFormats: {
      title: 'Formato de imágenes',
      problem: (v) => `${plural(v.count, 'imagen usa', 'imágenes usan')} JPEG/PNG/GIF pesados (${v.examples}).`,
      fix: () => 'Convierte las imágenes a WebP o AVIF: pesan entre 25 % y 50 % menos con la misma calidad.',
    },
    imageSizes: {
      title: 'Tamaño de imágenes',
      problem: (v) => `${plural(v.count, 'imagen pesa', 'imágenes pesan')} más de 200 KB: ${v.examples}.`,
      fix: () =>
        'Redimensiona cada imagen al tamaño en que se muestra (rara vez más de 1600 px de ancho) y comprímela.',
    },
    imageDimensions: {
      title: 'Dimensiones de imágenes',
      problem: (v) =>
        `${v.count} de ${v.total} imágenes no declaran width y height; el contenido salta mientras cargan.`,
      fix: () => 'Pon los atributos width y height (o aspect-ratio en CSS) a cada imagen.',
    },
    lazyLoading: {
      title: 'Carga diferida de imágenes',
      problem: (v) =>
        Number(v.mainIsLazy)
          ? `La imagen principal (${v.main}) tiene loading="lazy": el navegador la descarga tarde y la primera pantalla aparece vacía.`
          : `${plural(v.count, 'imagen', 'imágenes')} fuera de la primera pantalla se descargan de inmediato (${v.examples}).`,
      fix: (v) =>
        Number(v.mainIsLazy)
          ? 'Quita loading="lazy" de la imagen principal (y dale fetchpriority="high"); déjalo solo en las de más abajo.'
          : `Añade loading="lazy" a esas imágenes; nunca a la imagen principal${v.main ? ` (${v.main})` : ''}.`,
    },
    hotlinkedImages: {
      title: 'Imágenes de otros sitios',
      problem: (v) =>
        `${plural(v.count, 'imagen se carga', 'imágenes se cargan')} directamente desde otros sitios (${v.examples}); si ese sitio la cambia, la borra o va lento, tu página lo sufre.`,
      fix: () => 'Descarga esas imágenes (con permiso de su autor), optimízalas y súbelas a tu propio sitio.',
    },
    layoutShift: {
      title: 'Estabilidad al cargar',
      problem: (v) =>
        `En un teléfono el contenido salta mientras carga (CLS ${v.value})${v.count ? `: se mueven ${v.examples}` : ''}; el visitante pierde lo que leía o toca lo que no quería.`,
      fix: () =>
        'Reserva el espacio de imágenes, anuncios y marcos (width y height o aspect-ratio) y no insertes contenido encima de lo que ya se ve.',
    },
    blockingScripts: {
      title: 'Scripts que bloquean el teléfono',
      problem: (v) =>
        `Los scripts tienen ocupado al teléfono ${v.value} ms (bloqueo total, TBT): mientras tanto la página no responde a los toques${v.count ? `; los que más pesan: ${v.examples}` : ''}.`,
      fix: () =>
        'Quita los scripts y complementos que no uses, y carga después de la primera pantalla los de chat, redes sociales y anuncios.',
    },
    httpStatus: {
      title: 'Estado de la página',
      problem: (v) => `La página responde con el código de error ${v.status}; Google no la mostrará.`,
      fix: () => 'Revisa que la dirección sea la correcta y que la página exista y esté publicada.',
    },
    indexable: {
      title: 'Visible para Google',
      problem: () => 'La página tiene "noindex": Google no la mostrará en sus resultados.',
      fix: () =>
        'Quita la etiqueta meta robots "noindex" (o la cabecera X-Robots-Tag) de las páginas que quieres que aparezcan.',
    },
    title: {
      title: 'Título de la página',
      problem: (v) =>
        Number(v.length) === 0
          ? 'La página no tiene título (<title>).'
          : `El título tiene ${v.length} caracteres (lo ideal es entre 10 y 60): «${v.text}».`,
      fix: (v) =>
        `Escribe un título único de 10 a 60 caracteres con tu servicio principal y tu ciudad, por ejemplo ${kindOf(v).titleExample}.`,
    },
    description: {
      title: 'Meta descripción',
      problem: (v) =>
        Number(v.length) === 0
          ? 'Falta la meta descripción: Google inventará el texto que aparece bajo tu título.'
          : `La meta descripción tiene ${v.length} caracteres (lo ideal es entre 50 y 160).`,
      fix: () => 'Añade <meta name="description"> de 50 a 160 caracteres que diga qué ofreces y por qué elegirte.',
    },
    h1: {
      title: 'Encabezado principal (H1)',
      problem: (v) =>
        Number(v.count) === 0
          ? 'La página no tiene encabezado H1.'
          : `La página tiene ${v.count} encabezados H1; debería tener uno.`,
      fix: () => 'Usa un solo H1 que diga qué haces; los demás títulos, como H2 y H3.',
    },
    lang: {
      title: 'Idioma declarado',
      problem: () => 'La etiqueta <html> no declara el idioma.',
      fix: () => 'Añade lang="es" (o el idioma de la página) a la etiqueta <html>.',
    },
    canonical: {
      title: 'Enlace canónico',
      problem: () => 'No hay un enlace canónico válido; Google puede ver copias duplicadas de la página.',
      fix: () => 'Añade <link rel="canonical"> con la dirección completa y oficial de cada página.',
    },
    viewport: {
      title: 'Adaptada a celulares',
      problem: () => 'Falta la etiqueta viewport: en celulares la página se verá diminuta.',
      fix: () => 'Añade <meta name="viewport" content="width=device-width, initial-scale=1"> en el <head>.',
    },
    https: {
      title: 'Conexión segura (HTTPS)',
      problem: () => 'La página no usa HTTPS: el navegador la marca como «No seguro».',
      fix: () => 'Activa un certificado SSL (gratuito con Let\u2019s Encrypt o tu hosting) y sirve todo por https.',
    },
    httpsRedirect: {
      title: 'Redirección a HTTPS',
      problem: () => 'La versión http:// no redirige a https://.',
      fix: () => 'Configura una redirección permanente (301) de http:// a https:// en el servidor.',
    },
    openGraph: {
      title: 'Vista previa al compartir',
      problem: (v) =>
        `${v.count ? `Solo ${v.count} de 3 etiquetas` : 'Faltan las 3 etiquetas'} Open Graph (og:title, og:description, og:image): al compartir en WhatsApp o Facebook la vista previa queda incompleta.`,
      fix: () => 'Añade og:title, og:description y og:image (1200×630 px) a cada página.',
    },
    structuredData: {
      title: 'Datos estructurados',
      problem: () => 'No hay datos estructurados (schema.org).',
      fix: (v) => `Añade JSON-LD de tipo ${kindOf(v).schema}.`,
    },
    robotsTxt: {
      title: 'robots.txt',
      problem: () => 'Falta el archivo robots.txt o bloquea a todos los buscadores.',
      fix: () =>
        'Publica /robots.txt que permita el rastreo y termine con una línea «Sitemap:» seguida de la dirección completa de tu sitemap.',
    },
    sitemap: {
      title: 'Mapa del sitio',
      problem: () => 'No encontramos un sitemap (ni en robots.txt ni en /sitemap.xml).',
      fix: () => 'Genera /sitemap.xml (la mayoría de plataformas lo hacen solas) y envíalo en Google Search Console.',
    },
    imageAlt: {
      title: 'Texto alternativo de imágenes',
      problem: (v) =>
        `${plural(v.count, 'imagen no tiene', 'imágenes no tienen')} texto alternativo (alt): ${v.examples}.`,
      fix: () =>
        'Describe cada imagen en su atributo alt (por ejemplo alt="Fachada de la tienda en Santa Tecla"); usa alt="" solo en adornos.',
    },
    linkText: {
      title: 'Texto de los enlaces',
      problem: (v) => `${plural(v.count, 'enlace dice', 'enlaces dicen')} poco (${v.examples}).`,
      fix: () =>
        'Cambia textos como «aquí» o «más» por lo que el enlace ofrece, por ejemplo «Ver precios de diseño web».',
    },
    doctype: {
      title: 'Declaración de documento',
      problem: () =>
        'Falta <!DOCTYPE html> al inicio: los navegadores la muestran en «modo de compatibilidad» y el diseño puede fallar.',
      fix: () => 'Pon <!DOCTYPE html> como primera línea de cada página.',
    },
    viewportZoom: {
      title: 'Se puede ampliar con los dedos',
      problem: () =>
        'La etiqueta viewport impide ampliar la página (user-scalable=no o maximum-scale bajo): quien ve mal no puede leerla.',
      fix: () => 'Quita user-scalable=no y maximum-scale de la etiqueta viewport.',
    },
    deadLinks: {
      title: 'Enlaces rotos',
      problem: (v) =>
        `${plural(v.count, 'enlace de tu sitio lleva', 'enlaces de tu sitio llevan')} a páginas que no existen (${v.examples}).`,
      fix: () => 'Corrige o quita esos enlaces, o redirige las direcciones viejas a la página nueva.',
    },
    mixedContent: {
      title: 'Contenido mixto (http dentro de https)',
      problem: (v) =>
        `Tu página segura pide ${plural(v.count, 'archivo', 'archivos')} por http sin cifrar (${v.examples}); el navegador los bloquea o muestra la página como no segura.`,
      fix: () => 'Cambia esas direcciones a https:// (o súbelos a tu propio sitio) y vuelve a revisar la página.',
    },
    consoleErrors: {
      title: 'Errores de JavaScript',
      problem: (v) =>
        `Al abrir tu página en un teléfono aparecieron ${plural(v.count, 'error', 'errores')} de JavaScript (${v.examples}); algo de la página puede no funcionar.`,
      fix: () => 'Pide a quien mantiene tu sitio que abra la consola del navegador y corrija esos errores.',
    },
    whatsapp: {
      title: 'Botón de WhatsApp',
      problem: () => 'No hay un enlace a WhatsApp, el canal que más usan tus clientes para escribir.',
      fix: () =>
        'Añade un botón visible que abra WhatsApp con tu número completo (wa.me seguido de 503 y tus 8 dígitos) y un mensaje inicial.',
    },
    phone: {
      title: 'Teléfono con un toque',
      problem: () => 'No hay enlace tel: para llamar con un toque desde el celular.',
      fix: () => 'Enlaza tu número con tel: seguido de +503 y tus 8 dígitos, para llamar con un toque.',
    },
    callToAction: {
      title: 'Llamadas a la acción',
      problem: (v) =>
        Number(v.elsewhere) > 0
          ? 'La primera página no tiene botones que pidan actuar; solo aparecen en páginas interiores.'
          : 'No encontramos en tu sitio botones que pidan actuar (pedir, reservar, agendar, cotizar, comprar).',
      fix: (v) => `Pon un botón claro en la primera pantalla y al final de cada sección, por ejemplo ${kindOf(v).cta}.`,
    },
    contactForm: {
      title: 'Formulario de contacto',
      problem: () => 'No hay formulario de contacto en esta página.',
      fix: () => 'Añade un formulario corto (nombre, teléfono, mensaje) que llegue a tu correo o CRM.',
    },
    testimonials: {
      title: 'Testimonios y reseñas',
      problem: () => 'No encontramos testimonios ni reseñas de clientes.',
      fix: () => 'Publica 3 testimonios reales con nombre y foto, o inserta tus reseñas de Google.',
    },
    trustSignals: {
      title: 'Señales de confianza',
      problem: (v) =>
        `${v.count ? `Solo ${plural(v.count, 'señal', 'señales')}` : 'No hay señales'} de confianza (política de privacidad, redes sociales, dirección o mapa, garantías).`,
      fix: () =>
        'Añade tu dirección o mapa, enlaces a tus redes, una política de privacidad y tus garantías o certificaciones.',
    },
    placeholderLinks: {
      title: 'Enlaces de plantilla',
      problem: (v) =>
        `${plural(v.count, 'enlace parece', 'enlaces parecen')} de contacto, redes o privacidad pero no llevan a ningún lado (${v.examples}); quien lo toca se rinde.`,
      fix: () => 'Pon en cada uno tu número, tu perfil o tu página real, o quítalo.',
    },
    offsiteNavigation: {
      title: 'Menú que lleva a otros sitios',
      problem: (v) =>
        `${plural(v.count, 'opción del menú lleva', 'opciones del menú llevan')} a otro sitio web (${v.examples}); el visitante sale de tu página y no siempre vuelve.`,
      fix: () => 'Pon ese contenido en una página de tu sitio y enlázala desde el menú.',
    },
    contrast: {
      title: 'Contraste del texto',
      problem: (v) =>
        `${plural(v.count, 'texto tiene', 'textos tienen')} poco contraste con su fondo; al sol, en un teléfono, cuesta leerlos.`,
      fix: () =>
        'Oscurece el texto o aclara el fondo hasta un contraste de al menos 4,5 a 1 (3 a 1 en textos grandes).',
    },
    tapTargets: {
      title: 'Botones y enlaces fáciles de tocar',
      problem: (v) =>
        `${plural(v.count, 'botón o enlace es demasiado pequeño o está', 'botones o enlaces son demasiado pequeños o están')} muy juntos para tocarlos con el dedo.`,
      fix: () => 'Dales al menos 24 × 24 píxeles (mejor 48) y separa los que están pegados.',
    },
    formLabels: {
      title: 'Campos de formulario con etiqueta',
      problem: (v) =>
        `${plural(v.count, 'campo no tiene', 'campos no tienen')} etiqueta; en un teléfono, al escribir, el visitante ya no sabe qué le piden.`,
      fix: () => 'Pon un texto visible (etiqueta) a cada campo, no solo un texto de ejemplo dentro.',
    },
    autoplayMedia: {
      title: 'Audio o video que suena solo',
      problem: (v) =>
        `${plural(v.count, 'audio o video intenta', 'audios o videos intentan')} sonar sin que el visitante lo pida (${v.examples}).`,
      fix: () =>
        'Quita la reproducción automática o silencia el video (muted) y deja que el visitante le dé a reproducir.',
    },
    chatWidget: {
      title: 'Chat en vivo o chatbot',
      problem: () => 'No hay chat ni chatbot: quien visita de noche se va sin respuesta.',
      fix: () => 'Instala un chatbot que responda preguntas frecuentes 24/7 y pase los casos a WhatsApp.',
    },
    onlineBooking: {
      title: 'Reservas y pedidos en línea',
      problem: (v) => kindOf(v).booking,
      fix: (v) => kindOf(v).bookingFix,
    },
    analytics: {
      title: 'Analítica',
      problem: () => 'No detectamos herramientas de analítica: no sabes cuántos visitan ni de dónde vienen.',
      fix: () => 'Instala Google Analytics 4 (o Plausible) y mide los clics en WhatsApp y formularios.',
    },
    emailCapture: {
      title: 'Captura de correos',
      problem: () => 'No hay forma de dejar el correo para recibir novedades u ofertas.',
      fix: () => 'Ofrece algo útil (descuento, guía) a cambio del correo y conéctalo a tu herramienta de e-mail.',
    },
  },
}
