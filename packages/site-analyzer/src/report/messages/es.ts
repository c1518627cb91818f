import type { Catalogue } from './catalogue'
import { kindsEs } from './kinds.es'

/** The report's Spanish copy (the default language). */
export const es: Catalogue = {
  reportTitle: 'Análisis de tu sitio web',
  analyzedSite: 'Sitio analizado',
  analyzedAt: 'Fecha',
  overall: 'Puntuación general',
  topActions: 'Las 3 acciones más importantes',
  noActions: '¡Excelente! No encontramos nada urgente que corregir.',
  findings: 'Todos los hallazgos',
  fixLabel: 'Cómo corregirlo',
  categories: { speed: 'Velocidad', seo: 'SEO (Google)', sales: 'Ventas', automation: 'Automatización' },
  status: { pass: '✔ Bien', warn: '⚠ Mejorable', fail: '✘ Falla' },
  importance: { high: 'prioridad alta', medium: 'prioridad media', low: 'prioridad baja' },
  phone: {
    title: 'Tu sitio en un teléfono',
    measured:
      'Abrimos tu página en un teléfono simulado (Lighthouse, conexión móvil): rendimiento {performance, number}/100; contenido principal visible (LCP) en {lcp, number, ::.0} s, primer contenido (FCP) en {fcp, number, ::.0} s, índice de velocidad {speedIndex, number, ::.0} s, bloqueo total (TBT) {tbt, number, ::group-off} ms, estabilidad visual (CLS) {cls, number}.',
    unavailable:
      'Esta vez no pudimos medir tu página en un teléfono, así que este informe no incluye la velocidad móvil (LCP, CLS, TBT), la captura de pantalla ni las revisiones que solo ve un navegador. Lo demás se revisó por HTTP.',
    why: {
      'no-browser':
        'No pudimos abrir en nuestro servidor el navegador con el que medimos: es un problema nuestro, no de tu página.',
      timeout:
        'La medición no terminó en los {passSeconds, number} segundos que le damos: tu página tardó demasiado en cargar o en quedar quieta. Pide el análisis de nuevo en unos minutos; si vuelve a pasar, tu página es demasiado pesada para un teléfono.',
      busy: 'Nuestro servidor estaba ocupado con otros análisis y no alcanzó a medir tu página a tiempo: es cosa nuestra, no de tu página. Pide el análisis de nuevo en unos minutos para ver también la velocidad en el teléfono.',
      failed: 'El navegador no pudo terminar de cargar tu página para medirla.',
      memory:
        'Detuvimos la medición porque tu página pidió más de {megabytes, number} MB de memoria, el máximo que damos a un análisis: en un teléfono real, una página así se traba o se cierra sola.',
      cpu: 'Detuvimos la medición porque tu página mantuvo ocupado el procesador de nuestro teléfono simulado más de {cpuSeconds, plural, one {# segundo} other {# segundos}} (programas que no terminan, o animaciones que nunca se detienen): en un teléfono real, una página así puede ir lenta y gastar batería.',
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
    text: 'Por lo que vimos, tu sitio es de {name}. {suggestion}',
  },
  kinds: kindsEs,
  exampleCity: 'tu ciudad',
  tradeTitleExample: '«{trade} en {city} | Nombre»',
  passedLabel: 'Ya está bien',
  unmeasuredLabel:
    'Sin medir ({why, select, styles {los estilos de tu página no llegaron al teléfono simulado, que la vio sin sus colores ni su diseño} fonts {las letras, los iconos o las animaciones que tu página trae de otro sitio no llegaron al teléfono simulado, y sin ellos el texto no se acomoda como lo ven tus visitantes} scripts {algunos programas de tu página no llegaron al teléfono simulado} other {solo se ve en el teléfono simulado}})',
  unjudgedLabel:
    'Sin juzgar (nuestro servidor de análisis estaba ocupado al medir y no pudimos separar su demora de la de tu sitio)',
  contact: {
    title: 'Hablemos',
    booking: 'Agenda una revisión de 15 minutos',
    whatsapp: 'WhatsApp',
    email: 'Correo',
  },
  limitsTitle: 'Lo que este análisis no puede ver',
  limits:
    'Revisamos tu página por HTTP, como un buscador, {phone, select, measured {y la abrimos una vez en un teléfono simulado, donde tocamos sus botones y llenamos sus formularios sin enviar nada} other {pero esta vez no pudimos abrirla en un teléfono simulado: no tocamos sus botones ni llenamos sus formularios, así que lo que solo hacen sus programas lo juzgamos por lo que dice su código}}; de las páginas que enlaza tu menú de navegación leemos hasta cinco de las que venden (contacto, reservas, servicios, productos o carta). No medimos cuánto tarda en responder a un toque (INP), ni vemos el resto de páginas internas ni la experiencia completa de compra o reserva; la velocidad de tus visitantes reales puede variar según su teléfono y su conexión.',
  closing:
    '¿Quieres que revisemos juntos estos resultados y te digamos qué conviene hacer primero? Agenda una revisión gratis de 15 minutos.',
  linkRemoved: '[enlace quitado]',
  places: {
    title: 'en el título de la pestaña',
    description: 'en la descripción que muestra Google',
    mainHeading: 'en el título principal',
    heading: 'en un subtítulo',
    navigation: 'en el menú',
    header: 'en la cabecera',
    footer: 'en el pie de página',
    form: 'en el formulario',
    image: 'en una imagen',
    button: 'en un botón',
    link: 'en un enlace',
    page: 'en el texto de la página',
    script: 'en un script del sitio',
  },
  placedItem: '«{text}» {place}',
  iconControls: {
    menu: 'el botón del menú (☰)',
    close: 'la X de cerrar',
    search: 'la lupa de búsqueda',
    slides: 'las flechas de las fotos',
    scrollTop: 'la flecha para volver arriba',
    cart: 'el ícono del carrito',
    call: 'el ícono de teléfono',
    mail: 'el ícono de correo',
    map: 'el ícono de ubicación',
    signIn: 'el ícono para iniciar sesión',
    list: 'una lista desplegable',
    icon: 'un ícono sin texto',
  },
  checks: {
    ttfb: {
      title: 'Tiempo de respuesta del servidor',
      problem:
        'Tu servidor tardó {ms, number, ::group-off} ms en empezar a responder; lo recomendado es menos de 600 ms.',
      fix: 'Activa el caché de páginas en tu plataforma, usa un hosting más rápido o una CDN (por ejemplo Cloudflare).',
    },
    redirects: {
      title: 'Redirecciones',
      problem:
        '{count, plural, one {Antes de mostrar tu página hay # redirección{refresh, select, 1 {, hecha por la propia página (meta refresh), que muestra primero una página vacía y que Google no siempre sigue; suma tiempo de espera.} other {, que suma tiempo de espera.}}} other {Antes de mostrar tu página hay # redirecciones{refresh, select, 1 {, una de ellas hecha por la propia página (meta refresh), que muestra primero una página vacía y que Google no siempre sigue} other {}}; cada una suma tiempo de espera.}}',
      fix: 'Enlaza y comparte siempre la dirección final (con https y con o sin www, la que uses) y redirige en un solo paso.',
    },
    compression: {
      title: 'Compresión de texto',
      problem:
        '{withPage, select, yes {La página{count, plural, =0 { se envía} one { y # archivo de texto más se envían} other { y # archivos de texto más se envían}}} other {{count, plural, one {# archivo de texto se envía} other {# archivos de texto se envían}}}} sin comprimir{examples, select, none {} other { ({examples})}}.',
      fix: 'Activa gzip o Brotli en tu servidor o CDN; suele ser una sola opción en el panel del hosting.',
    },
    caching: {
      title: 'Caché del navegador',
      problem:
        '{count, plural, one {# archivo se guarda} other {# archivos se guardan}} en caché menos de una semana{examples, select, none {} other { ({examples})}}.',
      fix: 'Configura "Cache-Control: max-age" de al menos 7 días (idealmente un año) para imágenes, CSS y JavaScript.',
    },
    pageWeight: {
      title: 'Peso de la página',
      problem: 'Tu página pesa unos {kib, number, ::group-off} KB; por encima de 2600 KB carga lento en datos móviles.',
      fix: '{photos, select, most {Casi todo ese peso son tus fotos: comprímelas y redimensiónalas al tamaño en que se ven{videos, select, yes {, y carga los videos solo al hacer clic} other {}}.} other {Comprime y redimensiona las imágenes{videos, select, yes {, elimina scripts y plugins que no uses, y carga los videos solo al hacer clic} other { y elimina scripts y plugins que no uses}}.}}',
    },
    requestCount: {
      title: 'Número de archivos',
      problem:
        'La página pide {count, plural, one {# archivo} other {# archivos}}; cada uno añade espera en conexiones móviles.',
      fix: 'Quita plugins y widgets que no aporten, combina estilos y usa imágenes solo donde se vean.',
    },
    renderBlocking: {
      title: 'Recursos que bloquean la carga',
      problem:
        'En el <head> hay {scripts, plural, =0 {} one {# script sin async/defer} other {# scripts sin async/defer}}{styles, plural, =0 {} =1 {} =2 {} other {{scripts, plural, =0 {} other { y }}# hojas de estilo}}{foreign, plural, =0 {} other {{scripts, plural, =0 {{styles, plural, =0 {} =1 {} =2 {} other { y }}} other { y }}{foreign, plural, one {# hoja de estilo} other {# hojas de estilo}} de otro sitio{examples, select, none {} other { ({examples})}},}} que {scripts, plural, one {{styles, plural, =0 {{foreign, plural, =0 {retrasa} other {retrasan}}} =1 {{foreign, plural, =0 {retrasa} other {retrasan}}} =2 {{foreign, plural, =0 {retrasa} other {retrasan}}} other {retrasan}}} =0 {{foreign, plural, one {retrasa} other {retrasan}}} other {retrasan}} que se vea la página{foreign, plural, =0 {} one {; la de otro sitio, además, espera a que se abra una conexión más} other {; las de otro sitio, además, esperan a que se abra una conexión más con cada uno}}.',
      fix: '{scripts, plural, =0 {} one {Añade "defer" a ese script, y también a los scripts que usan lo que él define, y pasa a un archivo con "defer" el código escrito en la página que lo llame: los scripts con "defer" corren en orden, después de leer la página. } other {Añade "defer" a esos scripts, y también a los que usan lo que ellos definen, y pasa a un archivo con "defer" el código escrito en la página que los llame: los scripts con "defer" corren en orden, después de leer la página. }}{styles, plural, =0 {} =1 {} =2 {} other {Une tus hojas de estilo en una. }}{foreign, plural, =0 {Carga después lo que no es esencial.} other {Sirve desde tu propio sitio lo que hoy pides a otro (las fuentes, con font-display: swap) y carga después lo que no es esencial.}}',
    },
    imageFormats: {
      title: 'Formato de imágenes',
      problem:
        '{count, plural, one {# imagen usa un formato pesado} other {# imágenes usan formatos pesados}} (JPEG, PNG o GIF){examples, select, none {} other {: {examples}}}.',
      fix: 'Convierte {count, plural, one {esa imagen} other {esas # imágenes}} a WebP o AVIF, que pesan entre 25 % y 50 % menos con la misma calidad.',
    },
    imageSizes: {
      title: 'Tamaño de imágenes',
      problem:
        '{count, plural, one {# imagen pesa} other {# imágenes pesan}} más de 200 KB{examples, select, none {} other {: {examples}}}.',
      fix: 'Redimensiona {count, plural, one {esa imagen} other {cada imagen}} al tamaño en que se muestra (rara vez más de 1600 px de ancho) y comprímela.',
    },
    imageDimensions: {
      title: 'Dimensiones de imágenes',
      problem:
        '{count, plural, one {# imagen no declara su ancho y alto} other {# imágenes no declaran su ancho y alto}} (width y height; tu página tiene {total, plural, one {# imagen} other {# imágenes}}): {moved, select, yes {el contenido saltó mientras {count, plural, one {cargaba} other {cargaban}}} other {si tu hoja de estilos no {count, plural, one {le da un tamaño, el contenido salta mientras carga} other {les da un tamaño, el contenido salta mientras cargan}}}}.',
      fix: 'Pon los atributos width y height (o aspect-ratio en CSS) a {count, plural, one {esa imagen} other {cada imagen}}.',
    },
    lazyLoading: {
      title: 'Carga diferida de imágenes',
      problem:
        '{mainIsLazy, select, 1 {La imagen principal ({main}) tiene loading="lazy": el navegador la descarga tarde y la primera pantalla aparece vacía.} other {{count, plural, one {# imagen fuera de la primera pantalla se descarga} other {# imágenes fuera de la primera pantalla se descargan}} de inmediato{examples, select, none {} other { ({examples})}}.}}',
      fix: '{mainIsLazy, select, 1 {Quita loading="lazy" de la imagen principal (y dale fetchpriority="high"); déjalo solo en las de más abajo.} other {Añade loading="lazy" a {count, plural, one {esa imagen} other {esas imágenes}}; nunca a la imagen principal{main, select, none {} other { ({main})}}.}}',
    },
    hotlinkedImages: {
      title: 'Imágenes de otros sitios',
      problem:
        '{count, plural, one {# imagen se carga directamente desde otro sitio} other {# imágenes se cargan directamente desde otros sitios}}{examples, select, none {} other { ({examples})}}; si ese sitio {count, plural, one {la cambia, la borra} other {las cambia, las borra}} o va lento, tu página lo sufre.',
      fix: '{count, plural, one {Descarga esa imagen (con permiso de su autor), optimízala y súbela} other {Descarga esas imágenes (con permiso de su autor), optimízalas y súbelas}} a tu propio sitio.',
    },
    layoutShift: {
      title: 'Estabilidad al cargar',
      problem:
        'En un teléfono el contenido salta mientras carga (CLS {value}){examples, select, none {} other {{count, plural, one {: se mueve {examples}} other {: se mueven {examples}}}}}; el visitante pierde lo que leía o toca lo que no quería.',
      fix: 'Reserva el espacio de imágenes, anuncios y marcos (width y height o aspect-ratio) y no insertes contenido encima de lo que ya se ve.',
    },
    blockingScripts: {
      title: 'Scripts que bloquean el teléfono',
      problem:
        'Los scripts tienen ocupado al teléfono {value, number, ::group-off} ms (bloqueo total, TBT): mientras tanto la página no responde a los toques{examples, select, none {} other {{count, plural, one {; el que más pesa: {examples}} other {; los que más pesan: {examples}}}}}.',
      fix: 'Quita los scripts y complementos que no uses, y carga después de la primera pantalla los de chat, redes sociales y anuncios.',
    },
    httpStatus: {
      title: 'Estado de la página',
      problem:
        '{where, select, root {Esta página responde, pero la dirección principal de tu sitio (/) responde con el código de error {status}: quien escribe solo tu dominio, y Google, llegan a una página de error.} other {La página responde con el código de error {status}; Google no la mostrará.}}',
      fix: '{where, select, root {Publica tu página de inicio como index.html (en minúsculas) en la raíz del sitio, o haz que la dirección principal redirija a ella.} other {Revisa que la dirección sea la correcta y que la página exista y esté publicada.}}',
    },
    indexable: {
      title: 'Visible para Google',
      problem: 'La página tiene "noindex": Google no la mostrará en sus resultados.',
      fix: 'Quita la etiqueta meta robots "noindex" (o la cabecera X-Robots-Tag) de las páginas que quieres que aparezcan.',
    },
    title: {
      title: 'Título de la página',
      problem:
        '{garbled, select, yes {El título se ve con letras rotas, «{text}»: la página se guardó en una codificación y se sirve en otra, y así lo muestran Google y la pestaña del navegador.} other {{shared, plural, =0 {{length, plural, =0 {La página no tiene título (<title>).} one {El título tiene # carácter (lo ideal es entre 10 y 60): «{text}».} other {El título tiene # caracteres (lo ideal es entre 10 y 60): «{text}».}}} one {Tu página de inicio y otra página tienen el mismo título, «{text}»: Google las muestra igual en cada búsqueda y no sabe cuál corresponde a lo que se busca.} other {Tu página de inicio y otras # páginas tienen el mismo título, «{text}»: Google las muestra igual en cada búsqueda y no sabe cuál corresponde a lo que se busca.}}}}',
      fix: '{garbled, select, yes {Guarda tus páginas en UTF-8, declara <meta charset="utf-8"> al principio del <head> y vuelve a escribir los acentos del título.} other {{shared, plural, =0 {Escribe un título único de 10 a 60 caracteres con tu servicio principal y tu ciudad, por ejemplo {titleExample}.} other {Da a cada página su propio título de 10 a 60 caracteres: el de inicio con tu servicio principal y tu ciudad, por ejemplo {titleExample}; el de cada otra página, con lo que ella ofrece (sus servicios, su contacto).}}}}',
    },
    description: {
      title: 'Meta descripción',
      problem:
        '{length, plural, =0 {Falta la meta descripción: Google inventará el texto que aparece bajo tu título.} one {La meta descripción tiene # carácter (lo ideal es entre 50 y 160).} other {La meta descripción tiene # caracteres (lo ideal es entre 50 y 160).}}',
      fix: '{length, plural, =0 {Añade <meta name="description"> de 50 a 160 caracteres que diga qué ofreces y por qué elegirte.} other {Ajusta tu meta descripción a entre 50 y 160 caracteres, y que diga qué ofreces y por qué elegirte.}}',
    },
    h1: {
      title: 'Encabezado principal (H1)',
      problem:
        '{hidden, select, yes {Tu encabezado H1 está oculto en el teléfono: tu página lo esconde, y quien te visita no lo ve.} other {{count, plural, =0 {La página no tiene encabezado H1.} one {La página tiene # encabezado H1.} other {La página tiene # encabezados H1; debería tener uno.}}}}',
      fix: '{hidden, select, yes {Muestra el H1 también en el teléfono (quita el estilo que lo oculta, como un display: none) y que diga qué haces.} other {Usa un solo H1 que diga qué haces; los demás títulos, como H2 y H3.}}',
    },
    lang: {
      title: 'Idioma declarado',
      problem:
        '{written, select, es {La etiqueta <html> declara lang="{lang}", pero tu página está escrita en español} en {La etiqueta <html> declara lang="{lang}", pero tu página está escrita en inglés} other {La etiqueta <html> no declara el idioma}}: Google puede mostrarla a quien busca en otro idioma y los lectores de pantalla la leen con otra pronunciación.',
      fix: '{written, select, es {Cambia el idioma de la etiqueta <html> a lang="es".} en {Cambia el idioma de la etiqueta <html> a lang="en".} other {Añade lang="es" (o el idioma de la página) a la etiqueta <html>.}}',
    },
    canonical: {
      title: 'Enlace canónico',
      problem:
        '{example, select, canonical {Tu enlace canónico apunta a la dirección de ejemplo que dejó la plantilla, no a la de tu sitio: Google puede tomar esa otra página por la oficial.} share {Tu página dice en og:url que su dirección es la de ejemplo que dejó la plantilla: al compartirla en Facebook o WhatsApp, el enlace puede llevar a esa otra página, no a la tuya.} other {{href, select, none {No hay un enlace canónico; Google puede ver copias duplicadas de la página.} other {El enlace canónico es relativo («{href}»): Google necesita la dirección completa y puede ignorarlo o tomar otra página por la oficial.}}}}',
      fix: '{example, select, no {Añade <link rel="canonical"> con la dirección completa y oficial de cada página.} other {Cambia esa dirección por la de tu sitio, en <link rel="canonical"> y en og:url, o quita la etiqueta.}}',
    },
    viewport: {
      title: 'Adaptada a teléfonos',
      problem: 'Falta la etiqueta viewport: en un teléfono la página se verá diminuta.',
      fix: 'Añade <meta name="viewport" content="width=device-width, initial-scale=1"> en el <head>.',
    },
    https: {
      title: 'Conexión segura (HTTPS)',
      problem: 'La página no usa HTTPS: el navegador la marca como «No seguro».',
      fix: 'Activa un certificado SSL (gratis con Let’s Encrypt o tu hosting) y sirve todo por https.',
    },
    httpsRedirect: {
      title: 'Redirección a HTTPS',
      problem: 'La versión http:// no redirige a https://.',
      fix: 'Configura una redirección permanente (301) de http:// a https:// en el servidor.',
    },
    openGraph: {
      title: 'Vista previa al compartir',
      problem:
        '{shareImage, select, missing {La imagen que tu página da para su vista previa (og:image) no existe en tu sitio: al compartir en WhatsApp o Facebook el enlace sale sin foto.} svg {La imagen que tu página da para su vista previa (og:image) es un SVG, que WhatsApp y Facebook no muestran: al compartir, el enlace sale sin foto.} other {{count, plural, =0 {Faltan las 3 etiquetas Open Graph} other {Solo hay # de las 3 etiquetas Open Graph}} (og:title, og:description, og:image): al compartir en WhatsApp o Facebook la vista previa queda incompleta.}}',
      fix: '{shareImage, select, missing {Sube esa imagen (1200×630 px) y pon en og:image su dirección completa, con https://.} svg {Pon en og:image una imagen JPG o PNG (1200×630 px), con su dirección completa y https://.} other {Añade og:title, og:description y og:image (1200×630 px) a cada página.}}',
    },
    structuredData: {
      title: 'Datos estructurados',
      problem: 'No hay datos estructurados (schema.org).',
      fix: 'Añade JSON-LD de tipo {type, select, none {{schema}} other {{type}, con tu dirección, teléfono y horario}}.',
    },
    robotsTxt: {
      title: 'robots.txt',
      problem: 'Falta el archivo robots.txt o bloquea a todos los buscadores.',
      fix: 'Publica /robots.txt que permita el rastreo y termine con una línea «Sitemap:» seguida de la dirección completa de tu sitemap.',
    },
    sitemap: {
      title: 'Mapa del sitio',
      problem: 'No encontramos un sitemap (ni en robots.txt ni en /sitemap.xml).',
      fix: 'Genera /sitemap.xml (la mayoría de plataformas lo hacen solas) y envíalo en Google Search Console.',
    },
    imageAlt: {
      title: 'Texto alternativo de imágenes',
      problem:
        '{count, plural, one {# imagen no tiene} other {# imágenes no tienen}} texto alternativo (alt){examples, select, none {} other {: {examples}}}.',
      fix: 'Describe cada imagen en su atributo alt (por ejemplo alt="Fachada de la tienda en {city}"); usa alt="" solo en adornos.',
    },
    linkText: {
      title: 'Texto de los enlaces',
      problem:
        '{count, plural, one {# enlace dice poco de adónde lleva} other {# enlaces dicen poco de adónde llevan}}{examples, select, none {} other { ({examples})}}.',
      fix: 'Cambia textos como «aquí» o «más» por lo que el enlace ofrece, por ejemplo «Ver precios de diseño web».',
    },
    doctype: {
      title: 'Declaración de documento',
      problem:
        'Falta <!DOCTYPE html> al inicio: los navegadores la muestran en «modo de compatibilidad» y el diseño puede fallar.',
      fix: 'Pon <!DOCTYPE html> como primera línea de cada página.',
    },
    viewportZoom: {
      title: 'Se puede ampliar con los dedos',
      problem:
        'La etiqueta viewport impide ampliar la página (user-scalable=no o maximum-scale bajo): quien ve mal no puede leerla.',
      fix: 'Quita user-scalable=no y maximum-scale de la etiqueta viewport.',
    },
    deadLinks: {
      title: 'Enlaces rotos',
      problem:
        '{count, plural, one {# enlace de tu sitio lleva a una página que no existe} other {# enlaces de tu sitio llevan a páginas que no existen}}{examples, select, none {} other { ({examples})}}.',
      fix: '{count, plural, one {Corrige o quita ese enlace, o redirige la dirección vieja a la página nueva.} other {Corrige o quita esos enlaces, o redirige las direcciones viejas a la página nueva.}}',
    },
    location: {
      title: 'Dónde está tu negocio',
      problem:
        '{address, select, 1 {Tu sitio muestra tu dirección, pero ni tu título, ni tu descripción, ni tu título principal dicen en qué ciudad o zona estás} area {Tu sitio muestra las zonas que atiendes, pero ni tu título, ni tu descripción, ni tu título principal dicen en qué ciudad o zona estás} other {{named, select, 1 {Tu título, tu descripción o tu título principal dicen dónde estás, pero ninguna página muestra tu dirección ni un mapa} other {Ni tu título, ni tu descripción, ni tu título principal dicen en qué ciudad o zona estás, y en las páginas que revisamos no encontramos tu dirección ni un mapa}}}}. Google no puede mostrarte a quien busca cerca, y quien llega no sabe si atiendes en su zona.',
      fix: '{address, select, area {Nombra la ciudad o las zonas que atiendes en el título y la descripción (por ejemplo {titleExample}).} other {Nombra tu ciudad o tu zona en el título y la descripción (por ejemplo {titleExample}), y pon tu dirección con un enlace a Google Maps en el pie de cada página.}}',
    },
    mixedContent: {
      title: 'Contenido mixto (http dentro de https)',
      problem:
        'Tu página segura pide {count, plural, one {# archivo} other {# archivos}} por http sin cifrar{examples, select, none {} other { ({examples})}}; el navegador {count, plural, one {lo bloquea} other {los bloquea}} o muestra la página como no segura.',
      fix: 'Cambia {count, plural, one {esa dirección} other {esas direcciones}} a https:// (o sube {count, plural, one {el archivo} other {los archivos}} a tu propio sitio) y vuelve a revisar la página.',
    },
    thinHome: {
      title: 'Contenido de la página de inicio',
      problem:
        '{coming, select, yes {Tu página de inicio solo anuncia que el sitio está en construcción: quien llega no ve qué ofreces ni cómo comprarte, y Google no tiene nada que mostrar.} other {Tu página de inicio tiene apenas {words, plural, one {# palabra} other {# palabras}}{frames, plural, =0 {{images, plural, =0 {} one { y # imagen} other { y # imágenes}}} other { y lo demás se muestra dentro de un marco (iframe) que trae otra página}}: Google no sabe qué ofreces y quien llega no sabe si está en el lugar correcto.}}',
      fix: '{coming, select, yes {Publica ya lo que tienes: qué vendes, en qué ciudad estás y cómo pedir o contactarte; el resto del sitio puede llegar después.} other {Escribe en la primera página, como texto y no dentro de una imagen, qué vendes, en qué ciudad estás y cómo pedir o contactarte; unas 150 palabras bastan para empezar.}}',
    },
    consoleErrors: {
      title: 'Errores de JavaScript',
      problem:
        'Al abrir tu página en un teléfono {count, plural, one {apareció # error} other {aparecieron # errores}} de JavaScript{examples, select, none {} other { ({examples})}}; algo de la página puede no funcionar.',
      fix: 'Pide a quien mantiene tu sitio que abra la consola del navegador y corrija {count, plural, one {ese error} other {esos errores}}.',
    },
    whatsapp: {
      title: 'Botón de WhatsApp',
      problem:
        '{broken, select, yes {Tu botón de WhatsApp no abre un chat contigo: lleva a un número de ejemplo o a ningún lado, y quien lo toca para escribirte no te encuentra.} other {En las páginas de tu sitio que revisamos, ningún botón ni enlace abre WhatsApp{market, select, english {: pocos de tus clientes lo usan, pero a quien te escribe desde otro país le ahorra una llamada} other {, el canal que más usan tus clientes para escribir}}.}}',
      fix: 'Añade un botón visible que abra WhatsApp con tu número completo (wa.me seguido del código de tu país y tu número, solo dígitos) y un mensaje inicial.',
    },
    phone: {
      title: 'Teléfono con un toque',
      problem:
        '{shownNumber, select, none {En las páginas de tu sitio que revisamos, ningún botón ni enlace llama a tu número con un toque desde el teléfono.} other {Tu número ({shownNumber}) está escrito en la página, pero no se puede tocar para llamar: en un teléfono, el cliente tiene que copiarlo a mano.}}',
      fix: 'Pon tu número a la vista en cada página y enlázalo con tel: seguido de + y el código de tu país y tu número, para llamar con un toque desde cualquier país.',
    },
    callToAction: {
      title: 'Llamadas a la acción',
      problem:
        '{dead, select, none {{elsewhere, plural, =0 {No encontramos en las páginas de tu sitio que revisamos botones que pidan actuar (pedir, reservar, agendar, cotizar, comprar).} other {La primera página no tiene botones que pidan actuar; solo aparecen en páginas interiores.}}} other {Tu primera página tiene botones que piden actuar ({dead}), pero no llevan a ningún lado: quien los toca se queda donde estaba y no puede pedir, reservar ni escribirte.}}',
      fix: '{dead, select, none {Pon un botón claro en la primera pantalla y al final de cada sección, por ejemplo {cta}.} other {Haz que cada uno lleve a algo que funcione: tu WhatsApp, tu agenda o tu formulario de contacto.}}',
    },
    contactForm: {
      title: 'Formulario de contacto',
      problem: 'No encontramos un formulario de contacto en las páginas de tu sitio que revisamos.',
      fix: 'Añade un formulario corto (nombre, teléfono, mensaje) que llegue a tu correo o CRM.',
    },
    deadForm: {
      title: 'Formularios que te llegan',
      problem:
        '{state, select, unverified {No pudimos comprobar que {count, plural, one {{examples, select, none {tu formulario} other {tu formulario «{examples}»}} te llegue} other {# de tus formularios ({examples}) te lleguen}}: {reason, select, mailDraft {{count, plural, one {solo abre un borrador de correo en el teléfono de quien lo llena, y si no tiene una app de correo configurada, o no pulsa enviar, no te llega nada} other {solo abren un borrador de correo en el teléfono de quien los llena, y si no tiene una app de correo configurada, o no pulsa enviar, no te llega nada}}.} ownPage {{count, plural, one {lo envía a su propia página, sin una dirección real (como dejan las plantillas los formularios sin conectar), y solo llega si tu servidor lo procesa} other {los envían a su propia página, sin una dirección real (como dejan las plantillas los formularios sin conectar), y solo llegan si tu servidor los procesa}}.} other {{count, plural, one {no dice adónde enviar los datos y depende} other {no dicen adónde enviar los datos y dependen}} de un programa de la página.}}} other {{reason, select, storage {{count, plural, one {{examples, select, none {Tu formulario} other {Tu formulario «{examples}»}} guarda los datos solo en el teléfono de quien lo llena} other {# de tus formularios ({examples}) guardan los datos solo en el teléfono de quien los llena}}: a ti no te llega nada y el cliente cree que ya te escribió o reservó.} example {{count, plural, one {{examples, select, none {Tu formulario} other {Tu formulario «{examples}»}} envía los mensajes} other {# de tus formularios ({examples}) envían los mensajes}} a la dirección de ejemplo que dejó la plantilla (su correo o su código de formulario nunca se cambiaron): a ti no te llega nada y el cliente cree que ya te escribió.} noAction {{count, plural, one {{examples, select, none {Tu formulario} other {Tu formulario «{examples}»}} no dice adónde enviar los datos} other {# de tus formularios ({examples}) no dicen adónde enviar los datos}} y nada en la página los envía a ningún lado: lo que escriban se pierde.} other {Llenamos {count, plural, one {{examples, select, none {tu formulario} other {tu formulario «{examples}»}} y pulsamos su botón} other {# de tus formularios ({examples}) y pulsamos sus botones}}, y no se envió nada a ninguna parte: los mensajes y las reservas se pierden.}}}}',
      fix: '{state, select, unverified {Envíate una prueba desde tu teléfono y confirma que te llega; si no llega, conéctalo a tu correo o a tu WhatsApp.} other {Conecta el formulario para que cada envío te llegue (a tu correo, a tu WhatsApp o a tu agenda de citas) y envíate una prueba desde tu teléfono.}}',
    },
    lostMessages: {
      title: 'Formularios que pierden los mensajes',
      problem:
        '{count, plural, one {{examples, select, none {Tu formulario} other {Tu formulario «{examples}»}} no envía} other {# de tus formularios ({examples}) no envían}} a ninguna parte lo que escriben tus clientes: al pulsar el botón {how, select, alert {solo aparece un mensaje de agradecimiento} storage {los datos solo se guardan en el teléfono de quien lo llena} log {los datos solo se anotan en la consola del navegador, que nadie lee} other {no pasa nada más}}. El cliente cree que ya te escribió o reservó, y a ti no te llega nada.',
      fix: 'Conecta {count, plural, one {el formulario} other {cada formulario}} a tu correo, a tu WhatsApp o a tu agenda (un servicio de formularios sirve) y envíate una prueba desde tu teléfono antes de volver a anunciarlo.',
    },
    lostOrders: {
      title: 'Un carrito que no te envía los pedidos',
      problem:
        'Tu tienda en línea no te envía los pedidos: al pulsar «{examples}» en el carrito {how, select, alert {solo aparece un mensaje de agradecimiento} storage {el pedido solo se guarda en el teléfono del cliente} log {el pedido solo se anota en la consola del navegador, que nadie lee} other {no pasa nada más}} y no se envía nada a ninguna parte. El cliente cree que ya te compró, y a ti no te llega ni el pedido ni el pago.',
      fix: 'Conecta el carrito a algo que te avise de cada pedido (tu WhatsApp con los productos y el total, tu correo o una pasarela de pago) y haz una compra de prueba desde tu teléfono. Mientras tanto, quita ese botón o cambia su texto para que nadie crea que ya compró.',
    },
    testimonials: {
      title: 'Testimonios y reseñas',
      problem:
        'En las páginas de tu sitio que revisamos no encontramos testimonios ni reseñas de clientes; si los tienes en otra página, llévalos también a tu página de inicio, donde los ve quien llega por primera vez.',
      fix: 'Publica 3 testimonios reales con nombre y foto, o inserta tus reseñas de Google.',
    },
    trustSignals: {
      title: 'Señales de confianza',
      problem:
        '{count, plural, =0 {No hay señales de confianza} one {Solo hay # señal de confianza} other {Solo hay # señales de confianza}} (política de privacidad, redes sociales, dirección o mapa, garantías).',
      fix: 'Muestra también{address, select, yes {} other { tu dirección o un mapa,}}{social, select, yes {} other { enlaces a tus redes,}}{privacy, select, yes {} other { una política de privacidad,}}{guarantee, select, yes {} other { tus garantías, certificaciones o años de experiencia,}} para que quien aún no te conoce se anime a escribirte.',
    },
    placeholderLinks: {
      title: 'Enlaces que no llevan a ningún lado',
      problem:
        '{count, plural, one {# enlace invita a tocarlo pero no lleva a ningún lado o vuelve a la misma página} other {# enlaces invitan a tocarlos pero no llevan a ningún lado o vuelven a la misma página}}{placed, select, none {{examples, select, none {} other { ({examples})}}} other {: {placed}}}; quien {count, plural, one {lo toca} other {toca uno}} se rinde.',
      fix: '{count, plural, one {Ponle su destino real (tu número de WhatsApp, tu perfil, la página que anuncia) o quítalo.} other {Pon en cada uno su destino real (tu número de WhatsApp, tu perfil, la página que anuncia) o quítalo.}}',
    },
    mismatchedContacts: {
      title: 'Contactos que llevan a otra parte',
      problem:
        '{count, plural, =0 {} one {Un enlace de contacto muestra un correo o un número y abre otro{examples, select, none {} other { ({examples})}}} other {# enlaces de contacto muestran un correo o un número y abren otro{examples, select, none {} other { ({examples})}}}}{local, plural, =0 {} one {{count, plural, =0 {Tu enlace} other {, y tu enlace}} {localKind, select, phone {de llamada} other {de WhatsApp}} lleva el número sin el código de tu país{dial, select, none {} other { (+{dial})}}, que {localKind, select, phone {va tras el +} other {WhatsApp necesita}} ({localExamples})} other {{count, plural, =0 {} other {, y }}# enlaces {localKind, select, phone {de llamada} both {de WhatsApp y de llamada} other {de WhatsApp}} llevan el número sin el código de tu país{dial, select, none {} other { (+{dial})}}, que {localKind, select, phone {va tras el +} other {WhatsApp necesita}} ({localExamples})}}{unplussed, plural, =0 {} one {{before, select, yes {, y tu enlace} other {Tu enlace}} de llamada lleva el código de tu país sin el + delante ({unplussedExamples}), así que el teléfono lo marca como un número local} other {{before, select, yes {, y } other {}}# enlaces de llamada llevan el código de tu país sin el + delante ({unplussedExamples}), así que el teléfono los marca como números locales}}: quien te escribe o te llama creyendo que te contacta le llega a otro, o a nadie.',
      fix: 'Pon en cada enlace (mailto:, tel: y wa.me) el mismo correo o número que muestra su texto, en wa.me con el código de tu país delante y solo dígitos{unplussed, plural, =0 {} other {, en tel: con un + delante del código de tu país}}, y pruébalos desde tu teléfono.',
    },
    offsiteNavigation: {
      title: 'Menú que lleva a otros sitios',
      problem:
        '{count, plural, one {# opción del menú lleva} other {# opciones del menú llevan}} a otro sitio web{examples, select, none {} other { ({examples})}}; el visitante sale de tu página y no siempre vuelve.',
      fix: '{count, plural, one {Pon ese contenido en una página de tu sitio y enlázala desde el menú.} other {Pon ese contenido en páginas de tu sitio y enlázalas desde el menú.}}',
    },
    prices: {
      title: 'Precios a la vista',
      problem:
        'En las páginas de tu sitio que revisamos no encontramos ningún precio escrito{sells, select, menu { en tu menú} services { de tus servicios} products { de tus productos} rooms { de tus habitaciones} tours { de tus tours} plans { de tus planes} other { de tus sesiones o paquetes}}: es lo primero que pregunta quien compara, y quien no lo ve suele irse con un negocio que sí lo muestra.',
      fix: '{sells, select, menu {Pon el precio junto a cada plato o producto de tu menú} services {Pon el precio de cada servicio, aunque sea «desde …»} products {Pon el precio de cada producto} rooms {Pon la tarifa por noche de cada habitación, aunque sea «desde …»} tours {Pon el precio por persona de cada tour, aunque sea «desde …»} plans {Pon el precio de cada plan o membresía} other {Pon el precio de tus sesiones o paquetes, aunque sea «desde …»}}, escrito en la página y no solo en una imagen (Google no lee las imágenes, y en el teléfono cuesta ampliarlas), para que quien te escriba ya venga decidido.',
    },
    openingHours: {
      title: 'Horario de atención',
      problem:
        'En las páginas de tu sitio que revisamos no encontramos tu horario de atención: quien piensa visitarte o llamarte no sabe si te encontrará abierto, y lo deja para otro día o va a otro lugar.',
      fix: 'Escribe tu horario por días («Lunes a viernes de 9:00 a 18:00, sábados de 9:00 a 13:00») en la página de inicio o en el pie de página, y el mismo en tu ficha de Google.',
    },
    contrast: {
      title: 'Contraste del texto',
      problem:
        '{count, plural, one {# texto tiene poco contraste con su fondo{examples, select, none {} other { ({examples})}}; al sol, en un teléfono, cuesta leerlo.} other {# textos tienen poco contraste con su fondo{examples, select, none {} other {, como {examples}}}; al sol, en un teléfono, cuesta leerlos.}}',
      fix: 'Oscurece el texto o aclara el fondo hasta un contraste de al menos 4.5 a 1 (3 a 1 en textos grandes).',
    },
    tapTargets: {
      title: 'Botones y enlaces fáciles de tocar',
      problem:
        '{count, plural, one {# botón o enlace{examples, select, none {} other { ({examples})}} es demasiado pequeño o está demasiado pegado a otro para tocarlo con el dedo.} other {# botones o enlaces{examples, select, none {} other {, como {examples},}} son demasiado pequeños o están demasiado juntos para tocarlos con el dedo.}}',
      fix: '{count, plural, one {Dale al menos 24 × 24 píxeles (mejor 48) y sepáralo de lo que tiene al lado.} other {Dales al menos 24 × 24 píxeles (mejor 48) y separa los que están pegados.}}',
    },
    pageWidth: {
      title: 'Cabe en la pantalla del teléfono',
      problem:
        'Tu página es {pixels} píxeles más ancha que la pantalla de un teléfono: se mueve de lado al deslizarla con el dedo y parte queda fuera de la vista{count, plural, =0 {.} one {. Lo que se sale: {examples}.} other {. Lo que se sale: {examples}.}}',
      fix: 'Haz que eso quepa en 360 píxeles de ancho: quita los anchos fijos en píxeles, da max-width: 100% a imágenes, videos y tablas, y deja que las palabras largas se partan (overflow-wrap: anywhere).',
    },
    formLabels: {
      title: 'Campos de formulario con etiqueta',
      problem:
        '{count, plural, one {# campo no tiene} other {# campos no tienen}} una etiqueta ligada a {count, plural, one {él} other {ellos}}: un lector de pantalla no dice qué piden, y en un teléfono, al escribir, el visitante pierde de vista qué le piden.',
      fix: 'Liga a {count, plural, one {ese campo} other {cada campo}} su etiqueta visible (un <label for="…"> con el id del campo), no solo un texto de ejemplo dentro.',
    },
    autoplayMedia: {
      title: 'Audio o video que suena solo',
      problem:
        '{count, plural, one {# audio o video intenta} other {# audios o videos intentan}} sonar sin que el visitante lo pida{examples, select, none {} other { ({examples})}}.',
      fix: 'Quita la reproducción automática o silencia el video (muted) y deja que el visitante le dé a reproducir.',
    },
    templateContent: {
      title: 'Restos de la plantilla',
      problem:
        '{shown, select, alt {{count, plural, one {# imagen de tu sitio todavía se describe} other {# imágenes de tu sitio todavía se describen}} como en la plantilla: {placed}. Ese texto no se ve, pero es lo que leen Google y quien usa un lector de pantalla, y no dice qué muestra la foto.} no {El código de tu sitio todavía tiene {count, plural, one {# dato de ejemplo} other {# datos de ejemplo}} de la plantilla con la que se hizo: {placed}. Mientras {count, plural, one {lo tenga} other {los tenga}}, lo que depende de {count, plural, one {él} other {ellos}} (un formulario, un chat, una agenda, un mapa) no puede funcionar para tus clientes.} other {Tu sitio todavía muestra {count, plural, one {# texto de ejemplo} other {# textos de ejemplo}} de la plantilla con la que se hizo: {placed}. Quien lo ve piensa que el sitio está abandonado o que el negocio no es de fiar.}}',
      fix: '{shown, select, alt {Describe cada imagen en su alt con lo que muestra y dónde, por ejemplo alt="Fachada de nuestro local en {city}".} no {Pon en su lugar el dato real (la clave o el identificador de tu propia cuenta en ese servicio) y prueba desde tu teléfono lo que lo usa; si ya no usas ese servicio, quita el código que lo carga.} other {Cambia {count, plural, one {ese texto} other {cada uno}} por tus datos reales (nombre, teléfono, dirección, correo) y tus propios textos; lo que aún no tenga contenido, quítalo.}}',
    },
    brokenResources: {
      title: 'Imágenes y archivos que no existen',
      problem:
        'Tu página de inicio carga {count, plural, one {# archivo que ya no existe} other {# archivos que ya no existen}} en tu servidor{examples, select, none {} other { ({examples})}}: quien la visita ve imágenes rotas o la página sin su diseño, y piensa que el sitio está abandonado.',
      fix: 'Sube {count, plural, one {ese archivo} other {esos archivos}} a la ruta que usa la página (cuida mayúsculas, minúsculas, acentos y espacios, que el servidor distingue: lo más seguro son nombres sin acentos ni espacios) o corrige la ruta en el código; lo que ya no uses, quítalo de la página.',
    },
    unconfirmed: {
      title: 'Lo que no pudimos confirmar',
      problem:
        '{reason, select, named {Tu sitio tiene botones que dicen ofrecer esto, pero no pudimos comprobar adónde llevan} drawn {Tu página la dibujan sus programas al abrirse, y esta vez no pudimos abrirla en un teléfono simulado para verla} other {Tu página funciona con programas que no pudimos leer{examples, select, none {} other { ({examples})}}}}, así que no afirmamos que le {count, plural, one {falte} other {falten}}:{askWhatsapp, select, 1 { «WhatsApp»} other {}}{askPhone, select, 1 { «llamar con un toque»} other {}}{askAction, select, 1 { «botones que pidan actuar»} other {}}{askForm, select, 1 { «formulario de contacto»} other {}}{askBooking, select, 1 { «reservas o pedidos en línea»} other {}}{askChat, select, 1 { «chat»} other {}}.',
      fix: 'Abre tu sitio en tu teléfono y toca cada botón: comprueba que {count, plural, one {eso esté y funcione} other {cada cosa esté y funcione}}. Si algo falta o no lleva a ningún lado, es de lo primero que conviene arreglar.',
    },
    mixedLanguage: {
      title: 'Textos en otro idioma',
      problem:
        'Tu página está en {page, select, en {inglés} other {español}}, pero {count, plural, one {# bloque de texto está} other {# bloques de texto están}} en {page, select, en {español} other {inglés}}: {placed}. Tus clientes se confunden y Google no sabe en qué idioma mostrarte.',
      fix: '{count, plural, one {Traduce ese texto} other {Traduce esos textos}} al idioma de la página; si quieres un sitio en dos idiomas, haz una versión completa de cada uno y enlázalas entre sí.',
    },
    accessibleNames: {
      title: 'Botones y enlaces con nombre',
      problem:
        '{count, plural, one {# botón o enlace no tiene} other {# botones o enlaces no tienen}} nombre, solo un ícono o una imagen sin texto: {placed}. El lector de pantalla de una persona ciega solo dice «enlace» o «botón», y Google no sabe a dónde lleva.',
      fix: 'Dale a cada ícono un texto que lo nombre: un texto visible a su lado, o un aria-label en el enlace o el botón que diga a dónde lleva o qué hace (por ejemplo, aria-label="Abrir el menú"){lists, plural, =0 {} other {; y a cada lista desplegable, su etiqueta}}.',
    },
    chatWidget: {
      title: 'Chat en vivo o chatbot',
      problem:
        '{onWhatsapp, select, yes {Tus clientes pueden escribirte por WhatsApp, pero nadie les contesta al momento: quien escribe de noche o mientras atiendes espera tu respuesta, y a veces le escribe a otro.} other {No hay chat ni chatbot: quien visita de noche se va sin respuesta.}}',
      fix: '{onWhatsapp, select, yes {Conecta a tu WhatsApp un chatbot que conteste al instante, a cualquier hora, las preguntas frecuentes y te pase lo que necesita a una persona.} other {Instala un chatbot que responda preguntas frecuentes 24/7 y pase los casos a WhatsApp.}}',
    },
    onlineBooking: {
      title: 'Reservas y pedidos en línea',
      problem: '{booking}',
      fix: '{bookingFix}',
    },
    analytics: {
      title: 'Analítica',
      problem:
        '{placeholder, select, yes {Tu código de Google Analytics sigue con el ID de ejemplo de la plantilla (G-XXXXXXXXXX): no mide nada, y no sabes cuántos visitan ni de dónde vienen.} other {No detectamos herramientas de analítica: no sabes cuántos visitan ni de dónde vienen.}}',
      fix: 'Instala Google Analytics 4 (o Plausible) y mide los clics en WhatsApp y formularios.',
    },
    emailCapture: {
      title: 'Captura de correos',
      problem:
        '{lost, select, yes {Tu sitio pide el correo para enviar novedades, pero su formulario no lo envía a ninguna parte: quien se suscribe ve un agradecimiento y tú no recibes nada.} other {No hay forma de dejar el correo para recibir novedades u ofertas.}}',
      fix: '{lost, select, yes {Conecta ese formulario a tu herramienta de e-mail (Mailchimp, Brevo o un servicio de formularios) y suscríbete tú primero para probarlo.} other {Ofrece algo útil (descuento, guía) a cambio del correo y conéctalo a tu herramienta de e-mail.}}',
    },
  },
}
