import { describe, expect, it } from 'vitest'
import { siteView } from '../../testing'
import type { CheckId, Verdict } from '../model'
import { contentChecks } from './content'
import { salesChecks } from './sales'
import { seoChecks } from './seo'
import { speedChecks } from './speed'
import type { SiteView } from './site-view'

/** A bakery's site as the checks see it; `rendered` when the phone pass ran. */
const site = (
  html: string,
  options: { pages?: string[]; rendered?: boolean; scripts?: { name: string; code: string }[] } = {},
): SiteView =>
  siteView(html, {
    inner: options.pages,
    business: 'bakery',
    phone: options.rendered ? {} : undefined,
    scripts: options.scripts,
  })

const all = (view: SiteView): Verdict[] => [
  ...speedChecks(view),
  ...seoChecks(view),
  ...salesChecks(view),
  ...contentChecks(view),
]
const check = (view: SiteView, id: CheckId) => all(view).find((verdict) => verdict.id === id)

/** A Spanish bakery's home page with nothing an owner would be ashamed of, English brand names included. */
const clean = `<!doctype html>
<html lang="es">
<head>
  <title>Panadería La Espiga | Pan artesanal en Santa Tecla</title>
  <link rel="canonical" href="https://negocio.example/">
  <link rel="stylesheet" href="/estilos.css">
</head>
<body>
  <header><nav>
    <a href="/">Inicio</a><a href="/productos">Productos</a>
    <a href="#" class="dropdown-toggle" data-bs-toggle="dropdown">Más</a>
    <button class="navbar-toggler" aria-label="Abrir el menú"><span class="navbar-toggler-icon"></span></button>
  </nav></header>
  <h1>Pan artesanal todos los días</h1>
  <p>En La Espiga horneamos pan dulce y francés desde hace veinte años, con harina de la región y sin conservantes.</p>
  <p>Probá nuestro Cheesecake New York, el Brownie Fudge y el café de The Coffee Factory, que servimos con cada pedido.</p>
  <ul>
    <li>Pan francés recién horneado cada mañana para tu desayuno</li>
    <li>Pasteles por encargo para cumpleaños y bodas con tu diseño</li>
    <li>Happy Hour de 4 a 6</li>
    <li>Combo Family Box</li>
  </ul>
  <img src="/pan.webp" alt="Pan francés recién horneado" width="800" height="600">
  <div class="carousel"><a href="#" class="carousel-control-prev">‹</a><a href="#" class="carousel-control-next">›</a></div>
  <a href="https://wa.me/50376543210" aria-label="Escríbenos por WhatsApp"><i class="fa fa-whatsapp"></i></a>
  <label for="sucursal">Sucursal</label><select id="sucursal"><option>Santa Tecla</option></select>
  <form action="https://formspree.io/f/mqkrzvbn"><input type="email" name="correo"><textarea></textarea><button>Enviar</button></form>
  <footer>
    <address>Calle Daniel Hernández 4-2, Santa Tecla</address>
    <p>Escríbenos a pedidos@laespiga.com.sv o llama al 2228-1234.</p>
    <a href="#" onclick="window.scrollTo(0, 0)">Volver arriba</a>
  </footer>
</body>
</html>`

describe('a page with none of these problems', () => {
  it.each<CheckId>([
    'templateContent',
    'thinHome',
    'mixedLanguage',
    'accessibleNames',
    'placeholderLinks',
    'canonical',
    'renderBlocking',
    'redirects',
  ])('passes %s', (id) => {
    expect(check(site(clean), id)?.status).toBe('pass')
  })
})

