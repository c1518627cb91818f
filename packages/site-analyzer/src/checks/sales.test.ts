import { describe, expect, it } from 'vitest'
import type { PageBehaviour } from '../phone/behaviour'
import * as cheerio from 'cheerio'
import { siteView, siteViewUrl } from '../../testing'
import type { BusinessKind, CheckId, Verdict } from '../model'
import { automationChecks } from './automation'
import { contentChecks } from './content'
import { salesChecks } from './sales'
import type { SiteView } from './site-view'

/** A site as the checks see it: a home page and the navigation pages read. */
const site = (home: string, inner: string[] = [], business?: BusinessKind): SiteView =>
  siteView(home, { inner, business })

const verdictOf = (verdicts: Verdict[], id: CheckId) => verdicts.find((verdict) => verdict.id === id)!
const sales = (view: SiteView, id: CheckId) => verdictOf(salesChecks(view), id)
const automation = (view: SiteView, id: CheckId) => verdictOf(automationChecks(view), id)

describe('calls to action', () => {
  it.each([
    '<a href="https://wa.me/50376543210">📲 Hacer pedido por WhatsApp</a>',
    '<button>Reservar Mesa</button>',
    '<a href="/citas">Agenda Tu Cita</a>',
    '<a href="/cotizar">Cotiza tu proyecto</a>',
    '<a href="/order">Order online</a>',
    '<a href="/shop">🛒</a>',
    '<input type="submit" value="Book now">',
    '<a href="/turnos">Sacá tu turno</a>',
    '<a href="https://wa.me/50376543210">Encargá tu pastel</a>',
    '<a href="#contacto" class="btn">Contactame →</a>',
    '<a href="/contacto">Escribinos hoy</a>',
    '<button type="submit">Enviar consulta</button>',
    '<a href="/contact">Get in touch</a>',
    // Material's icon font draws «message» as a picture, glued to the words.
    '<a href="https://api.whatsapp.com/send?phone=523121054240" class="btn"><i class="material-icons right">message</i>Contáctanos</a>',
    // A tire shop's hero button, named a call to action by its author.
    '<a href="src/pages/products.html" class="cta-button">Ver Neumáticos</a>',
  ])('counts %s', (html) => {
    expect(sales(site(`<body>${html}</body>`), 'callToAction').status).toBe('pass')
  })

  it('does not count hidden buttons, links that go nowhere or words inside other words', () => {
    const html =
      '<body><a href="#">Reservar</a><div hidden><a href="/x">Comprar</a></div><a href="https://facebook.com/negocio">Facebook</a></body>'
    // The visitor is asked to act and cannot: the finding names the buttons that lead nowhere.
    expect(sales(site(html), 'callToAction')).toMatchObject({ status: 'fail', values: { dead: 'Reservar' } })
    const dental = `<body><a href="" class="link-txt">Agenda tu cita</a><h1>Sonrisas</h1>
      <a href="#" class="btn-primary">Agenda una cita</a></body>`
    expect(sales(site(dental), 'callToAction').values).toMatchObject({ dead: 'Agenda tu cita, Agenda una cita' })
    // «Ver más» in a plain button, and a call-to-action class on another word (`ctabar`), ask nothing.
    const browse =
      '<body><h1>Neumáticos</h1><a href="/mas" class="btn">Ver más</a><a href="/x" class="ctabar">Marcas</a></body>'
    expect(sales(site(browse), 'callToAction').status).toBe('fail')
  })

  it('leaves a call to action a cart sheet keeps hidden until it opens unconfirmed, never missing', () => {
    const rotiseria = `<body><h1>Rotisería El Tachi</h1><a id="promoMail" href="#">Pedí tu presupuesto</a>
      <div id="cartSheet" class="sheet" role="dialog" aria-hidden="true">
      <button id="btn-whatsapp" onclick="enviarPedido()">Hacer pedido por WhatsApp</button></div></body>`
    const view = site(rotiseria)
    expect(sales(view, 'callToAction')).toBeUndefined()
    expect(sales(view, 'unconfirmed')?.values).toMatchObject({ askAction: 1 })
  })

  it('counts a button that opens WhatsApp or a call, whatever its words, but not a plain link to them', () => {
    const wa = 'https://wa.me/573002439810?text=Hola%2C%20quiero%20informaci%C3%B3n'
    const button = site(
      `<body><a class="btn btn-wa" href="${wa}"><svg></svg> WhatsApp <span>+57 300 243 9810</span></a></body>`,
    )
    expect(sales(button, 'callToAction')).toMatchObject({ status: 'pass', values: { dead: 'none' } })
    const footer = site(`<body><footer><a href="${wa}">+57 300 243 9810</a></footer></body>`)
    expect(sales(footer, 'callToAction')).toMatchObject({ status: 'fail', values: { dead: 'none' } })
  })

  it('does not take a menu item or a footer line for a call to action', () => {
    const html =
      '<body><nav><a href="/contacto">Contacto</a><a href="/servicios">Servicios</a></nav><footer><a href="/legal">Todos los derechos reservados</a></footer></body>'
    expect(sales(site(html), 'callToAction').status).toBe('fail')
  })

  it('counts a wordless floating button to a real WhatsApp or phone, never one to a template number', () => {
    const bubble = (href: string) =>
      `<body><div class="fixed bottom-10"><a href="${href}" class="rounded-full"><svg viewBox="0 0 24 24"><path d="M0 0"/></svg></a></div></body>`
    expect(sales(site(bubble('https://api.whatsapp.com/send?phone=527351227330')), 'callToAction')).toMatchObject({
      status: 'pass',
      values: { examples: 'WhatsApp' },
    })
    expect(sales(site(bubble('tel:+527351227330')), 'callToAction').status).toBe('pass')
    expect(sales(site(bubble('https://wa.me/503XXXXXXXX')), 'callToAction').status).toBe('fail')
  })

  it('warns when only inner pages ask the visitor to act', () => {
    expect(
      sales(site('<body><h1>Hola</h1></body>', ['<body><button>Reservar</button></body>']), 'callToAction').status,
    ).toBe('warn')
  })
})

