import type { ReportText } from './text-types'

const plural = (count: string | number | undefined, one: string, many: string) =>
  `${count} ${Number(count) === 1 ? one : many}`

export const es: ReportText = {
  reportTitle: 'Análisis de tu sitio web',
  analyzedUrl: 'Sitio analizado',
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
  },
  limitsTitle: 'Lo que este análisis no puede ver',
  limits:
    'Revisamos tu página por HTTP, como un buscador, y la abrimos una vez en un teléfono simulado. No vemos lo que ocurre al tocar o desplazarse (INP), las páginas internas, ni la experiencia completa de compra o reserva; la velocidad de tus visitantes reales puede variar según su teléfono y su conexión.',
  closing:
    '¿Quieres que revisemos juntos estos resultados y te digamos qué conviene hacer primero? Agenda una revisión gratuita de 15 minutos.',
  dateLocale: 'es-SV',
  checks: {
    ttfb: {
      title: 'Tiempo de respuesta del servidor',
      pass: (v) => `Tu servidor respondió en ${v.ms} ms (Google recomienda menos de 600 ms).`,
      problem: (v) => `Tu servidor tardó ${v.ms} ms en empezar a responder; lo recomendado es menos de 600 ms.`,
      fix: () =>
        'Activa el caché de páginas en tu plataforma, usa un hosting más rápido o una CDN (por ejemplo Cloudflare).',
    },
    redirects: {
      title: 'Redirecciones',
      pass: () => 'La dirección abre tu página directamente, sin redirecciones.',
      problem: (v) =>
        `Antes de mostrar tu página hay ${plural(v.count, 'redirección', 'redirecciones')}; cada una suma tiempo de espera.`,
      fix: () =>
        'Enlaza y comparte siempre la dirección final (con https y con o sin www, la que uses) y redirige en un solo paso.',
    },
    compression: {
      title: 'Compresión de texto',
      pass: () => 'Tu HTML, CSS y JavaScript se envían comprimidos.',
      problem: (v) =>
        `${plural(v.count, 'archivo de texto se envía', 'archivos de texto se envían')} sin comprimir (${v.examples}).`,
      fix: () => 'Activa gzip o Brotli en tu servidor o CDN; suele ser una sola opción en el panel del hosting.',
    },
    caching: {
      title: 'Caché del navegador',
      pass: () => 'Tus imágenes, estilos y scripts se guardan en caché el tiempo suficiente.',
      problem: (v) =>
        `${plural(v.count, 'archivo se guarda', 'archivos se guardan')} en caché menos de una semana (${v.examples}).`,
      fix: () =>
        'Configura "Cache-Control: max-age" de al menos 7 días (idealmente un año) para imágenes, CSS y JavaScript.',
    },
    pageWeight: {
      title: 'Peso de la página',
      pass: (v) => `Tu página pesa unos ${v.kib} KB, un tamaño adecuado.`,
      problem: (v) => `Tu página pesa unos ${v.kib} KB; por encima de 2.600 KB carga lento en datos móviles.`,
      fix: () =>
        'Comprime y redimensiona las imágenes, elimina scripts y plugins que no uses, y carga los videos solo al hacer clic.',
    },
    requestCount: {
      title: 'Número de archivos',
      pass: (v) => `La página carga ${v.count} archivos, una cantidad razonable.`,
      problem: (v) => `La página pide ${v.count} archivos; cada uno añade espera en conexiones móviles.`,
      fix: () => 'Quita plugins y widgets que no aporten, combina estilos y usa imágenes solo donde se vean.',
    },
    renderBlocking: {
      title: 'Recursos que bloquean la carga',
      pass: () => 'Nada en el encabezado impide que la página se muestre rápido.',
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
      pass: () => 'Tus imágenes usan formatos eficientes o son livianas.',
      problem: (v) => `${plural(v.count, 'imagen usa', 'imágenes usan')} JPEG/PNG/GIF pesados (${v.examples}).`,
      fix: () => 'Convierte las imágenes a WebP o AVIF: pesan entre 25 % y 50 % menos con la misma calidad.',
    },
    imageSizes: {
      title: 'Tamaño de imágenes',
      pass: () => 'Ninguna imagen pasa de 200 KB.',
      problem: (v) => `${plural(v.count, 'imagen pesa', 'imágenes pesan')} más de 200 KB: ${v.examples}.`,
      fix: () =>
        'Redimensiona cada imagen al tamaño en que se muestra (rara vez más de 1600 px de ancho) y comprímela.',
    },
    imageDimensions: {
      title: 'Dimensiones de imágenes',
      pass: () => 'Las imágenes declaran ancho y alto, así la página no salta al cargar.',
      problem: (v) =>
        `${v.count} de ${v.total} imágenes no declaran width y height; el contenido salta mientras cargan.`,
      fix: () => 'Pon los atributos width y height (o aspect-ratio en CSS) a cada imagen.',
    },
    lazyLoading: {
      title: 'Carga diferida de imágenes',
      pass: () => 'Las imágenes de más abajo se cargan solo cuando hacen falta (o hay pocas).',
      problem: (v) =>
        `${plural(v.count, 'imagen', 'imágenes')} fuera de la primera pantalla se descargan de inmediato.`,
      fix: () => 'Añade loading="lazy" a las imágenes que no se ven al abrir la página.',
    },
    hotlinkedImages: {
      title: 'Imágenes de otros sitios',
      pass: () => 'Las imágenes que ve tu visitante salen de tu propio sitio o de tu CDN.',
      problem: (v) =>
        `${plural(v.count, 'imagen se carga', 'imágenes se cargan')} directamente desde otros sitios (${v.examples}); si ese sitio la cambia, la borra o va lento, tu página lo sufre.`,
      fix: () => 'Descarga esas imágenes (con permiso de su autor), optimízalas y súbelas a tu propio sitio.',
    },
    httpStatus: {
      title: 'Estado de la página',
      pass: (v) => `La página responde correctamente (código ${v.status}).`,
      problem: (v) => `La página responde con el código de error ${v.status}; Google no la mostrará.`,
      fix: () => 'Revisa que la dirección sea la correcta y que la página exista y esté publicada.',
    },
    indexable: {
      title: 'Visible para Google',
      pass: () => 'Nada impide que Google indexe la página.',
      problem: () => 'La página tiene "noindex": Google no la mostrará en sus resultados.',
      fix: () =>
        'Quita la etiqueta meta robots "noindex" (o la cabecera X-Robots-Tag) de las páginas que quieres que aparezcan.',
    },
    title: {
      title: 'Título de la página',
      pass: (v) => `El título tiene ${v.length} caracteres: «${v.text}».`,
      problem: (v) =>
        Number(v.length) === 0
          ? 'La página no tiene título (<title>).'
          : `El título tiene ${v.length} caracteres (lo ideal es entre 10 y 60): «${v.text}».`,
      fix: () =>
        'Escribe un título único de 10 a 60 caracteres con tu servicio principal y tu ciudad, por ejemplo «Clínica dental en San Salvador | Nombre».',
    },
    description: {
      title: 'Meta descripción',
      pass: (v) => `La meta descripción tiene ${v.length} caracteres.`,
      problem: (v) =>
        Number(v.length) === 0
          ? 'Falta la meta descripción: Google inventará el texto que aparece bajo tu título.'
          : `La meta descripción tiene ${v.length} caracteres (lo ideal es entre 50 y 160).`,
      fix: () => 'Añade <meta name="description"> de 50 a 160 caracteres que diga qué ofreces y por qué elegirte.',
    },
    h1: {
      title: 'Encabezado principal (H1)',
      pass: () => 'La página tiene exactamente un H1.',
      problem: (v) =>
        Number(v.count) === 0
          ? 'La página no tiene encabezado H1.'
          : `La página tiene ${v.count} encabezados H1; debería tener uno.`,
      fix: () => 'Usa un solo H1 que diga qué haces; los demás títulos, como H2 y H3.',
    },
    lang: {
      title: 'Idioma declarado',
      pass: (v) => `La página declara su idioma (${v.lang}).`,
      problem: () => 'La etiqueta <html> no declara el idioma.',
      fix: () => 'Añade lang="es" (o el idioma de la página) a la etiqueta <html>.',
    },
    canonical: {
      title: 'Enlace canónico',
      pass: () => 'La página indica su dirección canónica.',
      problem: () => 'No hay un enlace canónico válido; Google puede ver copias duplicadas de la página.',
      fix: () => 'Añade <link rel="canonical" href="https://tu-dominio/…"> con la dirección oficial de cada página.',
    },
    viewport: {
      title: 'Adaptada a celulares',
      pass: () => 'La página tiene la etiqueta viewport para verse bien en celulares.',
      problem: () => 'Falta la etiqueta viewport: en celulares la página se verá diminuta.',
      fix: () => 'Añade <meta name="viewport" content="width=device-width, initial-scale=1"> en el <head>.',
    },
    https: {
      title: 'Conexión segura (HTTPS)',
      pass: () => 'La página usa HTTPS.',
      problem: () => 'La página no usa HTTPS: el navegador la marca como «No seguro».',
      fix: () => 'Activa un certificado SSL (gratuito con Let\u2019s Encrypt o tu hosting) y sirve todo por https.',
    },
    httpsRedirect: {
      title: 'Redirección a HTTPS',
      pass: () => 'Quien escribe http:// llega a la versión segura.',
      problem: () => 'La versión http:// no redirige a https://.',
      fix: () => 'Configura una redirección permanente (301) de http:// a https:// en el servidor.',
    },
    openGraph: {
      title: 'Vista previa al compartir',
      pass: () => 'Tiene título, descripción e imagen para WhatsApp y redes sociales.',
      problem: (v) =>
        `Solo ${v.count} de 3 etiquetas Open Graph (og:title, og:description, og:image): al compartir en WhatsApp o Facebook la vista previa queda incompleta.`,
      fix: () => 'Añade og:title, og:description y og:image (1200×630 px) a cada página.',
    },
    structuredData: {
      title: 'Datos estructurados',
      pass: () => 'La página incluye datos estructurados para Google.',
      problem: () => 'No hay datos estructurados (schema.org).',
      fix: () => 'Añade JSON-LD de tipo LocalBusiness con nombre, dirección, teléfono y horario.',
    },
    robotsTxt: {
      title: 'robots.txt',
      pass: () => 'El archivo robots.txt existe y permite rastrear el sitio.',
      problem: () => 'Falta el archivo robots.txt o bloquea a todos los buscadores.',
      fix: () =>
        'Publica /robots.txt que permita el rastreo e indique tu sitemap («Sitemap: https://tu-dominio/sitemap.xml»).',
    },
    sitemap: {
      title: 'Mapa del sitio',
      pass: () => 'Encontramos tu sitemap.',
      problem: () => 'No encontramos un sitemap (ni en robots.txt ni en /sitemap.xml).',
      fix: () => 'Genera /sitemap.xml (la mayoría de plataformas lo hacen solas) y envíalo en Google Search Console.',
    },
    imageAlt: {
      title: 'Texto alternativo de imágenes',
      pass: () => 'Todas las imágenes tienen texto alternativo.',
      problem: (v) =>
        `${plural(v.count, 'imagen no tiene', 'imágenes no tienen')} texto alternativo (alt): ${v.examples}.`,
      fix: () =>
        'Describe cada imagen en su atributo alt (por ejemplo alt="Fachada de la tienda en Santa Tecla"); usa alt="" solo en adornos.',
    },
    linkText: {
      title: 'Texto de los enlaces',
      pass: () => 'Los enlaces dicen a dónde llevan.',
      problem: (v) => `${plural(v.count, 'enlace dice', 'enlaces dicen')} poco (${v.examples}).`,
      fix: () =>
        'Cambia textos como «aquí» o «más» por lo que el enlace ofrece, por ejemplo «Ver precios de diseño web».',
    },
    mixedContent: {
      title: 'Contenido mixto (http dentro de https)',
      pass: () => 'Todo lo que carga tu página segura viaja también por https.',
      problem: (v) =>
        `Tu página segura pide ${plural(v.count, 'archivo', 'archivos')} por http sin cifrar (${v.examples}); el navegador los bloquea o muestra la página como no segura.`,
      fix: () => 'Cambia esas direcciones a https:// (o súbelos a tu propio sitio) y vuelve a revisar la página.',
    },
    consoleErrors: {
      title: 'Errores de JavaScript',
      pass: () => 'Al abrir tu página en un teléfono no aparecieron errores de JavaScript.',
      problem: (v) =>
        `Al abrir tu página en un teléfono aparecieron ${plural(v.count, 'error', 'errores')} de JavaScript (${v.examples}); algo de la página puede no funcionar.`,
      fix: () => 'Pide a quien mantiene tu sitio que abra la consola del navegador y corrija esos errores.',
    },
    whatsapp: {
      title: 'Botón de WhatsApp',
      pass: () => 'Hay un enlace directo a WhatsApp.',
      problem: () => 'No hay un enlace a WhatsApp, el canal que más usan tus clientes para escribir.',
      fix: () => 'Añade un botón visible con https://wa.me/503XXXXXXXX y un mensaje inicial.',
    },
    phone: {
      title: 'Teléfono con un toque',
      pass: () => 'El teléfono se puede marcar con un toque.',
      problem: () => 'No hay enlace tel: para llamar con un toque desde el celular.',
      fix: () => 'Enlaza tu número así: <a href="tel:+503XXXXXXXX">.',
    },
    callToAction: {
      title: 'Llamadas a la acción',
      pass: (v) => `Encontramos ${plural(v.count, 'llamada', 'llamadas')} a la acción.`,
      problem: () => 'No encontramos botones que pidan actuar («Cotiza», «Agenda», «Compra»).',
      fix: () =>
        'Pon un botón claro en la primera pantalla y al final de cada sección, con verbo y beneficio: «Cotiza gratis hoy».',
    },
    contactForm: {
      title: 'Formulario de contacto',
      pass: () => 'La página tiene un formulario de contacto.',
      problem: () => 'No hay formulario de contacto en esta página.',
      fix: () => 'Añade un formulario corto (nombre, teléfono, mensaje) que llegue a tu correo o CRM.',
    },
    testimonials: {
      title: 'Testimonios y reseñas',
      pass: () => 'Muestras testimonios o reseñas de clientes.',
      problem: () => 'No encontramos testimonios ni reseñas de clientes.',
      fix: () => 'Publica 3 testimonios reales con nombre y foto, o inserta tus reseñas de Google.',
    },
    trustSignals: {
      title: 'Señales de confianza',
      pass: (v) => `Encontramos ${v.count} señales de confianza (privacidad, redes, dirección, garantías).`,
      problem: (v) =>
        `Solo ${plural(v.count, 'señal', 'señales')} de confianza (política de privacidad, redes sociales, dirección o mapa, garantías).`,
      fix: () =>
        'Añade tu dirección o mapa, enlaces a tus redes, una política de privacidad y tus garantías o certificaciones.',
    },
    contrast: {
      title: 'Contraste del texto',
      pass: () => 'El texto se lee bien sobre su fondo.',
      problem: (v) =>
        `${plural(v.count, 'texto tiene', 'textos tienen')} poco contraste con su fondo; al sol, en un teléfono, cuesta leerlos.`,
      fix: () =>
        'Oscurece el texto o aclara el fondo hasta un contraste de al menos 4,5 a 1 (3 a 1 en textos grandes).',
    },
    tapTargets: {
      title: 'Botones y enlaces fáciles de tocar',
      pass: () => 'Los botones y enlaces tienen buen tamaño para tocarlos con el dedo.',
      problem: (v) =>
        `${plural(v.count, 'botón o enlace es', 'botones o enlaces son')} demasiado pequeños o están muy juntos para tocarlos con el dedo.`,
      fix: () => 'Dales al menos 24 × 24 píxeles (mejor 48) y separa los que están pegados.',
    },
    formLabels: {
      title: 'Campos de formulario con etiqueta',
      pass: () => 'Cada campo de tus formularios dice qué hay que escribir.',
      problem: (v) =>
        `${plural(v.count, 'campo no tiene', 'campos no tienen')} etiqueta; en un teléfono, al escribir, el visitante ya no sabe qué le piden.`,
      fix: () => 'Pon un texto visible (etiqueta) a cada campo, no solo un texto de ejemplo dentro.',
    },
    autoplayMedia: {
      title: 'Audio o video que suena solo',
      pass: () => 'Nada suena al abrir tu página.',
      problem: (v) =>
        `${plural(v.count, 'audio o video intenta', 'audios o videos intentan')} sonar sin que el visitante lo pida (${v.examples}).`,
      fix: () =>
        'Quita la reproducción automática o silencia el video (muted) y deja que el visitante le dé a reproducir.',
    },
    chatWidget: {
      title: 'Chat en vivo o chatbot',
      pass: () => 'Hay un chat o chatbot para atender al instante.',
      problem: () => 'No hay chat ni chatbot: quien visita de noche se va sin respuesta.',
      fix: () => 'Instala un chatbot que responda preguntas frecuentes 24/7 y pase los casos a WhatsApp.',
    },
    onlineBooking: {
      title: 'Reservas en línea',
      pass: () => 'Los clientes pueden reservar o agendar en línea.',
      problem: () => 'No se puede agendar una cita o reserva en línea.',
      fix: () => 'Conecta una agenda en línea (Calendly, Google Calendar) para que reserven sin llamar.',
    },
    analytics: {
      title: 'Analítica',
      pass: () => 'Mides las visitas con una herramienta de analítica.',
      problem: () => 'No detectamos herramientas de analítica: no sabes cuántos visitan ni de dónde vienen.',
      fix: () => 'Instala Google Analytics 4 (o Plausible) y mide los clics en WhatsApp y formularios.',
    },
    emailCapture: {
      title: 'Captura de correos',
      pass: () => 'Puedes recoger correos de tus visitantes.',
      problem: () => 'No hay forma de dejar el correo para recibir novedades u ofertas.',
      fix: () => 'Ofrece algo útil (descuento, guía) a cambio del correo y conéctalo a tu herramienta de e-mail.',
    },
  },
}