describe('template leftovers', () => {
  it.each([
    [
      'filler text, in the main heading',
      '<h1>Lorem ipsum dolor sit amet</h1>',
      'Lorem ipsum dolor sit amet',
      'mainHeading',
    ],
    [
      "the template's name for the business",
      '<footer>© 2024 Your Company. Todos los derechos.</footer>',
      '© 2024 Your Company. Todos los derechos.',
      'footer',
    ],
    [
      "the template maker's name, in the tab title",
      '<title>Agency - Start Bootstrap Theme</title>',
      'Agency - Start Bootstrap Theme',
      'title',
    ],
    ['an example phone', '<p>Llámanos al <b>123-456-7890</b></p>', '123-456-7890', 'page'],
    ['an example address', '<address>Calle Falsa 123, Springfield</address>', 'Calle Falsa 123, Springfield', 'page'],
    [
      'an example e-mail, named without becoming a link',
      '<footer><a href="mailto:info@yourdomain.com">Correo</a></footer>',
      'info@yourdomain…',
      'footer',
    ],
    [
      'a form service never set up',
      '<form action="https://formspree.io/f/YOUR_FORM_ID"><input name="x"></form>',
      'YOUR_FORM_ID',
      'form',
    ],
    [
      'a form token never set up',
      '<form><input type="hidden" name="access_key" value="API_TOKEN"></form>',
      'API_TOKEN',
      'form',
    ],
  ])('finds %s and says where it is', (_, html, text, place) => {
    expect(check(site(`<html><body>${html}</body></html>`), 'templateContent')).toMatchObject({
      status: 'fail',
      values: { count: 1, text1: text, place1: place },
    })
  })

  it('only warns of leftovers in alts, which no visitor sees, and says so', () => {
    expect(
      check(site('<html><body><img src="/img/hero.jpg" alt="..."></body></html>'), 'templateContent'),
    ).toMatchObject({
      status: 'warn',
      importance: 'medium',
      values: { count: 1, shown: 'alt', text1: 'alt="..." (hero.jpg)', place1: 'image' },
    })
    const numbered = '<body><img src="img/1.jpg" alt="Imagen 1"><img src="img/2.jpg" alt="Imagen 2"></body>'
    expect(check(site(numbered), 'templateContent')?.values).toMatchObject({ count: 2, shown: 'alt' })
    // A brewery's logo still described as the template's.
    const logo = '<body><h1>Leuvu</h1><img src="./image/logo_final.png" alt="Your Logo" class="logo"></body>'
    expect(check(site(logo), 'templateContent')).toMatchObject({
      status: 'warn',
      values: { count: 1, shown: 'alt', text1: 'alt="Your Logo" (logo_final.png)', place1: 'image' },
    })
  })

  it('finds headings a template numbered, but not numbered steps nor a lone number', () => {
    // A tailor's home page still shows its template's cards.
    const cards = `<body><h1>Sastrería Suarez</h1><h2>Características destacadas</h2>
      <div><h3>Característica Destacada 1</h3><p>Texto</p></div><div><h3>Característica Destacada 2</h3><p>Texto</p></div>
      <h2>Noticias</h2><div><h3>Noticia 1</h3></div><div><h3>Noticia 2</h3></div></body>`
    expect(check(site(cards), 'templateContent')).toMatchObject({
      status: 'fail',
      values: { count: 4, shown: 'yes', text1: 'Característica Destacada 1' },
    })
    const steps = '<body><h1>Cómo reservar</h1><h3>Paso 1</h3><p>Elige</p><h3>Paso 2</h3><p>Paga</p></body>'
    expect(check(site(steps), 'templateContent')?.status).toBe('pass')
    const lone = '<body><h1>Tienda</h1><h3>Producto 1</h3><p>El más vendido</p></body>'
    expect(check(site(lone), 'templateContent')?.status).toBe('pass')
  })

  it('reads the inner pages too', () => {
    const view = site('<body><h1>Panadería</h1></body>', { pages: ['<body><p>Teléfono: (555) 555-0199</p></body>'] })
    expect(check(view, 'templateContent')?.values).toMatchObject({ count: 1, text1: 'Teléfono: (555) 555-0199' })
  })

  it('does not count a fake address as a trust signal', () => {
    const html = (address: string) => `<body><address>${address}</address></body>`
    expect(check(site(html('123 Main Street, Anytown')), 'trustSignals')?.values?.count).toBe(0)
    expect(check(site(html('Colonia Escalón, San Salvador')), 'trustSignals')?.values?.count).toBe(1)
  })
})