describe('contact, booking and placeholder links', () => {
  it('finds the contact form on the contact page, not only on the home page', () => {
    const contact =
      '<form action="/contacto" method="post"><input type="email" name="correo"><textarea></textarea></form>'
    expect(sales(site('<body></body>', [contact]), 'contactForm').status).toBe('pass')
    expect(sales(site('<body></body>'), 'contactForm').status).toBe('warn')
  })

  it('takes no WhatsApp group nor channel for a chat with the business, nor either for a link to nowhere', () => {
    const laundry = `<body><h1>Lavandería Ekko</h1>
      <a href="https://chat.whatsapp.com/Ccj7FNmjpMj086PtyxfvlX">Acceder a la comunidad</a>
      <a href="https://whatsapp.com/channel/0029VbCVdMm89inrbX3WfQ45" aria-label="Canal WhatsApp">WhatsApp</a></body>`
    expect(sales(site(laundry, [], 'localServices'), 'whatsapp').status).toBe('fail')
    const chat = laundry.replace('</body>', '<a href="https://wa.me/5352952442">Escríbenos</a></body>')
    expect(sales(site(chat, [], 'localServices'), 'whatsapp').status).toBe('pass')
    expect(sales(site(laundry, [], 'localServices'), 'placeholderLinks').status).toBe('pass')
  })

  it("counts the site's own form with date and time fields as online booking", () => {
    const form =
      '<form action="/citas"><input name="nombre"><input type="date" name="fecha"><select name="hora"></select><button>Reservar</button></form>'
    expect(automation(site('<body><h1>Clínica dental</h1></body>', [form], 'clinic'), 'onlineBooking').status).toBe(
      'pass',
    )
    expect(automation(site('<body></body>', [], 'clinic'), 'onlineBooking').status).toBe('warn')
  })

  it('counts a WhatsApp beside a page that asks for orders in its own words as ordering online', () => {
    const stationery = `<body><h2>Pedidos</h2><p>¿Te gustó algo? Escríbenos para hacer tu pedido.</p>
      <a href="https://wa.me/5493549571363" class="whatsapp-button"><i class="fab fa-whatsapp"></i></a></body>`
    expect(automation(site(stationery, [], 'shop'), 'onlineBooking').status).toBe('pass')
    expect(automation(site(stationery, [], 'clinic'), 'onlineBooking').status).toBe('warn')
    expect(
      automation(site(stationery.replace('para hacer tu pedido', 'y te respondemos'), [], 'shop'), 'onlineBooking')
        .status,
    ).toBe('warn')
  })

  it('counts joining a gym or a school on WhatsApp as signing up online, not a shop’s question', () => {
    const join = `<body><a href="https://web.whatsapp.com/send?phone=5492216090602&text=Quiero mi pase Mensual">Quiero empezar hoy</a></body>`
    expect(automation(site(join, [], 'gym'), 'onlineBooking').status).toBe('pass')
    expect(automation(site(join, [], 'clinic'), 'onlineBooking').status).toBe('warn')
  })

  it('counts a shop’s link to its own online store, on another site, as ordering online', () => {
    const store = '<body><nav><a href="https://ferreteriadany.com.ar/" target="_blank">Tienda Online</a></nav></body>'
    expect(automation(site(store, [], 'shop'), 'onlineBooking').status).toBe('pass')
    expect(automation(site(store, [], 'clinic'), 'onlineBooking').status).toBe('warn')
    expect(automation(site('<body><a href="/tienda.html">Tienda</a></body>', [], 'shop'), 'onlineBooking').status).toBe(
      'warn',
    )
  })

  it('counts orders on WhatsApp as ordering online for a restaurant, not for a clinic', () => {
    const order = '<body><a href="https://wa.me/50376543210">Hacer pedido por WhatsApp</a></body>'
    expect(automation(site(order, [], 'restaurant'), 'onlineBooking').status).toBe('pass')
    expect(automation(site(order, [], 'clinic'), 'onlineBooking').status).toBe('warn')
    const cake = '<body><a href="https://wa.me/50376543210">Encargar pastel por WhatsApp</a></body>'
    expect(automation(site(cake, [], 'bakery'), 'onlineBooking').status).toBe('pass')
    expect(automation(site(cake, [], 'barbershop'), 'onlineBooking').status).toBe('warn')
    // A juice bar's floating WhatsApp whose message asks for a delivery takes orders.
    const delivery =
      '<body><a class="float" href="https://wa.me/51942123456?text=Hola!%20Necesito%20un%20delivery"><i class="fa fa-whatsapp"></i></a></body>'
    expect(automation(site(delivery, [], 'cafe'), 'onlineBooking').status).toBe('pass')
  })

  it('counts a school’s or a gym’s enrolment on a Google Form, opened by a script, as booking online', () => {
    const academy = `<body><h1>IA-BOT Robótica</h1><button id="inscribete">Inscribite</button>
      <script>document.getElementById('inscribete').addEventListener('click', () => window.open('https://forms.gle/hZEFM1cUyTCGGYyC7', '_blank'))</script></body>`
    expect(automation(site(academy, [], 'school'), 'onlineBooking').status).toBe('pass')
    expect(
      automation(site(academy.replace('forms.gle/hZEFM1cUyTCGGYyC7', 'example.org'), [], 'school'), 'onlineBooking')
        ?.status,
    ).not.toBe('pass')
  })

  it.each([
    '<script async src="https://www.googletagmanager.com/gtag/js?id=G-1"></script>',
    "<script>window.va = window.va || function () {}; const s = document.createElement('script'); s.src = '/_vercel/insights/script.js'</script>",
    '<script defer src="https://static.cloudflareinsights.com/beacon.min.js"></script>',
    '<script src="https://cdn.amplitude.com/script/abc.js"></script><script>window.amplitude.init("abc")</script>',
    // A hostel's free visit counter counts its visits too.
    '<script src="https://counter4.optistats.ovh/private/counter.js?c=jxyskgaj35bb&down=async" async></script>',
  ])('counts %s as analytics', (tag) => {
    expect(automation(site(`<body>${tag}</body>`), 'analytics').status).toBe('pass')
    expect(automation(site('<body><script src="/app.js"></script></body>'), 'analytics').status).toBe('fail')
  })

  it('takes Google’s tag still set to the template’s G-XXXXXXXXXX or GA_MEASUREMENT_ID for no analytics, and says so', () => {
    const tag = (id: string) => `<body><script async src="https://www.googletagmanager.com/gtag/js?id=${id}"></script>
      <script>window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments)} gtag('config', '${id}');</script></body>`
    for (const id of ['G-XXXXXXXXXX', 'GA_MEASUREMENT_ID'])
      expect(automation(site(tag(id)), 'analytics')).toMatchObject({ status: 'fail', values: { placeholder: 'yes' } })
    expect(automation(site(tag('G-7XK2M9QW1B')), 'analytics')).toMatchObject({
      status: 'pass',
      values: { placeholder: 'no' },
    })
    // Another tool beside it measures the visits still.
    const both = tag('G-XXXXXXXXXX').replace(
      '</body>',
      '<script defer data-domain="x.com" src="https://plausible.io/js/script.js"></script></body>',
    )
    expect(automation(site(both), 'analytics').status).toBe('pass')
  })

  it('counts Meta’s pixel as analytics, not the SDK that embeds its posts', () => {
    const pixel =
      "<script>!function(f,b,e,v){t.src='https://connect.facebook.net/en_US/fbevents.js'}(window, document,'script'); fbq('init', '1')</script>"
    expect(automation(site(`<body>${pixel}</body>`), 'analytics').status).toBe('pass')
    const embed =
      '<body><div id="fb-root"></div><script async defer src="https://connect.facebook.net/es_LA/sdk.js#xfbml=1&version=v18.0"></script></body>'
    expect(automation(site(embed), 'analytics').status).toBe('fail')
  })

  it('says no WhatsApp matters most where customers write by WhatsApp first, little in the English-speaking world', () => {
    const bakery = (lang: string, text: string) => site(`<html lang="${lang}"><body><h1>${text}</h1></body></html>`)
    expect(sales(bakery('es', 'Panadería La Espiga'), 'whatsapp')).toMatchObject({ status: 'fail', importance: 'high' })
    expect(sales(bakery('en', 'Golden Gulf Bakery'), 'whatsapp')).toMatchObject({ status: 'fail', importance: 'low' })
  })

  it.each([
    '<section><h2>Lo que dicen nuestros clientes</h2><p>Excelente atención.</p></section>',
    '<h3 class="section-title">Reviews</h3><p>Great cut, great price.</p>',
    '<blockquote>«Mi perro volvió feliz» <cite>Ana</cite></blockquote>',
    '<div class="testimonial-card"><p>Muy recomendados.</p></div>',
    '<p>★★★★★ Carla M.</p>',
    '<p>Valoración</p><h3>4.9</h3><img src="uno.png" alt="Opiniones"><img src="dos.png" alt="Opiniones">',
    // A tutor's section labelled above its heading, its cards drawn by a script.
    '<section id="testimonios"><span class="inline-block px-3">Testimonios</span><h2>Experiencias de estudiantes que fueron recuperando claridad.</h2><div id="testimonials-container"></div></section>',
    // A dog trainer's video cards.
    '<div class="card" data-bs-toggle="modal" data-bs-target="#videoSasha"><img src="https://img.youtube.com/vi/x/hqdefault.jpg" alt="Sasha"><h5 class="card-title">Sasha</h5><p class="card-text">Ver su testimonio</p></div>',
    // An event organiser's customers, quoted under their names.
    '<section class="body__sectionB"><h2>Nuestros Clientes</h2><div><div><h3>Silvia</h3><h4>Casamiento</h4><p class="fs-5">"Hay muchas cosas que aportaron a que la organización del evento haya sido excelente."</p></div></div></section>',
    // A gym's members quoted under «¿Por qué nos eligen?», and a link to the rest of its reviews.
    '<section><h2>¿POR QUÉ NOS <span>ELIGEN?</span></h2><div><h4>Martín G.</h4><p>"El mejor gimnasio de Luján. Las máquinas son nuevas y los profes atentos."</p></div></section>',
    '<div><span>4.9</span><a href="https://www.google.com/maps/place/ATLETIC">Ver todas las reseñas <svg></svg></a></div>',
  ])('counts %s as testimonials', (section) => {
    expect(sales(site(`<body><h1>Inicio</h1>${section}</body>`), 'testimonials').status).toBe('pass')
  })

  it('does not take a word in passing for testimonials', () => {
    for (const text of [
      '<p>Trabajamos por la satisfacción de nuestros clientes.</p>',
      '<p>Time to review and adjust the sizing before your session.</p>',
      '<img src="preview.jpg" class="image-preview" alt="Tatuaje">',
      // The business's own motto, quoted.
      '<section><h2>Our story</h2><blockquote>"Experience the image." — it has been on the business card since 1997.</blockquote></section>',
      // A menu's or a footer's link alone.
      '<footer><div>Testimonios</div></footer>',
      // A wall of customers' logos.
      '<section><h2>Nuestros clientes</h2><img src="banco.png" alt="Banco Agrícola"><p>Empresas que confían en nosotros desde 2010.</p></section>',
      // The business's merits under «¿Por qué nos eligen?».
      '<section><h2>¿Por qué nos eligen?</h2><p>Más de 20 años de experiencia, equipos nuevos y profesores certificados.</p></section>',
      // A gallery left in a template's testimonial cards.
      '<section><h2>Galería de eventos</h2><article class="testimonial-card"><img src="m.jpg" alt="Mesa dulce"><h3>Mesa de postres</h3><p>Opciones dulces para celebrar.</p></article></section>',
      // A plumber's row of stars where a reviews widget «will be added»: no one is quoted.
      '<section class="hero"><div class="reviews-widget"><!-- Google Reviews Widget will be added here --><div class="stars">★★★★★</div></div></section>',
      // A rating only the page's code gives, which no visitor reads (and Google ignores on a business's own page).
      '<script type="application/ld+json">{"@type":"LocalBusiness","aggregateRating":{"@type":"AggregateRating","ratingValue":4.8,"reviewCount":120}}</script>',
      // A template's `#testimonials` block, outside any section, holding questions to the reader.
      '<div class="bg-light" id="testimonials"><h2>¿Cómo se sentiría volver a ser dueña de tu propio ritmo?</h2><div class="question-card"><p>¿Qué pasaría si pudieras enfrentar esa reunión difícil con calma?</p></div></div>',
    ]) {
      expect(sales(site(`<body><h1>Inicio</h1>${text}</body>`), 'testimonials').status).toBe('warn')
    }
  })

  it('says a newsletter whose handler only thanks the subscriber keeps no address, not that there is none', () => {
    const spa = `<body><h1>Magical Hands Day Spa</h1><footer><form class="footer-newsletter-form" onsubmit="handleNewsletter(event)">
      <input type="email" placeholder="Your email address" required><button type="submit">Subscribe</button></form></footer></body>`
    const code = `function handleNewsletter(e) { e.preventDefault(); const btn = e.target.querySelector('button'); btn.textContent = '✓ Subscribed!'; btn.disabled = true }`
    const view = siteView(spa, { scripts: [{ name: 'main.js', code }] })
    expect(automation(view, 'emailCapture')).toMatchObject({ status: 'warn', values: { lost: 'yes' } })
    expect(automation(siteView('<body><h1>Spa</h1></body>'), 'emailCapture')?.values).toEqual({ lost: 'no' })
    // With a script we could not read, whether it keeps the address is what we cannot tell: nothing is said.
    const unread = siteView(spa, { scripts: [{ name: 'main.js', code }] })
    unread.snapshot = { ...unread.snapshot, unreadScripts: ['https://assets.setmore.com/book-now.js'] }
    expect(automation(unread, 'emailCapture')).toBeUndefined()
  })

  it('leaves a shop’s «Añadir al carrito» unconfirmed when no checkout in its code is proven to reach it', () => {
    const shop = `<body><h1>Adiestra Kaninos Sevilla</h1><section id="tienda"><h2>Tienda</h2>
      <button type="button" class="btn btn-primary" data-producto data-nombre="Collar" data-precio="15.99">Añadir al carrito</button></section></body>`
    const cart = {
      name: 'modal.js',
      code: `let carrito = JSON.parse(localStorage.getItem('carrito')) || [];
        document.getElementById('btnComprarCarrito')?.addEventListener('click', () => { alert("¡Gracias por tu compra!"); carrito = [] })`,
    }
    const view = siteView(shop, { business: 'shop', scripts: [cart] })
    expect(automation(view, 'onlineBooking')).toBeUndefined()
    expect(sales(view, 'unconfirmed')?.values).toMatchObject({ askBooking: 1 })
  })

  it('says a cart whose «Comprar» only thanks the buyer and empties it loses every order', () => {
    const shop = `<body><h1>Adiestra Kaninos Sevilla</h1><section id="tienda"><h2>Tienda</h2>
      <button type="button" class="btn btn-primary" data-producto data-nombre="Collar" data-precio="15.99">Añadir al carrito</button></section>
      <div class="modal fade" id="modalCarrito"><div id="contenidoCarrito"></div>
      <button type="button" class="btn btn-outline-danger" id="btnVaciarCarrito">Vaciar carrito</button>
      <button type="button" class="btn btn-primary fw-bold" id="btnComprarCarrito"><i class="fas fa-credit-card"></i> Comprar</button></div></body>`
    const code = (checkout: string) => `let carrito = JSON.parse(localStorage.getItem('carrito')) || [];
function guardarCarrito() { localStorage.setItem('carrito', JSON.stringify(carrito)); }
function mostrarCarrito() { document.getElementById('contenidoCarrito').innerHTML = carrito.map(p => p.nombre).join('') }
document.getElementById('btnComprarCarrito')?.addEventListener('click', () => {
  if (!carrito.length) return alert("Tu carrito está vacío.");
  ${checkout}
  carrito = []; guardarCarrito(); mostrarCarrito();
});`
    const thanks =
      'alert("¡Gracias por tu compra Kanina! Total: " + carrito.reduce((a, b) => a + b.precio, 0).toFixed(2) + " €");'
    for (const business of ['shop', 'petCare'] as const) {
      const view = siteView(shop, { business, scripts: [{ name: 'modal.js', code: code(thanks) }] })
      expect(sales(view, 'lostOrders')).toMatchObject({ status: 'fail', values: { examples: 'Comprar', how: 'alert' } })
      // The lost orders are the finding: no online booking missing, nothing left to confirm.
      expect(automation(view, 'onlineBooking')).toBeUndefined()
      expect(sales(view, 'unconfirmed')).toBeUndefined()
    }
    // A checkout that sends the order to WhatsApp sells online.
    const toWhatsapp = code(
      `window.open('https://wa.me/34655123456?text=' + encodeURIComponent(carrito.map(p => p.nombre).join(', ')));`,
    )
    const selling = siteView(shop, { business: 'shop', scripts: [{ name: 'modal.js', code: toWhatsapp }] })
    expect(sales(selling, 'lostOrders')).toBeUndefined()
    expect(automation(selling, 'onlineBooking').status).toBe('pass')
    // A checkout that calls code we cannot read, or a site whose code we could not all read, proves nothing.
    const unknown = siteView(shop, {
      business: 'shop',
      scripts: [{ name: 'modal.js', code: code('pagarConTarjeta(carrito);') }],
    })
    expect(sales(unknown, 'lostOrders')).toBeUndefined()
    const unread = siteView(shop, { business: 'shop', scripts: [{ name: 'modal.js', code: code(thanks) }] })
    unread.snapshot = { ...unread.snapshot, unreadScripts: ['/js/pagos.js'] }
    expect(sales(unread, 'lostOrders')).toBeUndefined()
    // Without «Añadir al carrito», a «Comprar» is no cart's checkout.
    const noCart = siteView(shop.replace('Añadir al carrito', 'Ver más'), {
      business: 'shop',
      scripts: [{ name: 'modal.js', code: code(thanks) }],
    })
    expect(sales(noCart, 'lostOrders')).toBeUndefined()
  })

  it("judges a checkout that opens a window by that window's own button", () => {
    const bakery = `<body><h1>Dulce María</h1><button onclick="addToCart(1)">Agregar al carrito</button>
      <div id="cart-sidebar"><button onclick="openPaymentModal()">Proceder al pago</button></div>
      <div id="payment-modal" class="hidden"><input id="customer-name">
      <button onclick="confirmOrder()" id="confirm-btn">Confirmar pedido</button></div></body>`
    const code = (confirm: string) => `let cartItems = [];
function addToCart(id) { cartItems.push({ id }); }
function openPaymentModal() {
  if (cartItems.length === 0) { alert('Tu carrito está vacío.'); return; }
  document.getElementById('payment-modal').classList.remove('hidden');
}
async function confirmOrder() { ${confirm} cartItems = []; }`
    const ordering = (confirm: string) =>
      siteView(bakery, { business: 'bakery', scripts: [{ name: 'cart.js', code: code(confirm) }] })
    const posted = ordering(
      "await fetch('https://api.example.com/orders', { method: 'POST', body: JSON.stringify(cartItems) });",
    )
    expect(sales(posted, 'lostOrders')).toBeUndefined()
    expect(automation(posted, 'onlineBooking').status).toBe('pass')
    // A «Comprar ahora» that only scrolls to the products is no checkout.
    const hero = bakery.replace(
      '<h1>Dulce María</h1>',
      `<h1>Dulce María</h1><button onclick="scrollToSection('productos')">Comprar ahora</button>`,
    )
    const scrolling = siteView(hero, {
      business: 'bakery',
      scripts: [
        {
          name: 'cart.js',
          code: `${code("alert('¡Gracias por tu pedido!');")}\nfunction scrollToSection(id) { const section = document.getElementById(id); window.scrollTo({ top: section.offsetTop, behavior: 'smooth' }) }`,
        },
      ],
    })
    expect(sales(scrolling, 'lostOrders')?.values).toMatchObject({ examples: 'Proceder al pago, Confirmar pedido' })
    // The window's button that only thanks keeps the order.
    expect(sales(ordering("alert('¡Gracias por tu pedido!');"), 'lostOrders')).toMatchObject({
      status: 'fail',
      values: { examples: 'Proceder al pago, Confirmar pedido' },
    })
  })

  it('reads the checkout on a cart page of its own, whose SweetAlert thanks the buyer three calls deep', () => {
    // A bike shop's carrito.html: the products were added on another page.
    const cartPage = `<body><h1>Carrito</h1><div id="carrito-productos" class="carrito-productos"></div>
      <div id="carrito-acciones" class="carrito-acciones"><button id="carrito-acciones-vaciar">Vaciar carrito</button>
      <button id="carrito-acciones-comprar" class="carrito-acciones-comprar">Comprar ahora</button></div></body>`
    const code = `let productosEnCarrito = JSON.parse(localStorage.getItem("producto-en-carrito")) || [];
const botonComprar = document.querySelector("#carrito-acciones-comprar");
function cargarProductosCarrito() { productosEnCarrito.forEach((p) => { const div = document.createElement("div"); div.append(p.titulo) }); actualizarBotonesEliminar() }
function actualizarBotonesEliminar() { document.querySelectorAll(".carrito-producto-eliminar").forEach((b) => b.addEventListener("click", eliminarDelCarrito)) }
function eliminarDelCarrito(e) { const i = productosEnCarrito.findIndex((p) => p.id === e.currentTarget.id); productosEnCarrito.splice(i, 1) }
function actualizarTotal() { total.innerText = "$" + productosEnCarrito.length }
function vaciarCarrito() { productosEnCarrito.length = 0; localStorage.setItem("producto-en-carrito", JSON.stringify(productosEnCarrito)); cargarProductosCarrito(); actualizarTotal() }
botonComprar.addEventListener("click", comprarCarrito);
function comprarCarrito() { Swal.fire({ icon: "success", title: "COMPRA REALIZADA CON EXITO" }); vaciarCarrito() }`
    const view = siteView('<body><h1>Bicicletería Wal-Mar</h1></body>', {
      business: 'shop',
      inner: [cartPage],
      scripts: [{ name: 'carrito.js', code }],
    })
    expect(sales(view, 'lostOrders')).toMatchObject({
      status: 'fail',
      values: { examples: 'Comprar ahora', how: 'alert' },
    })
  })

  it('reads the checkout a cart’s script makes as it fills, which an empty cart never shows', () => {
    // A toy shop: «Pagar» is appended under the total, and only thanks the buyer.
    const page =
      '<body><h1>Juguetería Peluchín</h1><section id="carrito"><p>No hay productos en el carrito.</p></section></body>'
    const code = (checkout: string) => `function actualizarCarrito() {
  const botonPagar = document.createElement('button');
  botonPagar.innerHTML = "Pagar";
  carritoContainer.appendChild(botonPagar);
  botonPagar.addEventListener('click', () => {
    ${checkout}
    carrito.length = 0;
    actualizarCarrito();
  });
}`
    const thanks = 'alert(`¡Gracias por tu compra! Total: $${total.toFixed(2)}`);'
    const view = (written: string, html = page) =>
      siteView(html, { business: 'shop', scripts: [{ name: 'script.js', code: written }] })
    expect(sales(view(code(thanks)), 'lostOrders')).toMatchObject({
      status: 'fail',
      values: { examples: 'Pagar', how: 'alert' },
    })
    expect(
      sales(view(code("window.open('https://wa.me/5491144445555?text=' + pedido);")), 'lostOrders'),
    ).toBeUndefined()
    // With no cart on the page, a «Pagar» a script makes is no cart's checkout.
    expect(sales(view(code(thanks), '<body><h1>Juguetería Peluchín</h1></body>'), 'lostOrders')).toBeUndefined()
  })

  it('counts a shop’s own cart, drawn by its script, as selling online', () => {
    const shop = '<body><h1>Tienda de mascotas</h1><span id="cart-count">0</span><div id="productos"></div></body>'
    const cart = {
      name: 'main.js',
      code: 'card.innerHTML = `<button onclick="addToCart(${j})">Agregar al carrito</button>`\nfunction addToCart(i) { cart.push(products[i]) }',
    }
    expect(automation(siteView(shop, { business: 'shop', scripts: [cart] }), 'onlineBooking').status).toBe('pass')
  })

  it('counts a booking page on Cal.com or Cal.eu as online booking', () => {
    for (const host of ['cal.com', 'cal.eu']) {
      const booking = `<body><a href="https://${host}/carolinaromero">Reserva tu primera consulta</a></body>`
      expect(automation(site(booking, [], 'services'), 'onlineBooking').status).toBe('pass')
    }
  })

  it('counts a WhatsApp button that says «Agenda tu cita» as online booking for any business', () => {
    const appointment = '<body><a class="btn btn-whatsapp" href="https://wa.me/573208835842">Agenda tu cita</a></body>'
    for (const kind of ['clinic', 'shop', 'services'] as const) {
      expect(automation(site(appointment, [], kind), 'onlineBooking').status).toBe('pass')
    }
    const chat = '<body><a href="https://wa.me/573208835842">Escríbenos por WhatsApp</a></body>'
    expect(automation(site(chat, [], 'clinic'), 'onlineBooking').status).toBe('warn')
  })

  it('reads the message a WhatsApp link writes: «Deseo agendar una cita» books, «Hola» does not', () => {
    const link = (text: string) =>
      `<body><a class="float-btn whatsapp" href="https://wa.me/51953636393?text=${encodeURIComponent(text)}" aria-label="WhatsApp"><i class="fab fa-whatsapp"></i></a></body>`
    expect(
      automation(site(link('Hola! Deseo agendar una cita por favor.'), [], 'dentist'), 'onlineBooking').status,
    ).toBe('pass')
    expect(automation(site(link('Hola, quiero información'), [], 'dentist'), 'onlineBooking').status).toBe('warn')
    // An order in the message orders only where the business takes orders.
    expect(automation(site(link('Hola, quiero hacer un pedido'), [], 'bakery'), 'onlineBooking').status).toBe('pass')
    expect(automation(site(link('Hola, quiero hacer un pedido'), [], 'services'), 'onlineBooking').status).toBe('warn')
  })

  it('takes social icons alone on # for a lesser fault than a menu or a WhatsApp on #', () => {
    const social =
      '<body><a href="#" class="btn-social tiktok"><i class="fab fa-tiktok"></i> Síguenos en TikTok</a></body>'
    expect(sales(site(social), 'placeholderLinks')).toMatchObject({ status: 'warn', values: { count: 1 } })
    const menu = `<body><nav><a href="#">Reservas</a></nav>${social}</body>`
    expect(sales(site(menu), 'placeholderLinks')).toMatchObject({ status: 'fail', values: { count: 2 } })
  })

  it('takes networks and WhatsApp that lead to a section of the page for links to nowhere, not a sentence that leads there', () => {
    const footer = `<body><h1>Fra-Bel Viajes</h1><footer><p>Redes Sociales</p>
      <a href="#inicio">Facebook</a><a href="#acerca">Instagram</a><a href="#acerca">Whatsapp</a></footer></body>`
    expect(sales(site(footer), 'placeholderLinks')).toMatchObject({ status: 'fail', values: { count: 3 } })
    const sentence =
      '<body><h1>Fra-Bel Viajes</h1><a href="#contacto">Escríbenos por WhatsApp</a><section id="contacto"></section></body>'
    expect(sales(site(sentence), 'placeholderLinks').status).toBe('pass')
    // A network's icon that leads to the page's own feed of it leads where it says.
    const feeds = `<body><h1>Veterinaria Tarapacá</h1><section id="instagram"><h2>Síguenos</h2></section>
      <section id="tiktok"></section><footer><a href="#instagram"><i class="fab fa-instagram"></i></a>
      <a href="#tiktok" aria-label="TikTok"><i class="fab fa-tiktok"></i></a></footer></body>`
    expect(sales(site(feeds), 'placeholderLinks').status).toBe('pass')
  })

  it('treats placeholder WhatsApp, phone, social and privacy links as defects, never as signals', () => {
    const template = `<body>
      <a href="https://wa.me/503XXXXXXXX">WhatsApp</a>
      <a href="tel:+50300000000">Llámanos</a>
      <a href="#" class="fa fa-facebook"></a>
      <a href="https://instagram.com/">Instagram</a>
      <a href="#">Política de privacidad</a>
      <a href="#servicios">Servicios</a><section id="servicios"></section>
    </body>`
    const view = site(template)
    expect(sales(view, 'whatsapp').status).toBe('fail')
    expect(sales(view, 'phone').status).toBe('warn')
    expect(sales(view, 'trustSignals').values?.count).toBe(0)
    // The example number is a template leftover, said there and not twice.
    expect(sales(view, 'placeholderLinks')).toMatchObject({ status: 'fail', values: { count: 4 } })
  })

  it('finds contact links that show one address or number and open another', () => {
    const view = site(`<body>
      <a href="mailto:hello@lumenstudio.com">lumen.photos@gmail.com</a>
      <a href="tel:+50322223333">2222-4444</a>
      <a href="https://wa.me/50371234567">+503 7123 4567</a>
      <a href="tel:+50322224444">Llámanos: 2222-4444</a>
      <a href="mailto:Info@Lumen.com">info@lumen.com</a>
    </body>`)
    expect(sales(view, 'mismatchedContacts')).toMatchObject({
      status: 'fail',
      values: { count: 2, examples: '2222-4444 → 50322223333' },
    })
    expect(sales(site('<body><a href="tel:+50322224444">2222 4444</a></body>'), 'mismatchedContacts').status).toBe(
      'pass',
    )
    // A link that opens the address or number the site lists elsewhere as its own reaches the business.
    const tireShop = site(`<body><a href="mailto:agustinbritoscba1984@gmail.com">Email: NeumaticosCordoba@gmail.com</a>
      <a href="tel:+543517735389">Llamanos: 351 555-0000</a>
      <ul><li>+54 351 773-5389</li><li>agustinbritoscba1984@gmail.com</li></ul></body>`)
    expect(sales(tireShop, 'mismatchedContacts').status).toBe('pass')
    // Words a script translates in from the site's language files are not what visitors read.
    const translated = site(`<body><p data-i18n="index.about">Lorem ipsum dolor sit amet</p>
      <a href="tel:+595986755222" data-i18n="index.footer.phone">+52 (555) 555-1234</a></body>`)
    expect(sales(translated, 'mismatchedContacts').status).toBe('pass')
    expect(contentChecks(translated).find((verdict) => verdict.id === 'templateContent')?.status).toBe('pass')
  })

  it('finds WhatsApp links whose number lacks its country code, by the business’s country', () => {
    const salvadoran = site(`<body><p>Llámanos: +503 2222 4444</p>
      <a href="https://wa.me/71234567">Escríbenos por WhatsApp</a>
      <a href="https://api.whatsapp.com/send?phone=71234567&text=Hola">WhatsApp</a></body>`)
    expect(sales(salvadoran, 'mismatchedContacts')).toMatchObject({
      status: 'fail',
      values: { count: 0, local: 2, localExamples: 'wa.me/71234567, phone=71234567', dial: '503' },
    })
    // A Mexican number of ten digits, without its 52, where the site is in Mexico.
    const mexican = site(`<body><p>Tel. +52 55 1234 9876, Ciudad de México</p>
      <a href="https://wa.me/5587654321">WhatsApp</a></body>`)
    expect(sales(mexican, 'mismatchedContacts')).toMatchObject({ status: 'fail', values: { local: 1, dial: '52' } })
    // A trunk 0 never starts a whole number, wherever the business is.
    expect(
      sales(site('<body><a href="https://wa.me/0991234567">WhatsApp</a></body>'), 'mismatchedContacts'),
    ).toMatchObject({ status: 'fail', values: { local: 1, dial: '' } })
    // Where the country is not known, a Spanish page's number that starts with no country's code
    // (a print shop near Buenos Aires, 2226 502322: +222 is Mauritania); an English page's is not judged.
    const printShop = (lang: string, words: string) =>
      site(`<html lang="${lang}"><body><h1>${words}</h1>
        <a href="https://api.whatsapp.com/send/?phone=2226502322" class="whatsapp bi bi-whatsapp"></a></body></html>`)
    expect(sales(printShop('es', '¿Querés tu producto personalizado?'), 'mismatchedContacts')).toMatchObject({
      status: 'fail',
      values: { local: 1, localExamples: 'phone=2226502322', dial: '' },
    })
    expect(sales(printShop('en', 'Your own printed mug'), 'mismatchedContacts').status).toBe('pass')
  })

  it('finds a call link whose + is followed by the business’s number without its country code', () => {
    // A tailor in Bogotá: +31 is the Netherlands.
    const tailor = `<body><h1>Sastrería Dadini</h1><p>DOMICILIOS EN BOGOTÁ</p><p>Carrera 20 #125 - 24 Norte</p>
      <a href="tel:+3118099840">Escríbenos vía Whatsapp.</a></body>`
    expect(sales(site(tailor), 'mismatchedContacts')).toMatchObject({
      status: 'fail',
      values: { local: 1, localExamples: 'tel:+3118099840', dial: '57', localKind: 'phone' },
    })
    // Written whole, or dialled within the country without +, it reaches the shop.
    for (const href of ['tel:+573118099840', 'tel:3118099840'])
      expect(sales(site(tailor.replace('tel:+3118099840', href)), 'mismatchedContacts').status, href).toBe('pass')
    // One that starts with the country's own code lacks none, however short (`+57 4 1234567`, an old Medellín number).
    expect(sales(site(tailor.replace('tel:+3118099840', 'tel:+5741234567')), 'mismatchedContacts').status).toBe('pass')
  })

  it('finds a call link that carries the country code without its +, which dials a local number that does not exist', () => {
    // A nutritionist in Quito: her sticky «Llamar» button.
    const nutritionist = `<body><h1>Nutrióloga Kely León</h1><p>Consultorio en Quito, Ecuador</p>
      <a href="tel:593997129263" class="btn-llamar">Llamar</a></body>`
    expect(sales(site(nutritionist), 'mismatchedContacts')).toMatchObject({
      status: 'fail',
      values: { count: 0, local: 0, unplussed: 1, unplussedExamples: 'tel:593997129263', before: 'no' },
    })
    // With its +, or dialled within the country (`tel:0997129263`), it reaches her.
    for (const href of ['tel:+593997129263', 'tel:0997129263', 'tel:00593997129263'])
      expect(sales(site(nutritionist.replace('tel:593997129263', href)), 'mismatchedContacts').status, href).toBe(
        'pass',
      )
    // A North American number is dialled with its 1 at home.
    const plumber = `<body><h1>Joe's Plumbing</h1><p>Serving Austin, Texas</p><a href="tel:15125550143">Call</a></body>`
    expect(sales(site(plumber), 'mismatchedContacts').status).toBe('pass')
  })

  it('finds the WhatsApp a cart script opens without the country code, as the phone pass’s tap saw it', () => {
    const pizzas = `<body><h1>Tola's Pizza</h1><p>Pizzas caseras en Garín, Buenos Aires, Argentina</p>
      <button id="enviarPedido">Enviar pedido por WhatsApp</button></body>`
    const behaviour: PageBehaviour = {
      routes: [
        {
          kind: 'whatsapp',
          control: 'Enviar pedido por WhatsApp',
          source: 'click',
          address: 'https://wa.me/1161915635?text=Hola%2C%20quiero%20pedir',
        },
      ],
      forms: [],
      tappedAll: true,
    }
    const view = siteView(pizzas, { business: 'fastFood', behaviour })
    expect(sales(view, 'whatsapp').status).toBe('pass')
    expect(sales(view, 'mismatchedContacts')).toMatchObject({
      status: 'fail',
      values: { local: 1, localExamples: 'wa.me/1161915635', dial: '54' },
    })
    // Without the phone pass, the number the script sets is read from its code.
    const code = `const phoneNumber = '1161915635';
document.getElementById('enviarPedido').addEventListener('click', () => {
  window.open(\`https://wa.me/\${phoneNumber}?text=\${encodeURIComponent(pedido)}\`, '_blank');
});`
    const read = siteView(pizzas, { business: 'fastFood', scripts: [{ name: 'script.js', code }] })
    expect(sales(read, 'whatsapp').status).toBe('pass')
    expect(sales(read, 'mismatchedContacts')).toMatchObject({
      status: 'fail',
      values: { local: 1, localExamples: 'wa.me/1161915635', dial: '54' },
    })
  })

  it('takes a WhatsApp number with its country code as whole, the old Mexican 521 and another country’s too', () => {
    for (const number of ['50371234567', '525587654321', '5215587654321', '56912345678'])
      expect(
        sales(
          site(`<body><p>Tel. +52 55 1234 9876</p><a href="https://wa.me/${number}">WhatsApp</a></body>`),
          'mismatchedContacts',
        ).status,
      ).toBe('pass')
    // Ten digits with no country to weigh them against: they may be whole.
    expect(
      sales(site('<body><a href="https://wa.me/5587654321">WhatsApp</a></body>'), 'mismatchedContacts').status,
    ).toBe('pass')
  })

  it('takes an anchor with no address in a card for words, and one in the menu for a dead item', () => {
    const teachers = site(
      '<body><h1>Maestros</h1><p><strong>Maestro de: <a>Guitarra Jazz y Solfeo</a></strong></p></body>',
    )
    expect(sales(teachers, 'placeholderLinks').status).toBe('pass')
    const menu = site('<body><nav><a href="/">Inicio</a><a>Cursos</a></nav><h1>Conservatorio</h1></body>')
    expect(sales(menu, 'placeholderLinks')).toMatchObject({ status: 'fail', values: { count: 1 } })
  })

  it('takes a page’s own menu item left on # for where the visitor already is, when the other menus lead there', () => {
    const menu = (lenses: string) => `<nav><a href="/">Inicio</a><a href="${lenses}">Lentes de Contacto</a></nav>`
    const lensesPage = `<body>${menu('#')}<h1>Lentes de contacto</h1></body>`
    const view = site(`<body>${menu('./vistas/lentesdecontacto.html')}<h1>Óptica</h1></body>`, [lensesPage])
    view.snapshot.pages = [
      { url: new URL('/vistas/lentesdecontacto.html', view.snapshot.page.url).href, $: view.pages[1] },
    ]
    expect(sales(view, 'placeholderLinks').status).toBe('pass')
    // A network's icon on # in the header is no page's own item, though the other pages' logos lead home.
    const icons = site('<body><header><a href="#"><i class="fa fa-facebook"></i></a></header><h1>Óptica</h1></body>', [
      '<body><header><a href="/"><img src="/logo.png" alt="Óptica"></a></header><h1>Sol</h1></body>',
    ])
    icons.snapshot.pages = [{ url: new URL('/sol.html', icons.snapshot.page.url).href, $: icons.pages[1] }]
    expect(sales(icons, 'placeholderLinks')).toMatchObject({ status: 'warn', values: { count: 1 } })
    // Where no other menu leads to that page, the item on # is dead.
    view.snapshot.pages = [{ url: new URL('/vistas/sol.html', view.snapshot.page.url).href, $: view.pages[1] }]
    expect(sales(view, 'placeholderLinks')).toMatchObject({ status: 'fail', values: { count: 1 } })
  })

  it('takes a network’s home page whose address a script sets, by a selector that finds the link, for that address', () => {
    const footer = `<body><h1>Hostería Roble Sur</h1><footer><div class="footer__media-icons"><ul>
      <li><a href="http://facebook.com"><img src="fb.jpg" alt="Ícono de Facebook"></a></li>
      <li><a href="http://instagram.com"><img src="ig.jpg" alt="ícono de instagram"></a></li></ul></div></footer></body>`
    const code = `const mediaIcons = document.querySelectorAll('.footer__media-icons li a');
mediaIcons[0].setAttribute('href', 'https://www.facebook.com/100063781770288');
mediaIcons[1].setAttribute('href', 'https://www.instagram.com/hosteria.roblesur/');`
    const scripted = siteView(footer, {
      scripts: [
        { name: 'footer.js', code: `${code}\nmediaIcons[2].setAttribute('href', 'https://wa.me/5492966723683');` },
      ],
    })
    expect(sales(scripted, 'placeholderLinks').status).toBe('pass')
    // The WhatsApp address it gives a link is a chat it opens.
    expect(sales(scripted, 'whatsapp').status).toBe('pass')
    expect(sales(siteView(footer), 'placeholderLinks')).toMatchObject({ status: 'warn', values: { count: 2 } })
  })

  it('takes the home page’s «Inicio» and the item marked current on # for where the visitor is, not the others', () => {
    const burgers = site(`<body><nav><ul class="navbar-nav">
      <li class="nav-item"><a class="nav-link active" href="#">Inicio <span class="visually-hidden">(current)</span></a></li>
      <li class="nav-item"><a class="nav-link" href="#">Hamburguesa</a></li></ul></nav><h1>Hamburguesería GT</h1></body>`)
    expect(sales(burgers, 'placeholderLinks')).toMatchObject({
      status: 'fail',
      values: { count: 1, examples: 'Hamburguesa' },
    })
    const plain = site(
      '<body><nav><a href="#">Inicio</a><a href="/menu.html">Menú</a></nav><h1>Hamburguesería GT</h1></body>',
    )
    expect(sales(plain, 'placeholderLinks').status).toBe('pass')
  })

  it('takes a page’s own link left on # for where the visitor already is, when its words are the page’s address', () => {
    const catalogue = '<body><nav><a href="../">Inicio</a><a href="#">Catálogo</a></nav><h1>Catálogo</h1></body>'
    const view = site('<body><h1>Todo Computación</h1><a href="Catalogo/">Ver catálogo completo</a></body>', [
      catalogue,
    ])
    const read = (path: string) => {
      view.snapshot.pages = [{ url: new URL(path, view.snapshot.page.url).href, $: view.pages[1] }]
      return sales(view, 'placeholderLinks')
    }
    expect(read('/Catalogo/').status).toBe('pass')
    expect(read('/Catalogo/index.html').status).toBe('pass')
    expect(read('/ofertas/')).toMatchObject({ status: 'fail', values: { count: 1 } })
  })

  it('takes a slider’s numbered bullets on # for its controls, not links that lead nowhere', () => {
    const bullets = Array.from(
      { length: 3 },
      (_, index) => `<a href="#" title="Jugo ${index}"><span><img src="b${index}.jpg" alt="">${index + 1}</span></a>`,
    ).join('')
    const slider = `<body><div id="wowslider-container1"><div class="ws_bullets"><div>${bullets}</div></div></div></body>`
    expect(sales(site(slider), 'placeholderLinks').status).toBe('pass')
    // A numbered link outside a slider still leads nowhere.
    expect(
      sales(site('<body><nav><a href="#">1</a><a href="/menu.html">Menú</a></nav></body>'), 'placeholderLinks').status,
    ).toBe('fail')
  })

  it('takes a link to a page that only says it is coming («Próximamente») for one that leads nowhere, once however many pages repeat it', () => {
    const soon = `<html><head><title>Próximamente — MACH Contadores</title></head><body><h1>Nuevas Herramientas en Camino</h1>
      <p>Estamos rediseñando la experiencia para nuestros clientes.</p><a href="index.html">Volver al Inicio</a></body></html>`
    const footer =
      '<footer><a href="./placeholder.html" class="btn">Agendar Consulta</a><a href="nosotros.html">Nosotros</a></footer>'
    const view = siteView(`<body><h1>Contadores</h1>${footer}</body>`, {
      sitePages: [
        { url: `${siteViewUrl}placeholder.html`, status: 200, $: cheerio.load(soon) },
        { url: `${siteViewUrl}nosotros.html`, status: 200, $: cheerio.load(`<h1>Nosotros</h1>${footer}`) },
      ],
    })
    view.pages.push(view.snapshot.pages[1]!.$!)
    expect(sales(view, 'placeholderLinks')).toMatchObject({
      status: 'fail',
      values: { count: 1, examples: 'Agendar Consulta' },
    })
    // A real page, however short, is somewhere.
    const real = siteView(`<body><h1>Contadores</h1>${footer}</body>`, {
      sitePages: [
        { url: `${siteViewUrl}placeholder.html`, status: 200, $: cheerio.load('<h1>Agenda tu consulta</h1>') },
      ],
    })
    expect(sales(real, 'placeholderLinks').status).toBe('pass')
  })

  it('takes a logo on # for the top of the home page there, and for a dead link on an inner page', () => {
    const header = `<nav><a class="navbar-brand" href="#"><img src="brand.svg" alt="Conservatorio Emanuel"></a>
      <a href="/clases.html">Clases</a><a href="/contacto.html">Contacto</a></nav>`
    expect(sales(site(`<body>${header}<h1>Conservatorio</h1></body>`), 'placeholderLinks').status).toBe('pass')
    const inner = site('<body><h1>Conservatorio</h1></body>', [`<body>${header}<h1>Clases</h1></body>`])
    // Named by what it is, it loses the way home, not a customer: a warning.
    expect(sales(inner, 'placeholderLinks')).toMatchObject({ status: 'warn', values: { count: 1, examples: 'Logo' } })
  })

  it('says a link to an example number once, as a template leftover, even beside a real number shown', () => {
    const view = site('<body><a href="tel:+1234567890">+91 99702 66657</a></body>')
    expect(sales(view, 'placeholderLinks').status).toBe('pass')
    expect(sales(view, 'mismatchedContacts').status).toBe('pass')
    const leftovers = contentChecks(view).find((verdict) => verdict.id === 'templateContent')!
    expect(leftovers).toMatchObject({ status: 'fail', values: { count: 1 } })
    expect(JSON.stringify(leftovers.values)).toContain('1234567890')
  })

  it('takes a WhatsApp link that shares the page for a link, not a placeholder, and not a way to reach the business', () => {
    const view = site(
      '<body><a href="https://wa.me/?text=Mira%20esta%20cafeter%C3%ADa%20https%3A%2F%2Fcafe.example">WhatsApp</a></body>',
    )
    expect(sales(view, 'placeholderLinks').status).toBe('pass')
    expect(sales(view, 'whatsapp').status).toBe('fail')
    // A number still to write is no share: the floating button reaches no one, whatever else works.
    const unwritten =
      site(`<body><a href="https://wa.me/xxxxxxxxxxxxxxxxx?text=¡Hola! Quiero agendar una cita." class="whatsapp-btn"><i class="bi bi-whatsapp"></i></a>
      <a href="https://wa.me/573124388253">Escríbenos</a></body>`)
    expect(sales(unwritten, 'placeholderLinks')).toMatchObject({ status: 'fail', values: { count: 1 } })
  })

  it('names placeholder links as a visitor sees them: by their text, or by the network their icon shows', () => {
    const icons = `<body>
      <a href="#" class="fa fa-facebook"></a>
      <a href="#"><i class="icon-instagram"></i></a>
      <a href="https://wa.me/503XXXXXXXX">Escríbenos</a>
      <a href="#" class="fa fa-phone"></a>
    </body>`
    expect(sales(site(icons), 'placeholderLinks').values).toEqual({
      count: 4,
      examples: 'Facebook, Instagram, Escríbenos',
      text1: 'Facebook',
      place1: 'link',
      text2: 'Instagram',
      place2: 'link',
      text3: 'Escríbenos',
      place3: 'link',
    })
    // Each where the visitor meets it: in the menu, in the footer.
    const placed = sales(
      site('<body><nav><a href="#">Reservas</a></nav><footer><a href="">Sabores</a></footer></body>'),
      'placeholderLinks',
    )
    expect(placed.values).toMatchObject({ text1: 'Reservas', place1: 'navigation', text2: 'Sabores', place2: 'footer' })
  })

  it('tells a business already on WhatsApp that a chatbot would answer there at once, not that night visitors cannot write', () => {
    const onWhatsapp = site(
      '<body><a href="https://wa.me/5492616216034?text=Hola" class="float-wa">WhatsApp</a></body>',
    )
    expect(automation(onWhatsapp, 'chatWidget')).toMatchObject({ status: 'warn', values: { onWhatsapp: 'yes' } })
    expect(automation(site('<body><a href="tel:+50376543210">Llamar</a></body>'), 'chatWidget').values).toEqual({
      onWhatsapp: 'no',
    })
    // A WhatsApp button whose number lacks its country code reaches no one: nobody writes there yet.
    const lacksCode = site(
      '<html lang="es"><body><a href="https://api.whatsapp.com/send/?phone=2226502322" class="whatsapp bi bi-whatsapp"></a></body></html>',
    )
    expect(automation(lacksCode, 'chatWidget').values).toEqual({ onWhatsapp: 'no' })
  })

  it('takes a WhatsApp button with an empty address that its script finds by id and opens for no placeholder', () => {
    const button = `<body><a href="" id="btnWhatsAppFixed" class="btnWppFixed" title="WhatsApp"><i class="bi bi-whatsapp"></i></a>
      <script>const linkWppFijo = 'https://wa.me/+5493876843082'; const btnWppFijo = document.getElementById('btnWhatsAppFixed');
      btnWppFijo.addEventListener('click', () => window.open(linkWppFijo, '_blank'))</script></body>`
    expect(sales(site(button), 'placeholderLinks').status).toBe('pass')
    const unbound = button.replace(/<script>[\s\S]*<\/script>/, '')
    expect(sales(site(unbound), 'placeholderLinks').status).not.toBe('pass')
  })

  it('takes a # link that a tap listener finds by its data- attribute for a control, not one a script only translates', () => {
    const page = `<body><h1>Buffalo Studio</h1><footer><a href="#" data-open-contact>Contact</a>
      <a href="#" data-translate="footer_legal">Aviso Legal</a></footer></body>`
    const code = `document.addEventListener('click', (e) => { const trig = e.target.closest('[data-open-contact]'); if (trig) openContact() })
      document.querySelectorAll('[data-translate]').forEach((el) => { el.textContent = t[el.dataset.translate] })`
    expect(sales(siteView(page, { scripts: [{ name: 'main.js', code }] }), 'placeholderLinks')).toMatchObject({
      values: { count: 1, examples: 'Aviso Legal' },
    })
  })

  it('judges a link a script set by the address it set: a WhatsApp icon a script pointed at youtube.com leads nowhere', () => {
    const header = (href: string) => `<body><h1>Vitales Laboratorios</h1><div>
      <a href="${href}" class="js-wa headerUp_RS" target="blank"><img src="img/icons/ws.png" alt="WhatsApp"></a></div></body>`
    const code = `const whatsApp="https://youtube.com",linkWhatsApp=document.querySelector(".js-wa");
      linkWhatsApp.href=whatsApp;adelante.addEventListener("click",a)`
    const scripts = [{ name: 'scripts.min.js', code }]
    // Read without a browser, the script may give the # link its address: nothing is said.
    expect(sales(siteView(header('#'), { scripts }), 'placeholderLinks').status).toBe('pass')
    // As the phone drew it, the address is the one it set.
    expect(sales(siteView(header('https://youtube.com'), { scripts }), 'placeholderLinks')).toMatchObject({
      status: 'fail',
      values: { examples: 'WhatsApp' },
    })
  })

  it('takes a call link that keeps the trunk 0 after the country code for one that never connects', () => {
    const view = site('<body><h1>Vitales Laboratorios</h1><a href="tel:+5802812992790">0281-299.27.90</a></body>')
    expect(sales(view, 'phone').status).toBe('warn')
    expect(sales(view, 'placeholderLinks')).toMatchObject({ status: 'fail', values: { examples: '0281-299.27.90' } })
    const dialled = site('<body><h1>Vitales Laboratorios</h1><a href="tel:+582812992790">0281-299.27.90</a></body>')
    expect(sales(dialled, 'phone').status).toBe('pass')
  })

  it('counts a guarantee or a professional licence as a trust signal, and names only the signals missing', () => {
    const electrician = site(`<body><h1>Soluciones Eléctricas</h1><h2>Certificaciones y Garantías</h2>
      <p>M.N.T015369 - Electricistas matriculados</p><p>12 meses de garantía en todos nuestros trabajos</p>
      <a href="#">Facebook</a></body>`)
    expect(sales(electrician, 'trustSignals')).toMatchObject({
      status: 'warn',
      values: { count: 1, guarantee: 'yes', address: 'no', social: 'no', privacy: 'no' },
    })
    const licensed = site('<body><h1>Gasista</h1><p>Gasista matriculado en Rosario</p></body>')
    expect(sales(licensed, 'trustSignals').values).toMatchObject({ count: 1, guarantee: 'yes' })
  })

  it('counts an address a visitor can see as a trust signal, never structured data that gives a town alone', () => {
    const schema = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"LocalBusiness","name":"Gasista Pablo","address":{"@type":"PostalAddress","addressLocality":"Rosario"}}</script>`
    const view = site(`<head>${schema}</head><body><h1>Gasista Pablo</h1><p>Instalaciones de gas.</p></body>`)
    expect(sales(view, 'trustSignals').values).toMatchObject({ address: 'no' })
    const street = schema.replace('"addressLocality"', '"streetAddress":"Córdoba 1450","addressLocality"')
    expect(
      sales(site(`<head>${street}</head><body><h1>Gasista Pablo</h1></body>`), 'trustSignals').values,
    ).toMatchObject({
      address: 'yes',
    })
  })

  it('takes an Argentine number that dials the mobile prefix 15 for its area code for one that never connects', () => {
    const view = site(`<body><h1>Soluciones Eléctricas</h1><a href="tel:+541524543443">15-2454-3443</a>
      <a href="https://wa.me/5491524543443">WhatsApp</a></body>`)
    expect(sales(view, 'phone').status).toBe('warn')
    expect(sales(view, 'placeholderLinks').values).toMatchObject({ count: 2 })
    const dialled = site(`<body><h1>Soluciones Eléctricas</h1><a href="tel:+541124543443">11-2454-3443</a>
      <a href="https://wa.me/5491124543443">WhatsApp</a></body>`)
    expect(sales(dialled, 'phone').status).toBe('pass')
    expect(sales(dialled, 'whatsapp').status).toBe('pass')
  })

  it('finds an address written in a link with no address, and a privacy notice its script opens', () => {
    // A driving school's top bar, and its data-protection link whose script loads the policy's page.
    const school = `<body><nav><a class="nav-link"><i class="bi bi-geo-alt-fill"></i>Calle Llerena, 1, Montemolín, Badajoz</a></nav>
      <h1>Autoescuela DangerCar</h1><footer><a id="botonProteccion" class="nav-link">Política de protección de datos</a></footer></body>`
    const loads =
      "document.getElementById('botonProteccion').addEventListener('click', () => cargar('include/PoliticaProteccion.html'))"
    const view = siteView(school, { business: 'school', scripts: [{ name: 'miscript.js', code: loads }] })
    expect(sales(view, 'trustSignals').values).toMatchObject({ address: 'yes', privacy: 'yes' })
    // Without the script, the link leads nowhere: no notice.
    expect(sales(siteView(school, { business: 'school' }), 'trustSignals').values).toMatchObject({ privacy: 'no' })
  })

  it('fails a trade whose customers call first, outside Latin America, that shows no number at all', () => {
    const plumber = (lang: string, body: string) =>
      siteView(`<html lang="${lang}"><body>${body}</body></html>`, { business: 'localServices' })
    const charlotte = '<h1>Red Canoe Plumbing</h1><p>Serving the greater Charlotte area.</p>'
    expect(sales(plumber('en', charlotte), 'phone')?.status).toBe('fail')
    // A number written beside its word is there to copy: a warning.
    expect(sales(plumber('en', `${charlotte}<p>Call us: (704) 863-0182</p>`), 'phone')?.status).toBe('warn')
    // In Latin America customers write on WhatsApp first: a warning.
    expect(sales(plumber('es', '<h1>Plomería Rápida</h1><p>Atendemos en Santa Tecla.</p>'), 'phone')?.status).toBe(
      'warn',
    )
  })

  it('names a phone number the page writes that no link makes tappable, beside a word or an icon that says so', () => {
    const optician = site(`<body><h1>Óptica Imagen</h1><a href="https://wa.me/573208835842">Agenda tu cita</a>
      <div class="info-card"><div class="info-icon">📞</div><div><h3>Teléfono</h3><p>+57 320 8835842</p></div></div></body>`)
    expect(sales(optician, 'phone')).toMatchObject({ status: 'warn', values: { shownNumber: '+57 320 8835842' } })
    const laundry = site('<body><h1>Lavandería IG</h1><p>📞 Teléfono: 22 81 12 20 50</p></body>')
    expect(sales(laundry, 'phone').values).toMatchObject({ shownNumber: '22 81 12 20 50' })
    // A one-digit group and a six-digit one are the number's own: it is named whole.
    const accountant = site(
      '<body><h1>Estudio Contable</h1><ul><li><i class="fa-solid fa-phone"></i> +54 9 3773 474657</li></ul></body>',
    )
    expect(sales(accountant, 'phone').values).toMatchObject({ shownNumber: '+54 9 3773 474657' })
    // Beside a drawn icon with no name, the number the structured data gives as the telephone.
    const declared = (telephone: string) =>
      site(`<head><script type="application/ld+json">{"@type": "DryCleaningOrLaundry", "telephone": "${telephone}"}</script></head>
        <body><h1>Lavandería Ekko</h1><footer><span><svg aria-hidden="true"><path d="M22 16.92v3"/></svg>
        5295 2442 | 7870 1517</span></footer></body>`)
    expect(sales(declared('+5352952442'), 'phone').values).toMatchObject({ shownNumber: '5295 2442' })
    expect(sales(declared('+5377777777'), 'phone').values).toMatchObject({ shownNumber: 'none' })
    // A price, a year or a number only a WhatsApp link shows are no number written for calling.
    const others = site(`<body><h1>Joyería</h1><p>Anillos desde $1.250.000 - 2024</p>
      <p><i class="fa fa-whatsapp"></i> <a href="https://wa.me/5491144445555">+54 9 11 4444-5555</a></p></body>`)
    expect(sales(others, 'phone').values).toMatchObject({ shownNumber: 'none' })
    const tappable = site(
      '<body><h1>Óptica</h1><p>Teléfono: <a href="tel:+573208835842">+57 320 8835842</a></p></body>',
    )
    expect(sales(tappable, 'phone')).toMatchObject({ status: 'pass', values: { shownNumber: 'none' } })
  })

  it('says a WhatsApp button on a template number or on WhatsApp’s home page is broken, not missing', () => {
    const floating = (href: string) =>
      site(
        `<body><h1>Muebles a medida</h1><a href="${href}" class="whatsapp-float" aria-label="Contactar por WhatsApp"><i class="fab fa-whatsapp"></i></a></body>`,
      )
    expect(sales(floating('https://wa.me/1234567890?text=Hola'), 'whatsapp')).toMatchObject({
      status: 'fail',
      values: { broken: 'yes' },
    })
    expect(sales(floating('https://www.whatsapp.com/'), 'whatsapp').values).toMatchObject({ broken: 'yes' })
    expect(sales(site('<body><h1>Muebles a medida</h1><p>Hola</p></body>'), 'whatsapp').values).toMatchObject({
      broken: 'no',
    })
  })

  it('accepts real WhatsApp, phone and social links', () => {
    const real = `<body><a href="https://wa.me/50376543210">WhatsApp</a><a href="https://api.whatsapp.com/send?phone=50376543210">Escríbenos</a>
      <a href="tel:+50376543210">Llamar</a><a href="https://instagram.com/negocio">Instagram</a><a href="/privacidad">Privacidad</a></body>`
    const view = site(real)
    expect(sales(view, 'whatsapp').status).toBe('pass')
    expect(sales(view, 'phone').status).toBe('pass')
    expect(sales(view, 'placeholderLinks').status).toBe('pass')
    expect(sales(view, 'trustSignals').status).toBe('pass')
  })

  it("counts a profile or a map that a button's script opens as a trust signal, as a link to it would be", () => {
    const buttons = `<body><h1>Autolavado Concha</h1><button class="ig">Síguenos</button><button class="mapa">Cómo llegar</button>
      <script src="/js/main.js"></script></body>`
    const code = `document.querySelector('.ig').addEventListener('click', () => window.open('https://www.instagram.com/autolavadoconcha'))
document.querySelector('.mapa').addEventListener('click', () => window.open('https://maps.app.goo.gl/xYz123'))`
    const view = siteView(buttons, { scripts: [{ name: 'main.js', code }], business: 'carWash' })
    expect(sales(view, 'trustSignals')).toMatchObject({ status: 'pass', values: { count: 2 } })
    expect(sales(site(buttons), 'trustSignals').values?.count).toBe(0)
  })

  it('warns about menu items that send visitors to other sites, not about social networks or booking tools', () => {
    const menu = `<body><nav><a href="/">Inicio</a><a href="https://drive.example.net/menu.pdf">Menú</a>
      <a href="https://facebook.com/negocio">Facebook</a><a href="https://www.opentable.com/r/negocio">Reservar</a></nav></body>`
    expect(sales(site(menu), 'offsiteNavigation')).toMatchObject({ status: 'warn', values: { count: 1 } })
    // The business's own online store and its customers' sign-in can only live elsewhere.
    const store = `<body><nav><a href="/">Inicio</a><a href="https://ferreteriadany.mitiendanube.com/">Tienda Online</a>
      <a href="https://portal.cimevet.example/login"><i class="fa fa-user"></i> Iniciar Sesión</a></nav></body>`
    expect(sales(site(store), 'offsiteNavigation').status).toBe('pass')
    // An insurance agent's «Acceso Clientes» to its insurer's client portal.
    const agent = `<body><nav><a href="#team">Equipo</a>
      <a href="https://www.segurcaixaadeslas.es/_login/sca-login.aspx" target="_blank">Acceso Clientes</a></nav></body>`
    expect(sales(site(agent), 'offsiteNavigation').status).toBe('pass')
    // The maker's credit in the menu's drop-down is the maker's link, not the business's menu item.
    const credited = `<body><nav><a href="/">Inicio</a><div class="developerHeader">
      Diseño página Web - by <a href="https://elias-zurita.github.io/" target="_blank">Elias Zurita</a></div></nav></body>`
    expect(sales(site(credited), 'offsiteNavigation').status).toBe('pass')
  })

  it('takes a menu link to the domain of the business’s own e-mail for the site itself, never a mail service’s', () => {
    const menu = (mail: string) => `<body><nav><a href="https://exclusivarentaautos.com/">Home</a>
      <a href="https://exclusivarentaautos.com/autos/">Autos disponibles</a></nav><h1>Exclusiva</h1>
      <a href="mailto:${mail}">${mail}</a></body>`
    expect(sales(site(menu('cotizaciones@exclusivarentaautos.com')), 'offsiteNavigation').status).toBe('pass')
    expect(sales(site(menu('exclusiva@gmail.com')), 'offsiteNavigation')).toMatchObject({
      status: 'warn',
      values: { count: 2 },
    })
    // The address is still found in the site's code beside a long run of letters (a minified
    // script's, read from where each run starts), and its domain is still the site's.
    const code = `var ${'x'.repeat(90_000)}=1;var mail="cotizaciones@exclusivarentaautos.com"`
    const scripted = siteView(menu('').replace('<a href="mailto:">', '<a>'), { scripts: [{ name: 'app.js', code }] })
    expect(sales(scripted, 'offsiteNavigation').status).toBe('pass')
  })

  it('takes a menu link to the address the page’s canonical link or og:url calls its own for the site itself', () => {
    const menu = (head: string) => `<html><head>${head}</head><body><nav>
      <a href="https://rentadesonidoeiluminacion.com.mx/" class="logo-link"><img src="logo.png" alt="RESOIL"></a>
      <a href="/equipos.html">Equipos</a></nav></body></html>`
    const home = '<meta property="og:url" content="https://rentadesonidoeiluminacion.com.mx/">'
    expect(sales(site(menu(home)), 'offsiteNavigation').status).toBe('pass')
    expect(sales(site(menu('')), 'offsiteNavigation').status).toBe('warn')
  })
})