describe('a home page with almost nothing on it', () => {
  it('fails a frame around another page and a single image', () => {
    const frame = site('<body><iframe src="https://builder.example/site/123" width="100%"></iframe></body>')
    expect(check(frame, 'thinHome')).toMatchObject({ status: 'fail', values: { words: 0, frames: 1 } })
    const image = site('<body><img src="/portada.jpg" alt="Portada"><p>Bienvenidos</p></body>')
    expect(check(image, 'thinHome')).toMatchObject({ status: 'fail', values: { words: 1, images: 1 } })
  })

  it('never says the rest is shown in a frame when the only frame is a map or a video', () => {
    const map = site(
      '<body><p>Cerrajería Camparo</p><iframe src="https://www.google.com/maps/embed?pb=1"></iframe><iframe src="https://www.youtube.com/embed/x"></iframe></body>',
    )
    expect(check(map, 'thinHome')).toMatchObject({ status: 'fail', values: { frames: 0 } })
  })

  it('fails a home page that only says the site is under construction, however many words it has', () => {
    const body = `<h1>Estamos renovando nuestro sitio</h1><p>Pronto podrás ver todos nuestros inmuebles en venta y
      arriendo en Cartagena, con fotos, precios y recorridos. Mientras tanto, seguimos atendiéndote como siempre
      por WhatsApp y correo.</p><a href="https://wa.me/573002439810">WhatsApp</a>`
    const building = site(
      `<html><head><title>ALTORRA Inmobiliaria — Nuevo portal en construcción</title></head><body>${body}</body></html>`,
    )
    expect(check(building, 'thinHome')).toMatchObject({ status: 'fail', values: { coming: 'yes' } })
    const open = site(`<html><head><title>ALTORRA Inmobiliaria</title></head><body>${body}</body></html>`)
    expect(check(open, 'thinHome')).toMatchObject({ status: 'pass', values: { coming: 'no' } })
  })

  it('does not judge a page drawn by scripts from its served HTML, only as the phone rendered it', () => {
    const shell = '<body><div id="root"></div><script type="module" src="/app.js"></script></body>'
    expect(check(site(shell), 'thinHome')).toBeUndefined()
    expect(check(site(shell, { rendered: true }), 'thinHome')?.status).toBe('fail')
    // A shop's empty `<main id="items">` its own script fills with the products it fetches.
    const shop = '<body><h1>Hamburguesería GT</h1><main id="items"></main><script src="/js/entrega.js"></script></body>'
    const code = `fetch('/products.json').then((r) => r.json()).then((items) => { const main = document.getElementById('items'); items.forEach((item) => { main.innerHTML += '<div>' + item.nombre + '</div>' }) })`
    expect(check(site(shop, { scripts: [{ name: 'entrega.js', code }] }), 'thinHome')).toBeUndefined()
    expect(check(site(shop), 'thinHome')?.status).toBe('fail')
  })
})

describe('text in another language', () => {
  const menu = (items: string[]) =>
    `<html lang="es"><body><h1>Nuestro menú</h1><ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul></body></html>`

  it('warns about half a menu in English on a Spanish page and names the items', () => {
    const view = site(
      menu([
        'Pupusas de queso con loroco y curtido de la casa',
        'Sopa de gallina india con arroz y tortillas',
        'Grilled chicken with rice and beans on the side',
        'Our famous tres leches cake with fresh fruit',
      ]),
    )
    expect(check(view, 'mixedLanguage')).toMatchObject({
      status: 'warn',
      values: {
        count: 2,
        page: 'es',
        text1: 'Grilled chicken with rice and beans on the side',
        place1: 'page',
        text2: 'Our famous tres leches cake with fresh fruit',
      },
    })
  })

  it('reads the title and description Google shows as text of the page', () => {
    const cleaner =
      site(`<html lang="es"><head><title>Tintorería Cardona | Laundry and Dry Cleaning Services in Barcelona</title>
      <meta name="description" content="Tintorería Cardona, the best laundry and dry cleaning service in Barcelona. We offer dry cleaning and more for all your clothing.">
      </head><body><h1>Tintorería Cardona</h1><p>Lavamos y planchamos tu ropa con el cuidado que se merece.</p></body></html>`)
    expect(check(cleaner, 'mixedLanguage')).toMatchObject({
      status: 'warn',
      values: { count: 2, page: 'es', place1: 'title', place2: 'description' },
    })
    // A brand's name in English is no sentence in English.
    const brand = site(
      '<html lang="es"><head><title>Golden Nails Studio</title></head><body><p>Uñas de gel y acrílico en la zona de Gràcia.</p></body></html>',
    )
    expect(check(brand, 'mixedLanguage')?.status).toBe('pass')
  })

  it('leaves alone text marked with its own lang and pages in other languages', () => {
    const marked = site(
      '<html lang="es"><body><p lang="en">Grilled chicken with rice and beans on the side</p><p lang="en">Our famous cake with fresh fruit of the season</p></body></html>',
    )
    expect(check(marked, 'mixedLanguage')?.status).toBe('pass')
    const french = site(
      '<html lang="fr"><body><p>Le pain de la maison est cuit tous les matins</p><p>The best bread in the town and the region</p><p>Our cakes are made with love for you</p></body></html>',
    )
    expect(check(french, 'mixedLanguage')).toBeUndefined()
  })

  it('blames a template\'s lang="en" over a Spanish page on the lang, not on the Spanish text', () => {
    const spanish = `<p>Lavamos y planchamos tu ropa con el cuidado que se merece.</p>
      <p>Recogemos y entregamos en tu casa todos los días de la semana.</p><p>Precios por pieza para edredones, trajes y vestidos.</p>`
    const wrong = site(`<html lang="en"><body><h1>Tintorería Ideal</h1>${spanish}</body></html>`)
    expect(check(wrong, 'mixedLanguage')?.status).toBe('pass')
    expect(check(wrong, 'lang')).toMatchObject({ status: 'fail', values: { lang: 'en', written: 'es' } })
    const right = site(`<html lang="es-MX"><body><h1>Tintorería Ideal</h1>${spanish}</body></html>`)
    expect(check(right, 'lang')).toMatchObject({ status: 'pass', values: { written: 'none' } })
    expect(check(site(`<html><body>${spanish}</body></html>`), 'lang')?.status).toBe('fail')
  })
})

describe('links, buttons and lists without a name', () => {
  it('names each by its icon, image or kind and says where it is', () => {
    const html = `<body>
      <footer><a href="https://wa.me/50376543210"><i class="fab fa-whatsapp"></i></a></footer>
      <a href="https://www.instagram.com/laespiga"><img src="/ig.svg" alt=""></a>
      <select name="sucursal"><option>Santa Tecla</option></select>
      <button><svg viewBox="0 0 10 10"></svg></button>
    </body>`
    expect(check(site(html), 'accessibleNames')).toMatchObject({
      status: 'fail',
      values: {
        count: 4,
        lists: 1,
        text1: 'WhatsApp',
        place1: 'footer',
        text2: 'instagram',
        place2: 'link',
        icon3: 'list',
      },
    })
    // A link drawn with another site's icon is named by where it leads, an unknown icon by its class.
    const more = `<body><button class="bg-white p-2 rounded-full"><svg></svg></button>
      <a href="https://www.booking.com/hotel/ar/malala"><i class="bi bi-bootstrap-fill"></i></a>
      <a href="https://t.me/estudio"><i class="fa-brands fa-telegram-plane"></i></a>
      <a href="/promo"><i class="fa fa-gift"></i></a></body>`
    expect(check(site(more), 'accessibleNames')?.values).toMatchObject({
      count: 4,
      icon1: 'icon',
      text2: 'booking',
      text3: 'Telegram',
    })
    expect(
      check(site(more.replace('<button class="bg-white p-2 rounded-full"><svg></svg></button>', '')), 'accessibleNames')
        ?.values,
    ).toMatchObject({ text3: 'fa-gift' })
    // A music teacher's footer: Spotify is a network too, named, and its icon on `#` leads nowhere.
    const footer = `<body><footer><a href="#"><i class="fab fa-instagram"></i></a>
      <a href="#"><i class="fab fa-youtube"></i></a><a href="#"><i class="fab fa-spotify"></i></a></footer></body>`
    expect(check(site(footer), 'accessibleNames')?.values).toMatchObject({ count: 3, lists: 0, text3: 'Spotify' })
    expect(check(site(footer), 'placeholderLinks')).toMatchObject({
      status: 'warn',
      values: { count: 3, examples: 'Instagram, YouTube, Spotify' },
    })
  })

  it('names the controls an owner knows by their icon by what they are, never by a class', () => {
    const html = `<body><header><button class="navbar-toggler collapsed"><span></span></button>
      <a href="#"><i class="fa-solid fa-bars"></i></a></header>
      <button class="owl-next"><i class="fa fa-angle-right"></i></button>
      <a href="#top" class="btn"><i class="bi bi-arrow-up"></i></a>
      <a href="tel:+50322223333"><i class="icon-custom"></i></a>
      <a class="carousel-item" href="/galeria"><img src="/fotos/local.jpg" alt=""></a></body>`
    const found = check(site(html), 'accessibleNames')?.values
    expect(found).toMatchObject({ count: 6, icon1: 'menu', place1: 'header', icon2: 'menu', icon3: 'slides' })
    expect(found).not.toHaveProperty('text1')
    const rest = site(html.replace(/<header>.*<\/header>\s*<button.*?<\/button>/s, ''))
    expect(check(rest, 'accessibleNames')?.values).toMatchObject({
      icon1: 'scrollTop',
      icon2: 'call',
      text3: 'local.jpg',
    })
    // A short link's host is named by its app, never by an address the report would take out.
    const chat = site('<body><a href="https://wa.me/573001112233"><svg viewBox="0 0 24 24"></svg></a></body>')
    expect(check(chat, 'accessibleNames')?.values).toMatchObject({ text1: 'WhatsApp' })
    // An arrow into a door is the sign-in, not a slider's.
    const login = site(
      '<body><a id="login-btn" href="/login.html"><i class="fa-solid fa-arrow-right-to-bracket"></i></a></body>',
    )
    expect(check(login, 'accessibleNames')?.values).toMatchObject({ icon1: 'signIn' })
  })
})

describe('links that lead nowhere', () => {
  it('finds a menu item without an address, «Conocer más» on # and a WhatsApp icon back to the home page', () => {
    const html = `<body>
      <nav><a href="">Servicios</a></nav>
      <a href="#" class="btn">Conocer más</a>
      <a href="/" class="whatsapp-float"><i class="fa fa-whatsapp"></i></a>
    </body>`
    expect(check(site(html), 'placeholderLinks')).toMatchObject({
      status: 'fail',
      values: { count: 3, examples: 'Servicios, Conocer más, WhatsApp' },
    })
  })

  it('finds a number shown on a link to WhatsApp’s own home page, which opens no chat', () => {
    const html = `<body><a href="http://www.whatsapp.com" target="_blank"><h3>2226 502322</h3></a>
      <a href="https://www.whatsapp.com/catalog/5491122223333">Catálogo</a></body>`
    expect(check(site(html), 'placeholderLinks')).toMatchObject({
      status: 'fail',
      values: { count: 1, examples: '2226 502322' },
    })
  })
})

describe('what Lighthouse would flag', () => {
  it('fails a canonical link or og:url a template left at its example address, and names it', () => {
    const github = site(
      '<html><head><link rel="canonical" href="https://tu-usuario.github.io/tu-repositorio/"></head></html>',
    )
    expect(check(github, 'canonical')).toMatchObject({
      status: 'fail',
      importance: 'medium',
      values: { href: 'https://tu-usuario.github.io/tu-repositorio/', example: 'canonical' },
    })
    const shared = site(
      '<html><head><link rel="canonical" href="https://panaderialaespiga.com/"><meta property="og:url" content="https://www.tudominio.com/"></head></html>',
    )
    expect(check(shared, 'canonical')).toMatchObject({
      status: 'fail',
      values: { href: 'https://www.tudominio.com/', example: 'share' },
    })
    const stationery = site('<html><head><link rel="canonical" href="https://tu-sitio-web.com/"></head></html>')
    expect(check(stationery, 'canonical')).toMatchObject({ status: 'fail', values: { example: 'canonical' } })
    // A real site's own GitHub Pages address, or a domain that only holds a word, is no example.
    for (const href of ['https://usagre79.github.io/adiestra/', 'https://dominios-y-hosting.com.sv/']) {
      const own = site(`<html><head><link rel="canonical" href="${href}"></head></html>`)
      expect(check(own, 'canonical')).toMatchObject({ status: 'pass', values: { example: 'no' } })
    }
  })

  it('takes a canonical link and structured data a script adds as there: Google reads them as it renders', () => {
    const html =
      '<html lang="es"><head><title>Autolavado Express El Papacito</title></head><body><h1>Autolavado</h1></body></html>'
    const code = `var canonical = document.createElement('link');
canonical.rel = 'canonical'; canonical.href = base + window.location.pathname; document.head.appendChild(canonical);
var ld = document.createElement('script'); ld.type = 'application/ld+json'; ld.textContent = JSON.stringify({ '@type': 'AutoWash' });`
    const view = siteView(html, { scripts: [{ name: 'script.js', code }] })
    expect(check(view, 'canonical')?.status).toBe('pass')
    expect(check(view, 'structuredData')?.status).toBe('pass')
    const without = siteView(html, { scripts: [{ name: 'script.js', code: 'document.title = "Autolavado"' }] })
    expect(check(without, 'canonical')?.status).toBe('warn')
    expect(check(without, 'structuredData')?.status).toBe('warn')
  })

  it('takes microdata for structured data only when it has properties', () => {
    const page = (body: string) =>
      siteView(
        `<html lang="es" itemscope itemtype="https://schema.org/BarberShop"><head><title>Barbería Elite</title></head><body>${body}</body></html>`,
      )
    expect(check(page('<h1>Barbería Elite</h1>'), 'structuredData')?.status).toBe('warn')
    expect(check(page('<h1 itemprop="name">Barbería Elite</h1>'), 'structuredData')?.status).toBe('pass')
  })

  it('fails a relative canonical link and names it', () => {
    const view = site('<html><head><link rel="canonical" href="./"></head></html>')
    expect(check(view, 'canonical')).toMatchObject({ status: 'fail', values: { href: './' } })
  })

  it('warns about a font stylesheet from another site in the head, by the service name', () => {
    const view = site(
      '<html><head><link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Lato&display=swap"></head></html>',
    )
    expect(check(view, 'renderBlocking')).toMatchObject({
      status: 'warn',
      values: { foreign: 1, examples: 'Google Fonts' },
    })
  })

  it('counts the page’s own stylesheets apart from those of another site, so none is said twice', () => {
    const view = site(`<html><head>
      <link href="https://fonts.googleapis.com/css2?family=Poppins" rel="stylesheet">
      <link rel="stylesheet" href="https://cdnjs.cloudflare.com/ajax/libs/font-awesome/6.5.0/css/all.min.css">
      <link rel="stylesheet" href="css/styles.css"></head></html>`)
    expect(check(view, 'renderBlocking')).toMatchObject({ status: 'warn', values: { styles: 1, foreign: 2 } })
  })

  it('counts a meta refresh as a redirect', () => {
    const view = site('<html><head><meta http-equiv="refresh" content="0; url=/inicio"></head></html>')
    expect(check(view, 'redirects')).toMatchObject({ status: 'warn', values: { count: 1, refresh: 1 } })
  })
})
