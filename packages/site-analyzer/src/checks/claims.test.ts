import { describe, expect, it } from 'vitest'
import { siteView, type SiteViewOptions } from '../../testing'
import type { CheckId, Verdict } from '../model'
import { automationChecks } from './automation'
import { salesChecks } from './sales'
import type { SiteView } from './site-view'

/** A site as the static pass reads it, with the scripts it could not read. */
const site = (html: string, options: SiteViewOptions & { unread?: string[] } = {}): SiteView => {
  const view = siteView(html, { business: 'other', ...options })
  return { ...view, snapshot: { ...view.snapshot, unreadScripts: options.unread ?? [] } }
}
const verdicts = (view: SiteView) => [...salesChecks(view), ...automationChecks(view)]
const find = (view: SiteView, id: CheckId): Verdict | undefined => verdicts(view).find((found) => found.id === id)
const page = (body: string) => `<!doctype html><html lang="es"><body>${body}</body></html>`

/** A nail studio whose WhatsApp buttons call a function defined in a module the page imports. */
const nailStudio = page(`<header><a href="#" class="logo"><img src="logo.png" alt="Uñas Carmela"></a>
  <nav><a href="#servicios">Servicios</a><a href="#precios">Precios</a><a href="#contacto">Contacto</a></nav></header>
  <h1>Uñas Carmela</h1><section id="servicios"><p>Manicura rusa, gel y acrílico en Valencia.</p></section>
  <section id="precios"><p>Manicura desde 18 €.</p></section>
  <section id="contacto"><button onclick="openWhatsApp()" aria-label="Contactar por WhatsApp"><i class="icono"></i></button></section>
  <script type="module" src="/js/app.js"></script>`)

describe('no claim that something is missing without having seen the whole page', () => {
  it('takes a button that names WhatsApp in its label and handler for WhatsApp, unconfirmed at worst, never none', () => {
    const view = site(nailStudio, { scripts: [{ name: 'app.js', code: "import './ui.js'" }], unread: ['/js/ui.js'] })
    expect(find(view, 'whatsapp')).toBeUndefined()
    expect(find(view, 'unconfirmed')).toMatchObject({
      status: 'warn',
      values: { reason: 'scripts', examples: 'ui.js', askWhatsapp: 1 },
    })
    // Every script read, the button still says WhatsApp: where it leads is what we could not check.
    const whole = site(nailStudio, { scripts: [{ name: 'app.js', code: 'window.openWhatsApp = abrir' }] })
    expect(find(whole, 'whatsapp')).toBeUndefined()
    expect(find(whole, 'unconfirmed')?.values).toMatchObject({ reason: 'named', askWhatsapp: 1 })
    // Beside a form in the same section, the button is still the WhatsApp one, not the form's.
    const besideForm = nailStudio.replace(
      '</section>',
      '<form action="/enviar" method="post"><input name="nombre"><textarea name="mensaje"></textarea><button>Enviar</button></form></section>',
    )
    expect(find(site(besideForm), 'unconfirmed')?.values).toMatchObject({ askWhatsapp: 1 })
  })

  it('reads the links a script writes into the page: a footer built with innerHTML, an app’s href', () => {
    const hostal =
      page(`<h1>Hostal Los Cardones</h1><p>Habitaciones con vista a los cerros en el centro de Cafayate.</p>
      <footer id="pie"></footer><script src="/js/footer.js"></script>`)
    const footer = {
      name: 'footer.js',
      code: `document.getElementById('pie').innerHTML = \`<p>Contacto</p>
  <a href="https://wa.me/5493868401234" class="wsp">WhatsApp</a> <a href="tel:+5493868401234">Llamar</a>\``,
    }
    const view = site(hostal, { scripts: [footer] })
    expect(find(view, 'whatsapp')).toMatchObject({ status: 'pass', values: { via: 'script' } })
    expect(find(view, 'phone')?.status).toBe('pass')
    // A template's number a script writes proves nothing.
    const template = { name: 'footer.js', code: footer.code.replaceAll('5493868401234', '1234567890') }
    expect(find(site(hostal, { scripts: [template] }), 'whatsapp')?.status).toBe('fail')
  })

  it('takes a chat icon over a testimonial for a picture, not a chat control left unconfirmed', () => {
    const tours = page(`<h1>Axolotl Tours</h1><p>Viajes de fin de semana desde la Ciudad de México.</p>
      <div class="testimonial-card"><div class="quote-icon"><i class="bi bi-chat-quote-fill"></i></div>
      <p>"La mejor experiencia de viaje que he tenido."</p><h5>María González</h5></div>
      <a href="https://wa.me/525537244621" class="whatsapp-float" aria-label="Chat en WhatsApp"><i class="bi bi-whatsapp"></i></a>`)
    expect(find(site(tours), 'unconfirmed')).toBeUndefined()
    expect(find(site(tours), 'chatWidget')?.status).toBe('warn')
    // A chat bubble drawn as a control still asks.
    const bubble = page(`<h1>Axolotl Tours</h1><button class="chat-bubble"><i class="bi bi-chat"></i></button>`)
    expect(find(site(bubble), 'unconfirmed')?.values).toMatchObject({ askChat: 1 })
    // A label a script gave every icon, «Botón o enlace», names no bot; «Chatbot» and «Bot» do.
    const labelled = page(
      `<h1>Contadora</h1><button class="theme-toggle" aria-label="Botón o enlace"><i class="fas fa-moon"></i></button>`,
    )
    expect(find(site(labelled), 'unconfirmed')).toBeUndefined()
    expect(
      find(site(labelled.replace('Botón o enlace', 'Habla con nuestro bot')), 'unconfirmed')?.values,
    ).toMatchObject({ askChat: 1 })
  })

  it('takes a button that holds a WhatsApp link and says so for WhatsApp, whatever its class calls it', () => {
    const tires = page(`<h1>Llantera García</h1><p>Reparación de llantas en Mazatlán.</p>
      <button class="btn-llamar" value="Whatsapp"><a href="https://api.whatsapp.com/send/?phone=526691235660" target="_blank">Whatsapp</a></button>`)
    const view = site(tires)
    expect(find(view, 'whatsapp')?.status).toBe('pass')
    expect(find(view, 'unconfirmed')).toBeUndefined()
    expect(find(view, 'phone')?.status).toBe('warn')
    // With no words, its class still names the channel.
    const bare = site(page('<h1>Llantera García</h1><button class="btn-llamar"><i class="icono"></i></button>'))
    expect(find(bare, 'unconfirmed')?.values).toMatchObject({ askPhone: 1 })
  })

  it('reads a call link a script writes from a variable: proven by the number the same code gives it', () => {
    const lab = page(`<h1>Vitales Laboratorios</h1><p>Exámenes de sangre en El Tigre.</p>
      <a href="#" class="js-datoTelefono"><span class="js-txtdatoTelefono">Cargando</span></a><script src="/js/scripts.js"></script>`)
    const code = `const numeroTelefono="0281-299.27.90",numeroTelefonoLlamar="582812992790",telefono=document.querySelector(".js-datoTelefono");
      txtTelefonoHeader.innerText=numeroTelefono,telefono.href="tel:+"+numeroTelefonoLlamar`
    expect(find(site(lab, { scripts: [{ name: 'scripts.js', code }] }), 'phone')).toMatchObject({
      status: 'pass',
      values: { via: 'script' },
    })
    // A function that returns the link from a setting: `return 'tel:+' + CONFIG.business.phone`.
    const wash = page(`<h1>Autolavado Express</h1><a class="btn btn-call" id="btn-call" href="#">Llamar</a>`)
    const config = `const CONFIG = { business: { phone: '524491063865', phoneDisplay: '449 106 3865' } };
      function getTelUrl(){ return 'tel:+' + CONFIG.business.phone; }
      if(btnCall) btnCall.href = getTelUrl();`
    expect(find(site(wash, { scripts: [{ name: 'script.js', code: config }] }), 'phone')?.status).toBe('pass')
    const templated = { name: 'scripts.js', code: 'enlace.href = `tel:${datos.telefono}`' }
    expect(find(site(lab, { scripts: [templated] }), 'phone')).toBeUndefined()
    expect(find(site(lab, { scripts: [templated] }), 'unconfirmed')?.values).toMatchObject({ askPhone: 1 })
  })

  it('takes a form whose own button names WhatsApp for WhatsApp: the form writes the message there', () => {
    const barber = page(`<h1>Barbería Thiago</h1><form id="turno"><input type="date" id="dia">
      <button type="button" id="enviar-wsp">Reservar vía WhatsApp</button></form><script src="/turnos.js"></script>`)
    const view = site(barber, { scripts: [{ name: 'turnos.js', code: 'document.title = "Turnos"' }] })
    expect(find(view, 'whatsapp')).toBeUndefined()
    expect(find(view, 'unconfirmed')?.values).toMatchObject({ reason: 'named', askWhatsapp: 1 })
    // A form's button that names no channel stays the form's: nothing is said of WhatsApp for it.
    const plain = site(barber.replace('Reservar vía WhatsApp', 'Reservar').replace('enviar-wsp', 'enviar'), {
      scripts: [{ name: 'turnos.js', code: 'document.title = "Turnos"' }],
    })
    expect(find(plain, 'whatsapp')?.status).toBe('fail')
  })

  it('says WhatsApp, a call and a chat are missing only when every script was read', () => {
    const plain = page(
      '<h1>Asesoría Ferrer</h1><p>Contabilidad para autónomos en Zaragoza.</p><script src="/menu.js"></script>',
    )
    const seen = site(plain, { scripts: [{ name: 'menu.js', code: 'document.body.classList.add("listo")' }] })
    expect(find(seen, 'whatsapp')?.status).toBe('fail')
    expect(find(seen, 'phone')?.status).toBe('warn')
    expect(find(seen, 'chatWidget')?.status).toBe('warn')
    expect(find(seen, 'unconfirmed')).toBeUndefined()
    const unseen = site(plain, { unread: ['https://widgets.terceros.example/carga.js?v=3'] })
    expect(find(unseen, 'whatsapp')).toBeUndefined()
    expect(find(unseen, 'phone')).toBeUndefined()
    expect(find(unseen, 'chatWidget')).toBeUndefined()
    expect(find(unseen, 'unconfirmed')?.values).toMatchObject({
      examples: 'carga.js',
      askWhatsapp: 1,
      askPhone: 1,
      askChat: 1,
      count: 6,
    })
  })

  it('lets the phone pass settle it: every control tapped without an error, a missing WhatsApp is missing', () => {
    const plain = page('<h1>Asesoría Ferrer</h1><button>Ver tarifas</button>')
    const tapped = site(plain, { unread: ['/js/x.js'], behaviour: { routes: [], forms: [], tappedAll: true } })
    expect(find(tapped, 'whatsapp')?.status).toBe('fail')
    const cut = site(plain, { unread: ['/js/x.js'], behaviour: { routes: [], forms: [], tappedAll: false } })
    expect(find(cut, 'whatsapp')).toBeUndefined()
  })

  it('reads the message of a WhatsApp link a script writes: «quiero reservar el masaje» books', () => {
    const code = `lista.innerHTML = servicios.map((s) => \`<div class="card"><h3>\${s.nombre}</h3>
        <a href="https://wa.me/59897795422?text=Hola, quiero reservar el masaje: \${encodeURIComponent(s.nombre)}"
          target="_blank"><button>Reservar por WhatsApp</button></a></div>\`).join('')`
    const massage = page('<h1>Eduardo Masajes</h1><div id="lista"></div><script src="/js/public.js"></script>')
    expect(
      find(site(massage, { scripts: [{ name: 'public.js', code }], business: 'beautySalon' }), 'onlineBooking')?.status,
    ).toBe('pass')
  })

  it('takes a WhatsApp link left on the template’s wa.me/tunumero, whose tap a script opens with the real number, for WhatsApp', () => {
    const code = `const whatsappButton = document.querySelector('.are-you-ready__button');
whatsappButton.addEventListener('click', function (event) {
  event.preventDefault();
  const phoneNumber = '50248494290';
  const whatsappUrl = \`https://wa.me/\${phoneNumber}?text=\${encodeURIComponent('Hola')}\`;
  window.open(whatsappUrl, '_blank');
});`
    const rental = page(
      '<h1>Exclusiva Renta Autos</h1><a href="https://wa.me/tunumero" class="are-you-ready__button">Contáctanos por WhatsApp</a><script src="/main.js"></script>',
    )
    const view = (written: string) => site(rental, { scripts: [{ name: 'main.js', code: written }] })
    expect(find(view(code), 'whatsapp')?.status).toBe('pass')
    expect(find(view(code), 'placeholderLinks')?.status).toBe('pass')
    // Without a number the script sets, the link is still the template's.
    const unset = code.replace("const phoneNumber = '50248494290';", '')
    expect(find(view(unset), 'placeholderLinks')?.status).toBe('fail')
  })

  it('takes a button whose handler opens api.whatsapp.com/send/?phone= with a number the script sets for WhatsApp', () => {
    const code = `let wsp_veterinaria = document.getElementById('wsp_veterinaria');
let numero = "51995305303";
wsp_veterinaria.addEventListener('click', function () { window.open(urlApiWhats); });
let urlApiWhats = "https://api.whatsapp.com/send/?phone=" + numero + "&text=" + mensaje;`
    const vet = page(
      '<h1>Veterinaria Mundo Animal</h1><button id="wsp_veterinaria"><i class="fab fa-whatsapp"></i></button><script src="/index.js"></script>',
    )
    expect(find(site(vet, { scripts: [{ name: 'index.js', code }], business: 'vet' }), 'whatsapp')?.status).toBe('pass')
    // Without the number, the button is named WhatsApp by its id: unconfirmed, never missing.
    const unset = site(vet, { scripts: [{ name: 'index.js', code: code.replace('let numero = "51995305303";', '') }] })
    expect(find(unset, 'whatsapp')).toBeUndefined()
  })

  it('takes WhatsApp links a script writes from numbers it loads for WhatsApp we could not confirm, never none', () => {
    const optician = page(`<h1>Óptica del Rey</h1><p>Lentes de sol y de receta, armazones y lentes de contacto
      en Mercedes y Fray Bentos, con las mejores marcas y asesoramiento personalizado para toda la familia.</p>
      <a class="floating-whatsapp js-open-whatsapp" href="#contacto" aria-label="Consultar por WhatsApp"></a>
      <section id="contacto"><h2>Sucursales</h2><div id="branches"></div></section><script src="/script.js"></script>`)
    const code = `const { branches } = await window.SiteDataStore.load();
const buildWhatsAppUrl = (number, message) => \`https://wa.me/\${number}?text=\${encodeURIComponent(message)}\`;
branchesGrid.innerHTML = branches.map((branch) => \`<a href="\${buildWhatsAppUrl(branch.number, "Hola")}">Escribir</a>\`).join("");`
    const view = site(optician, { scripts: [{ name: 'script.js', code }], business: 'shop' })
    expect(find(view, 'whatsapp')).toBeUndefined()
    expect(find(view, 'unconfirmed')?.values).toMatchObject({ askWhatsapp: 1 })
  })

  it("takes a trade's contact form or its WhatsApp, quote asked or not, for the way its customers ask online", () => {
    const form = `<form action="https://formspree.io/f/xyzabc" method="post"><input name="nombre"><input name="telefono">
      <textarea name="mensaje"></textarea><button>Enviar</button></form>`
    const plumber = page(`<h1>Plomería Rivera</h1><p>Reparamos fugas y destapamos tuberías.</p>${form}`)
    expect(find(site(plumber, { business: 'localServices' }), 'onlineBooking')?.status).toBe('pass')
    // The same form is no booking for an accountant, whose clients book a meeting.
    expect(find(site(plumber, { business: 'services' }), 'onlineBooking')?.status).toBe('warn')
    const quote = page(
      '<h1>Plomería Rivera</h1><a href="https://wa.me/50370001234?text=Quiero%20una%20cotizaci%C3%B3n">Cotiza por WhatsApp</a>',
    )
    expect(find(site(quote, { business: 'localServices' }), 'onlineBooking')?.status).toBe('pass')
    const locksmith = page(
      '<h1>Cerrajería 24 horas</h1><a href="https://wa.me/5491150444906" class="btn-primary">Escribinos</a>',
    )
    expect(find(site(locksmith, { business: 'localServices' }), 'onlineBooking')?.status).toBe('pass')
    // A clinic's plain WhatsApp is no appointment booked online.
    expect(find(site(locksmith, { business: 'clinic' }), 'onlineBooking')?.status).not.toBe('pass')
  })

  it("takes a studio's class-booking widget for online booking", () => {
    const studio = page(`<h1>Prana Yoga Studio</h1><p>Yoga, pilates and barre classes.</p>
      <div data-fd-widget="fd-schedule"></div><script src="https://support.fitdegree.com/widget/fd-widget.min.js"></script>`)
    expect(find(site(studio, { business: 'gym' }), 'onlineBooking')?.status).toBe('pass')
  })

  it('takes a booking link to another site for the booking system it is, whichever, never a map or a network', () => {
    const gym = page(
      `<h1>Atletic</h1><a href="https://atleticlujan.misactividades.com/" class="bg-[#D4AF37]">RESERVAR CLASE</a>`,
    )
    expect(find(site(gym, { business: 'gym' }), 'onlineBooking')?.status).toBe('pass')
    const elsewhere = page(`<h1>Atletic</h1><a href="https://www.instagram.com/atletic/">Reservá por Instagram</a>
      <a href="https://maps.app.goo.gl/abc">Cómo llegar para tu turno</a><a href="https://example.com/clases">Ver clases</a>`)
    expect(find(site(elsewhere, { business: 'gym' }), 'onlineBooking')?.status).toBe('warn')
  })

  it('leaves open what a widget the phone could not load would have offered, however many controls were tapped', () => {
    const studio = page('<h1>Estudio Prana</h1><div data-fd-widget="fd-schedule"></div><button>Ver clases</button>')
    const widget = 'https://widgets.example/schedule.js'
    const tapped = { routes: [], forms: [], tappedAll: true }
    const unloaded = site(studio, { unread: [widget], behaviour: tapped, failedScripts: [widget] })
    expect(find(unloaded, 'onlineBooking')).toBeUndefined()
    expect(find(unloaded, 'whatsapp')).toBeUndefined()
    expect(find(unloaded, 'unconfirmed')?.values).toMatchObject({ reason: 'scripts', examples: 'schedule.js' })
    // Loaded and tapped through, the widget drew nothing that books: then booking is missing.
    const loaded = site(studio, { unread: [widget], behaviour: tapped, failedScripts: [] })
    expect(find(loaded, 'onlineBooking')?.status).toBe('warn')
  })

  it('takes a floating bot for a chat it could not confirm, not for no chat', () => {
    const view = site(
      page(
        '<h1>Clínica Dental Sonrisa</h1><div id="bot-lanzador" class="asistente" onclick="abrirBot()">🦷 DentiBot</div>',
      ),
    )
    expect(find(view, 'chatWidget')).toBeUndefined()
    expect(find(view, 'unconfirmed')?.values).toMatchObject({ askChat: 1 })
  })

  it('takes a cart whose script sends the order to WhatsApp for ordering online', () => {
    const bakery = page(`<h1>Sabrosón</h1><p>Postres artesanales</p>
      <div id="carrito"><button id="send-cart-whatsapp">📲 Hacer pedido (WhatsApp)</button></div>`)
    const cart = `const sendBtn = document.getElementById('send-cart-whatsapp')
      sendBtn.onclick = () => { if (cart.length === 0) return
        const itemsList = cart.map(item => '- ' + item.name).join('\\n')
        const phone = '573133531388'
        window.open(\`https://wa.me/\${phone}?text=\${encodeURIComponent(itemsList)}\`, '_blank') }`
    const view = site(bakery, { business: 'bakery', scripts: [{ name: 'main.js', code: cart }] })
    expect(find(view, 'onlineBooking')?.status).toBe('pass')
    // A product's «Consultar por WhatsApp» that sends its name, price and size orders it.
    const product = `function contactWhatsApp() { const message = 'Estoy interesado en el producto: ' + currentProduct.name +
      ' Precio: S/ ' + currentProduct.price.toFixed(2); window.open('https://wa.me/51906174278?text=' + encodeURIComponent(message)) }`
    const shop = site(
      page('<h1>Tendencia y Estilo</h1><button onclick="contactWhatsApp()">Consultar por WhatsApp</button>'),
      {
        business: 'shop',
        scripts: [{ name: 'script.js', code: product }],
      },
    )
    expect(find(shop, 'onlineBooking')?.status).toBe('pass')
    // A script that only opens a chat orders nothing.
    const chat = "document.getElementById('wa').onclick = () => window.open('https://wa.me/573133531388')"
    const plain = site(page('<h1>Sabrosón</h1><p>Postres artesanales</p><button id="wa">WhatsApp</button>'), {
      business: 'bakery',
      scripts: [{ name: 'main.js', code: chat }],
    })
    expect(find(plain, 'onlineBooking')?.status).toBe('warn')
  })

  it('takes a form service’s form the page embeds for a contact form, and a trade’s for its quote request', () => {
    // A plumber's only way to be reached: a Google Form in a frame.
    const plumber = page(`<h1>Red Canoe Plumbing</h1><p>Serving the greater Charlotte area.</p>
      <iframe src="https://docs.google.com/forms/d/e/1FAIpQLSf/viewform?embedded=true">Loading…</iframe>`)
    const view = site(plumber, { business: 'localServices' })
    expect(find(view, 'contactForm')?.status).toBe('pass')
    expect(find(view, 'onlineBooking')?.status).toBe('pass')
    // Without it, there is no form.
    expect(find(site(page('<h1>Red Canoe Plumbing</h1>'), { business: 'localServices' }), 'contactForm')?.status).toBe(
      'warn',
    )
  })

  it('takes a chat widget a module imports from its package for a chat the site has', () => {
    // A car upholsterer's n8n assistant, whose package comes from a CDN the analysis may not reach.
    const upholsterer = page(`<h1>Autotapicería del Sur</h1><script type="module">
      import { createChat } from 'https://cdn.jsdelivr.net/npm/@n8n/chat/dist/chat.bundle.es.js';
      createChat({ webhookUrl: 'https://n8n.taller.example/webhook/5f1c/chat', mode: 'window' });</script>`)
    expect(find(site(upholsterer), 'chatWidget')?.status).toBe('pass')
  })

  it('takes a chat button whose own script asks an AI assistant for a chat the site has', () => {
    const gym = page(`<h1>GF Sparta</h1><button id="sparta-chat-btn" aria-label="Abrir chat">💬</button>
      <div id="sparta-chat-window"><input id="sparta-chat-input"><button id="sparta-chat-send">➤</button></div>`)
    const assistant = `const WORKER_URL = 'https://bot.sparta.example'; const SYSTEM_PROMPT = \`Sos el asistente de GF Sparta\`;
      send.addEventListener('click', async () => { const r = await fetch(WORKER_URL, { method: 'POST', body: JSON.stringify({ system: SYSTEM_PROMPT, text: input.value }) }) })`
    expect(find(site(gym, { scripts: [{ name: 'chat.js', code: assistant }] }), 'chatWidget')?.status).toBe('pass')
    // A button named chat whose code asks no one is one we could not confirm.
    const silent = site(gym, { scripts: [{ name: 'chat.js', code: "btn.addEventListener('click', abrir)" }] })
    expect(find(silent, 'chatWidget')).toBeUndefined()
  })

  it('takes a logo or «Inicio» on # for the way back to the top of a one-page site, not a dead link', () => {
    const view = site(nailStudio, { scripts: [{ name: 'app.js', code: '' }] })
    expect(find(view, 'placeholderLinks')?.status).toBe('pass')
    const inicio = page(
      '<nav><a href="#">Inicio</a><a href="#carta">Carta</a><a href="#local">Local</a></nav><section id="carta"></section><section id="local"></section>',
    )
    expect(find(site(inicio), 'placeholderLinks')?.status).toBe('pass')
    // A wordless icon named for a network or a channel on # is that link, never set: not the logo.
    const networks = page(
      '<nav><a href="#carta">Carta</a></nav><section id="carta"></section><footer><div class="social-links"><a href="#" aria-label="Facebook"><svg viewBox="0 0 24 24"></svg></a><a href="#" aria-label="WhatsApp"><svg viewBox="0 0 24 24"></svg></a></div></footer>',
    )
    expect(find(site(networks), 'placeholderLinks')).toMatchObject({
      values: { count: 2, examples: 'Facebook, WhatsApp' },
    })
    // A section the page does not have leads nowhere, named where it sits; one a script names may be drawn by it.
    const missing = page(
      '<nav><a href="#carta">Carta</a></nav><section id="carta"></section><footer><a href="#privacidad">Privacidad</a><a href="#terminos">Términos</a></footer>',
    )
    // The small print alone loses trust, not a customer: a warning.
    expect(find(site(missing), 'placeholderLinks')).toMatchObject({
      status: 'warn',
      values: { count: 2, examples: 'Privacidad, Términos', place1: 'footer' },
    })
    expect(find(site(missing.replace('href="#carta"', 'href="#menu"')), 'placeholderLinks')?.status).toBe('fail')
    const drawn = {
      name: 'legal.js',
      code: "document.getElementById('privacidad'); document.getElementById('terminos')",
    }
    expect(find(site(missing, { scripts: [drawn] }), 'placeholderLinks')?.status).toBe('pass')
    // A skip link hidden until a keyboard reaches it is no link a visitor taps, whatever its target.
    const skip = page(
      '<a class="skip-link" href="#contenido">Saltar al contenido</a><main id="contenido-principal"><h1>Papelería</h1></main>',
    )
    expect(find(site(skip), 'placeholderLinks')?.status).toBe('pass')
    // On a site of several pages, a menu item on # still leads nowhere.
    const pages = page('<nav><a href="#">Servicios</a><a href="/contacto.html">Contacto</a></nav>')
    expect(find(site(pages), 'placeholderLinks')?.status).toBe('fail')
  })

  it('takes a WhatsApp icon on a short link (bit.ly) for WhatsApp it could not confirm, never for none', () => {
    const landscaper = page(`<h1>Cecilia Soria Paisajismo</h1><p>Diseño de jardines en las Sierras Chicas.</p>
      <footer><a href="https://bit.ly/3nr3USb" target="_blank"><i class="fab fa-whatsapp"></i></a>
      <a href="https://www.instagram.com/ceciliasoriapaisajismo/"><i class="fab fa-instagram"></i></a></footer>`)
    const view = site(landscaper)
    expect(find(view, 'whatsapp')).toBeUndefined()
    expect(find(view, 'unconfirmed')?.values).toMatchObject({ reason: 'named', askWhatsapp: 1 })
    // A short link no icon or word names is no channel.
    expect(find(site(landscaper.replace('fa-whatsapp', 'fa-leaf')), 'whatsapp')?.status).toBe('fail')
  })

  it('takes a # link whose address a script fills in (a download shown once its form is sent) for no dead link', () => {
    const guide = page(`<h1>Butler Realty</h1><nav><a href="/buyers.html">Buyers</a></nav>
      <div class="modal-success hidden"><a href="#" id="resourceModalLink">Download Now →</a></div>`)
    const filling = "var link = document.getElementById('resourceModalLink'); link.href = path"
    expect(find(site(guide, { scripts: [{ name: 'site.js', code: filling }] }), 'placeholderLinks')?.status).toBe(
      'pass',
    )
    // A script that names the link but gives it no address leaves it leading nowhere.
    const naming = "document.getElementById('resourceModalLink').classList.add('btn')"
    expect(find(site(guide, { scripts: [{ name: 'site.js', code: naming }] }), 'placeholderLinks')?.status).toBe('fail')
  })

  it('takes a WhatsApp icon on # that no script takes up for a missing WhatsApp, not for one it could not confirm', () => {
    const shop = page(`<h1>Patitas</h1><footer><a href="#"><i class="fa-brands fa-whatsapp"></i></a></footer>
      <script src="/js/main.js"></script>`)
    const view = site(shop, { scripts: [{ name: 'main.js', code: 'document.title = "Patitas"' }] })
    expect(find(view, 'placeholderLinks')?.status).toBe('fail')
    expect(find(view, 'whatsapp')?.status).toBe('fail')
    expect(find(view, 'unconfirmed')?.values?.askWhatsapp ?? 0).toBe(0)
  })

  it('takes a link a script finds by its own class and answers when tapped for a control, not a dead link', () => {
    const prices =
      page(`<h1>Tintorería Ideal</h1><nav><a href="/">Inicio</a><a href="/servicios.html">Servicios</a></nav>
      <div class="card"><h5 class="card-title">Edredón</h5><a class="btn-calculator btn btn-outline-dark">Añadir</a></div>
      <div class="card"><h5 class="card-title">Traje</h5><a class="btn-calculator btn btn-outline-dark">Añadir</a></div>`)
    const calculator = `document.querySelectorAll(".btn-calculator").forEach(btn => {
      btn.addEventListener('click', () => { recolectInformation(btn) }) })`
    const status = (code: string) =>
      find(site(prices, { scripts: [{ name: 'servicios.js', code }] }), 'placeholderLinks')?.status
    expect(status(calculator)).toBe('pass')
    // A framework's class (every Bootstrap button has «btn») says nothing about this link.
    expect(status(`document.querySelectorAll('.btn').forEach((b) => b.addEventListener('click', track))`)).toBe('fail')
    // Found by its class, but nothing answers a tap: still a link to nowhere.
    expect(status(`document.querySelectorAll('.btn-calculator').forEach((b) => b.classList.add('ready'))`)).toBe('fail')
  })
})

describe('calls to action and online ordering', () => {
  it.each([
    '<a href="#" class="btn-add" data-id="3">Añadir al carrito</a>',
    '<button class="pedir">Pedir</button>',
    '<button>Hacer pedido</button>',
    '<button>Reservar</button>',
    '<a href="#" onclick="agregar(4)">Agregar</a>',
    '<button>Add to bag</button>',
    '<a class="btn" href="#visit">Find us</a>',
    '<a class="btn" href="/carta.html">Ver el menú</a>',
    '<a href="https://maps.google.com/?q=Cafeteria+Brisa">Cómo llegar</a>',
  ])('counts %s as a call to action', (control) => {
    const view = site(page(`<h1>Cafetería Brisa</h1>${control}`))
    expect(find(view, 'callToAction')?.status).toBe('pass')
  })

  it('counts an order on WhatsApp as ordering online even when the words tell no kind of business', () => {
    const bakery = page(
      '<h1>Horno Dorado</h1><p>Pan de queso, cuñapé y rosquitas.</p><a href="https://wa.me/59171234568">Hacer pedido por WhatsApp</a>',
    )
    expect(find(site(bakery), 'onlineBooking')?.status).toBe('pass')
  })

  it('takes a scripted day-and-hour grid that posts to Google Apps Script, or sends the date on WhatsApp, for online booking', () => {
    const grid =
      page(`<h1>Veterinaria Patitas</h1><div id="dias"></div><div id="horas"></div><button id="confirmar">Confirmar turno</button>
      <script src="/js/agenda.js"></script>`)
    const appsScript = {
      name: 'agenda.js',
      code: `const URL_AGENDA = 'https://script.google.com/macros/s/AKfycbx9/exec'
document.getElementById('confirmar').addEventListener('click', () =>
  fetch(URL_AGENDA, { method: 'POST', body: JSON.stringify({ dia, hora, mascota }) }))`,
    }
    expect(find(site(grid, { business: 'clinic', scripts: [appsScript] }), 'onlineBooking')?.status).toBe('pass')
    const onWhatsapp = {
      name: 'agenda.js',
      code: 'const abrir = () => window.open(`https://wa.me/34611222333?text=Quiero turno el ${fecha} a las ${hora}`)',
    }
    expect(find(site(grid, { business: 'clinic', scripts: [onWhatsapp] }), 'onlineBooking')?.status).toBe('pass')
    // The same grid with nothing behind it proves no booking: its button's name leaves it unconfirmed.
    const bare = site(grid, { business: 'clinic' })
    expect(find(bare, 'onlineBooking')).toBeUndefined()
    expect(find(bare, 'unconfirmed')?.values).toMatchObject({ askBooking: 1 })
  })

  it("takes a food business's checkout («Tu pedido») that sends for online ordering", () => {
    const taqueria =
      page(`<h1>Tasty Tacos</h1><div id="checkout"><h2>Tu pedido</h2><button onclick="cerrar()">×</button>
      <input id="nombre" placeholder="Nombre"><input id="telefono" type="tel" placeholder="Teléfono">
      <button id="confirmar" onclick="enviarPedido()" disabled>Confirmar en WhatsApp</button></div><script src="script.js"></script>`)
    const script = {
      name: 'script.js',
      code: 'function enviarPedido() { window.open(`https://wa.me/${telefonoLocal}?text=${encodeURIComponent(ticket)}`) }',
    }
    // Its handler opens WhatsApp with the order: a checkout that sends.
    expect(find(site(taqueria, { business: 'fastFood', scripts: [script] }), 'onlineBooking')?.status).toBe('pass')
    // A handler out of sight: a checkout we could not confirm, so nothing is said either way.
    const unseen = site(taqueria, { business: 'fastFood', unread: ['https://tacos.example/script.js'] })
    expect(find(unseen, 'onlineBooking')).toBeUndefined()
    // A shop of another trade takes no orders through a form named so: it is a contact form.
    const notFood = site(taqueria, { business: 'clinic', scripts: [script] })
    expect(find(notFood, 'onlineBooking')?.status).not.toBe('pass')
  })

  it("takes a food business's own checkout, its orders sent to its own API or paid through Stripe, for online ordering", () => {
    const cafe =
      page(`<h1>Blanco Coffee House</h1><aside id="dock"><p>Your collection</p><button id="place">Pay now</button></aside>
      <script src="collect.js"></script>`)
    const ownApi = {
      name: 'collect.js',
      code: 'place.onclick = () => fetch("/api/orders", { method: "POST", body: JSON.stringify({ lines, pay: "stripe" }) })',
    }
    expect(find(site(cafe, { business: 'cafe', scripts: [ownApi] }), 'onlineBooking')?.status).toBe('pass')
    const stripe = { name: 'collect.js', code: 'const stripe = Stripe(key); stripe.redirectToCheckout({ sessionId })' }
    expect(find(site(cafe, { business: 'cafe', scripts: [stripe] }), 'onlineBooking')?.status).toBe('pass')
    // A clinic's payments are no booking.
    expect(find(site(cafe, { business: 'clinic', scripts: [ownApi] }), 'onlineBooking')?.status).not.toBe('pass')
  })

  it('takes a purchase paid through a payment provider for buying online, whatever the business sells', () => {
    // A car wash's «Compra Ya» leads to a sign-up page whose script sends the form, then opens PSE.
    const membership = page(`<h1>BeWash</h1><h2>Mensualidad: 3 lavadas</h2><form id="registroForm">
      <input name="nombreCompleto" required><input type="email" name="email" required><button type="submit">Registrarme</button></form>
      <script>registroForm.addEventListener('submit', async (event) => { event.preventDefault()
        const res = await fetch('/api/registro', { method: 'POST', body: new FormData(registroForm) })
        if (res.ok) window.location.href = 'https://www.psepagos.co/PSEHostingUI/ShowTicketOffice.aspx?ID=13291' })</script>`)
    expect(find(site(membership, { business: 'carWash' }), 'onlineBooking')?.status).toBe('pass')
    // The same form without the payment: a sign-up, no purchase.
    const signUp = membership.replace(/if \(res\.ok\)[^}]*/, '')
    expect(find(site(signUp, { business: 'carWash' }), 'onlineBooking')?.status).not.toBe('pass')
    // A gym's payment link, «Pagar membresía» on Mercado Pago.
    const gym = page(`<h1>Fuerza Total</h1><a href="https://mpago.la/2xYzAb">Pagar membresía</a>`)
    expect(find(site(gym, { business: 'gym' }), 'onlineBooking')?.status).toBe('pass')
  })

  it('takes a form whose button says «Reservar» for a booking form, dates or not', () => {
    const reservation = (form: string) =>
      page(`<h1>Hotel Paraíso</h1><h2>Reservas</h2><form ${form}><input name="nombre" required>
        <input type="email" name="correo" required><input type="tel" name="telefono"><button type="submit">Reservar</button></form>`)
    const sending = site(reservation('action="https://formspree.io/f/xyzabc" method="post"'), { business: 'hotel' })
    expect(find(sending, 'onlineBooking')?.status).toBe('pass')
    // Handled by a script we could not follow: we could not confirm it books, nor that it does not.
    const scripted = site(reservation('id="reserva"'), {
      business: 'hotel',
      scripts: [{ name: 'reserva.js', code: "document.getElementById('reserva').addEventListener('submit', enviar)" }],
    })
    expect(find(scripted, 'onlineBooking')).toBeUndefined()
    expect(find(scripted, 'unconfirmed')?.values).toMatchObject({ askBooking: 1 })
  })
})

describe('forms judged by what they do with the message', () => {
  const fields =
    '<input name="nombre" placeholder="Nombre"><input type="email" name="correo"><textarea name="mensaje"></textarea>'

  it('proves from the page alone that a form which only thanks the visitor throws the message away', () => {
    const html =
      page(`<h2>Escríbenos</h2><form id="escribenos" onsubmit="event.preventDefault(); alert('Gracias — recibimos tu mensaje.')">
      ${fields}<button type="submit">Enviar</button></form>`)
    const view = site(html)
    expect(find(view, 'lostMessages')).toMatchObject({
      status: 'fail',
      values: { count: 1, how: 'alert', examples: 'Escríbenos' },
    })
    expect(find(view, 'contactForm')).toBeUndefined()
    expect(find(view, 'deadForm')).toBeUndefined()
  })

  it('takes a booking form whose handler only says «¡Tu cita ha sido reservada!» for lost, its WhatsApp field for no channel', () => {
    const dental = page(`<h1>Consultorio Dental</h1><form id="reserva-form">
      <label for="fecha">Selecciona una fecha:</label><input type="date" id="fecha" required>
      <label for="whatsapp">Número Telefónico:</label><input type="tel" id="whatsapp" required>
      <label for="correo">Correo:</label><input type="email" id="correo" required>
      <button type="submit">Reservar</button></form>
      <script>const form = document.getElementById("reserva-form");
      form.addEventListener("submit", function (event) {
        event.preventDefault();
        const fecha = document.getElementById("fecha").value;
        const whatsapp = document.getElementById("whatsapp").value;
        if (fecha && whatsapp) alert("¡Tu cita ha sido reservada correctamente!");
      });</script>`)
    const view = site(dental, { business: 'dentist' })
    expect(find(view, 'lostMessages')).toMatchObject({ status: 'fail', values: { how: 'alert' } })
    expect(find(view, 'onlineBooking')?.status).not.toBe('pass')
    expect(find(view, 'unconfirmed')).toBeUndefined()
    expect(find(view, 'whatsapp')?.status).toBe('fail')
  })

  it('does not call a contact form missing when a script of the site writes one', () => {
    const drawn = {
      name: 'publico-atencion.js',
      code: 'export function render(root) { root.innerHTML = `<form id="atencion"><input name="nombre"><button>Solicitar Atención</button></form>` }',
    }
    const home = page(
      '<h1>Automotriz Sergio Gonzalez</h1><div id="app"></div><p>Mecánica general y frenos en Santiago.</p>',
    )
    expect(find(site(home, { scripts: [drawn] }), 'contactForm')).toBeUndefined()
    expect(find(site(home), 'contactForm')?.status).toBe('warn')
  })

  it('judges a formless order by its «Enviar Pedido», not by the button that picks delivery', () => {
    const order = page(`<h1>Pupusería Wendy</h1><div><h2>Tu Pedido</h2>
      <button id="domicilio-btn">Pedir A Domicilio</button><button id="recoger-btn">Pasar a Recoger</button>
      <input type="text" id="direccion-cliente" placeholder="Escribe tu dirección aquí">
      <input type="tel" id="telefono-cliente" required><input type="text" id="nombre-cliente" required>
      <button id="confirmar-pedido">Enviar Pedido</button></div>
      <script>const domicilioBtn = document.getElementById('domicilio-btn')
      const botonConfirmar = document.getElementById('confirmar-pedido')
      domicilioBtn.addEventListener('click', () => { domicilioBtn.classList.add('bg-blue-600') })
      botonConfirmar.addEventListener('click', () => {
        const mensaje = 'Hola! Me gustaría hacer un pedido.'
        window.open('https://wa.me/50379111545?text=' + encodeURIComponent(mensaje), '_blank')
      })</script>`)
    const view = site(order, { business: 'restaurant' })
    expect(find(view, 'lostMessages')).toBeUndefined()
    expect(find(view, 'onlineBooking')?.status).toBe('pass')
  })

  it("does not lend a page's only form the listener the site's script binds to another page's form by its id", () => {
    const booking =
      page(`<h2>Datos de la Cita</h2><form id="appointment-form">${fields}<button type="submit">Agendar</button></form>
      <script>document.getElementById('appointment-form').addEventListener('submit', function (e) {
        e.preventDefault(); setTimeout(() => { alert('¡Cita agendada exitosamente!'); this.reset() }, 2000) })</script>`)
    const homeScript = `document.getElementById('contact-form').addEventListener('submit', function (e) {
      e.preventDefault(); fetch('/api/contacto', { method: 'POST', body: new FormData(this) }) })`
    const view = site(page('<h1>Contadora</h1>'), {
      inner: [booking],
      scripts: [{ name: 'script.js', code: homeScript }],
    })
    expect(find(view, 'lostMessages')).toMatchObject({ status: 'fail', values: { examples: 'Datos de la Cita' } })
  })

  it('says a form that only shows its hidden «¡Gracias!» throws the message away behind a thank-you', () => {
    const html =
      page(`<h2>Contacto</h2><form id="contactForm" novalidate>${fields}<button type="submit">Enviar mensaje</button>
      <p id="formSuccess" class="hidden">¡Gracias! Tu mensaje fue enviado.</p></form>
      <script>const form = document.getElementById('contactForm'); const successMsg = document.getElementById('formSuccess')
      form.addEventListener('submit', (e) => {
        e.preventDefault()
        // Aquí se integrará el envío real (EmailJS, Formspree…)
        successMsg.classList.remove('hidden'); form.reset()
      })</script>`)
    expect(find(site(html), 'lostMessages')).toMatchObject({
      status: 'fail',
      values: { how: 'alert', examples: 'Contacto' },
    })
  })

  it('says a form that only goes to its thank-you page throws the message away; one that carries it there sends', () => {
    const form = (then: string) =>
      page(`<h2>Contacto</h2><form id="contacto">${fields}<button type="submit">Enviar</button></form>
      <script>document.getElementById('contacto').addEventListener('submit', (e) => {
        e.preventDefault()
        ${then}
      })</script>`)
    expect(find(site(form('window.location.href = "./gracias.html";')), 'lostMessages')).toMatchObject({
      status: 'fail',
      values: { how: 'alert', examples: 'Contacto' },
    })
    expect(find(site(form("location.replace('/gracias')")), 'lostMessages')?.status).toBe('fail')
    const whatsapp = 'location.href = "https://wa.me/50370001234?text=" + encodeURIComponent(e.target.mensaje.value)'
    expect(find(site(form(whatsapp)), 'lostMessages')).toBeUndefined()
    expect(find(site(form(whatsapp)), 'deadForm')?.status).toBe('pass')
  })

  it('follows «Enviar» into the confirmation window it opens: its «Estoy de acuerdo» sends the quote; a window that only thanks loses it', () => {
    const quote = (agree: string) =>
      page(`<h2>Cotizador</h2><div class="cotizador">${fields}
      <button class="cotizador-enviar-btn" onclick="mostrarPopup()">Enviar cotización</button></div>
      <div class="cotizador-popup" id="cotizador-popup"><p>¿Acepta los términos?</p>
        <button onclick="${agree}">Estoy de acuerdo</button><button onclick="cerrarPopup()">Cancelar</button></div>`)
    const code = `function mostrarPopup() {
  if (!document.getElementById('correo').value) { alert('Complete sus datos'); return; }
  document.getElementById('cotizador-popup').style.display = 'flex';
}
function cerrarPopup() { document.getElementById('cotizador-popup').style.display = 'none'; }
function enviarCotizacion() {
  const form = document.createElement('form'); form.method = 'POST'; form.action = 'https://formspree.io/f/xovwokkk';
  document.body.appendChild(form); form.submit();
}
function agradecer() { alert('¡Gracias!'); cerrarPopup(); }`
    const scripts = [{ name: 'cotizador.js', code }]
    const sends = site(quote('enviarCotizacion()'), { scripts })
    expect(find(sends, 'lostMessages')).toBeUndefined()
    expect(find(sends, 'deadForm')?.status).toBe('pass')
    expect(find(site(quote('agradecer()'), { scripts }), 'lostMessages')).toMatchObject({
      status: 'fail',
      values: { how: 'alert', examples: 'Cotizador' },
    })
  })

  it('takes a form in steps whose first handler only shows the next step for unverified, not for one that loses the message', () => {
    const groomer = page(`<h2>Reserva el baño de tu perro</h2><form id="reserva">
      <div class="step active" id="paso1"><input name="nombre" placeholder="Tu nombre"><input type="tel" name="telefono"><button type="submit">Siguiente</button></div>
      <div class="step" id="paso2"><input type="date" name="fecha"><textarea name="notas"></textarea><button type="button" id="confirmar">Confirmar</button></div>
    </form>
    <script>document.getElementById('reserva').addEventListener('submit', (e) => {
      e.preventDefault(); document.getElementById('paso1').classList.remove('active'); document.getElementById('paso2').classList.add('active')
    })</script>`)
    const view = site(groomer)
    expect(find(view, 'lostMessages')).toBeUndefined()
    expect(find(view, 'deadForm')?.values).toMatchObject({ state: 'unverified' })
  })

  it("never judges the owner's admin form as one that loses customers' messages", () => {
    const html = page(`<div class="admin-panel-modal" id="admin-panel"><h3>Panel de Administración</h3>
      <form id="formPaqueteAdmin"><input id="nombrePaquete" placeholder="Nombre"><input id="precio" type="number">
      <textarea id="descripcion"></textarea><button type="submit">Guardar</button></form></div>
      <script>document.getElementById('formPaqueteAdmin').addEventListener('submit', (e) => {
        e.preventDefault(); localStorage.setItem('paquetes', JSON.stringify([])); alert('Guardado')
      })</script>`)
    const view = site(html)
    expect(find(view, 'lostMessages')).toBeUndefined()
    expect(find(view, 'deadForm')).toBeUndefined()
  })

  it('reads a jQuery handler that only writes «enviado con éxito» as losing the message, though the form posts to its own page', () => {
    const form = `<h2>Contacto</h2><form action="" id="formulario" method="POST"><input id="nombre" placeholder="Nombre">
      <input id="mail" type="email"><textarea id="consulta"></textarea><div id="error"></div>
      <input type="submit" value="Enviar!" onclick="return enviarFormulario ()"></form>
      <script src="https://code.jquery.com/jquery-3.6.0.min.js"></script><script src="/js/contacto.js"></script>`
    const code = (thanks: string) => `function enviarFormulario (){
  let mensajeError = [];
  if ($("#nombre").val() === "") { mensajeError.push("Falta ingresar tu nombre"); }
  $("#error").append(mensajeError.join(", "));
  ${thanks}
  return false;
}`
    const thanks = code(`$("#error").append('<p class="envioCorrecto"> Formulario enviado con éxito </p>');`)
    expect(find(site(page(form), { scripts: [{ name: 'contacto.js', code: thanks }] }), 'lostMessages')).toMatchObject({
      status: 'fail',
      values: { how: 'alert', examples: 'Contacto' },
    })
    const posts = code(`$.post('/enviar', $('#formulario').serialize());`)
    const sending = site(page(form), { scripts: [{ name: 'contacto.js', code: posts }] })
    expect(find(sending, 'lostMessages')).toBeUndefined()
    expect(find(sending, 'deadForm')?.status).toBe('pass')
  })

  it('follows the handler a form names into the page’s script: one that only logs loses the message, one that fetches sends', () => {
    const form = `<form id="presupuesto" onsubmit="return enviar(event)"><h2>Pide presupuesto</h2>${fields}<button>Enviar</button></form>`
    const logs = {
      name: 'form.js',
      code: "function enviar(e) { e.preventDefault(); console.log('datos', e.target); return false }",
    }
    expect(find(site(page(form), { scripts: [logs] }), 'lostMessages')?.values).toMatchObject({ how: 'log' })
    const sends = {
      name: 'form.js',
      code: "function enviar(e) { e.preventDefault(); fetch('/api/presupuesto', { method: 'POST', body: new FormData(e.target) }); return false }",
    }
    const working = site(page(form), { scripts: [sends] })
    expect(find(working, 'lostMessages')).toBeUndefined()
    expect(find(working, 'deadForm')?.status).toBe('pass')
  })

  it('follows a form held in a variable, past the patterns and the thanks its handler writes', () => {
    const form = `<form class="contact-form" action="#" method="POST"><h2>Envíame un mensaje</h2>${fields}<button type="submit">Enviar</button></form>
      <form class="newsletter"><input type="email" name="correo"><button>Suscribirme</button></form>`
    const script = {
      name: 'main.js',
      code: `const contactForm = document.querySelector('.contact-form');
if (contactForm) {
  contactForm.addEventListener('submit', function (e) {
    e.preventDefault();
    const phoneRegex = /^[0-9+\\s()-]{9,}$/;
    if (!phoneRegex.test(contactForm.querySelector('[name=correo]').value)) return;
    setTimeout(() => { contactForm.innerHTML = \`<h3>¡Mensaje enviado!</h3><p>(Te responderé pronto)</p>\` }, 1500);
  });
}`,
    }
    expect(find(site(page(form), { scripts: [script] }), 'lostMessages')).toMatchObject({
      status: 'fail',
      values: { how: 'alert', examples: 'Envíame un mensaje' },
    })
  })

  it('follows a form held in a jQuery-style variable whose name starts with $', () => {
    const form = `<form class="reserva"><h2>Reserva tu cita</h2>${fields}<button type="submit">Reservar</button></form>
      <form class="newsletter"><input type="email" name="correo"><button>Suscribirme</button></form>`
    const script = {
      name: 'reserva.js',
      code: `const $form = document.querySelector('.reserva');
$form.addEventListener('submit', (e) => { e.preventDefault(); alert('¡Gracias! Te llamaremos.'); });`,
    }
    expect(find(site(page(form), { scripts: [script] }), 'lostMessages')?.values).toMatchObject({ how: 'alert' })
  })

  it('reads past the built-ins an order handler uses (sums, encodings, prices) to the browser storage it ends in', () => {
    const form = `<form id="checkoutForm"><h2>Checkout</h2>${fields}<button type="submit">Submit Order</button></form>`
    const script = {
      name: 'cart.js',
      code: `let cart = [];
function orderEmail(order) { return Array.from(order.items).map((item) => item.price.toFixed(2)).join('\\n') }
document.getElementById('checkoutForm').addEventListener('submit', (e) => {
  e.preventDefault();
  const order = { total: cart.reduce((sum, item) => sum + item.price, 0), items: cart };
  const body = encodeURIComponent(orderEmail(order));
  localStorage.setItem('orders', JSON.stringify([order, Math.round(order.total)]));
});`,
    }
    expect(find(site(page(form), { scripts: [script] }), 'lostMessages')?.values).toMatchObject({ how: 'storage' })
  })

  it('takes a form that only opens a mail draft as unverified, never as sending or as booking', () => {
    const byAction = `<form action="mailto:reservas@hostal.example" method="post" enctype="text/plain"><h2>Reserva tu habitación</h2>${fields}<input type="date" name="llegada"><button>Reservar</button></form>`
    const byHandler = `<form id="reserva"><h2>Reserva tu habitación</h2>${fields}<input type="date" name="llegada"><button>Reservar</button></form>`
    const script = {
      name: 'reserva.js',
      code: `document.getElementById('reserva').addEventListener('submit', (e) => {
  e.preventDefault();
  const body = encodeURIComponent(new FormData(e.target).get('mensaje'));
  window.location.href = 'mailto:reservas@hostal.example?subject=Reserva&body=' + body;
});`,
    }
    for (const view of [site(page(byAction)), site(page(byHandler), { scripts: [script] })]) {
      expect(find(view, 'deadForm')).toMatchObject({
        status: 'warn',
        values: { state: 'unverified', reason: 'mailDraft' },
      })
      expect(find(view, 'onlineBooking')?.status).not.toBe('pass')
    }
    // A handler that posts the message and also offers a mail draft sends it.
    const both = {
      ...script,
      code: script.code.replace(
        'window.location.href',
        "fetch('/api/reserva', { method: 'POST', body }); window.location.href",
      ),
    }
    expect(find(site(page(byHandler), { scripts: [both] }), 'deadForm')?.status).toBe('pass')
  })

  it('names a form in a popup by the popup’s title: «Reserva tu Experiencia» sent to the site’s own endpoint books', () => {
    const popup = `<a href="#" id="abrir">Reserva tu hora ya!</a><div class="popup-content">
      <div class="popup-header"><h3>Reserva tu Experiencia</h3><button class="popup-close">×</button></div>
      <div class="popup-body"><form id="payment-form">${fields}<select id="abono"><option value="15000">Abono $15.000 CLP</option></select>
      <button type="submit" class="btn-payment">Pagar abono</button></form></div></div>`
    const script = {
      name: '',
      code: `const paymentForm = document.getElementById('payment-form');
paymentForm.addEventListener('submit', async function (e) {
  e.preventDefault();
  await fetch('https://estudio.vercel.app/api/reservas', { method: 'POST' });
});`,
    }
    const view = site(page(popup), { scripts: [script] })
    expect(find(view, 'onlineBooking')?.status).toBe('pass')
    // Outside a popup, a form with no booking words or date stays a contact form.
    const plain = page(
      `<h3>Escríbenos</h3><form id="payment-form">${fields}<button type="submit">Enviar</button></form>`,
    )
    expect(find(site(plain, { scripts: [script] }), 'onlineBooking')?.status).not.toBe('pass')
  })

  it('reads no sending in a comment: an order kept in the browser, with the mailto left commented out, is lost', () => {
    const form = `<form id="checkoutForm"><h2>Checkout</h2>${fields}<button>Place order</button></form>`
    const script = {
      name: 'cart.js',
      code: `document.getElementById('checkoutForm').addEventListener('submit', (e) => {
  e.preventDefault();
  localStorage.setItem('orders', JSON.stringify({ at: Date.now() })); // In production, send to a backend API
  // window.location.href = \`mailto:owner@example.com\`;
  /* Or integrate EmailJS or Formspree */
});`,
    }
    expect(find(site(page(form), { scripts: [script] }), 'lostMessages')?.values).toMatchObject({ how: 'storage' })
  })

  it('finds a listener bound by the form’s id that only stores the message in the browser', () => {
    const html =
      page(`<form id="reserva-mesa"><h2>Reserva tu mesa</h2>${fields}<input type="date" name="fecha"><button>Reservar</button></form>
      <script>document.querySelector('#reserva-mesa').addEventListener('submit', function (e) {
        e.preventDefault(); localStorage.setItem('reserva', JSON.stringify(Object.fromEntries(new FormData(this))))
        this.innerHTML = '<p>¡Reserva recibida!</p>' })</script>`)
    const view = site(html, { business: 'restaurant' })
    expect(find(view, 'lostMessages')?.values).toMatchObject({ how: 'storage' })
    // A form that loses bookings is no online booking.
    expect(find(view, 'onlineBooking')?.status).not.toBe('pass')
  })

  it('lets a form with an address send when its handler only logs and does not stop it', () => {
    const html =
      page(`<form id="suscribir" action="https://formspree.io/f/mq0kzvwb" method="post">${fields}<button>Enviar</button></form>
      <script>document.getElementById('suscribir').addEventListener('submit', () => console.log('enviando'))</script>`)
    const view = site(html)
    expect(find(view, 'lostMessages')).toBeUndefined()
    expect(find(view, 'deadForm')?.status).toBe('pass')
  })

  it('takes a handler that calls a function the site’s code never defines (left commented out) for one that sends nothing', () => {
    const form = page(`<form class="formulario"><h2>Reservá tu turno</h2>${fields}
      <button class="btn btn-light" onclick="tomarDato(); return false" type="submit">Enviar</button></form>
      <script src="js/contacto.js"></script>`)
    const commented = {
      name: 'contacto.js',
      code: '/*function tomarDato() {\n  fetch("/api/turnos", { method: "POST" })\n}*/',
    }
    expect(find(site(form, { scripts: [commented] }), 'lostMessages')).toMatchObject({
      status: 'fail',
      values: { how: 'nothing' },
    })
    // Defined in any way the code may define it, the function decides.
    for (const code of [
      'function tomarDato() { fetch("/api/turnos", { method: "POST" }) }',
      'window.tomarDato = () => fetch("/api/turnos", { method: "POST" })',
      'const api = { tomarDato() { fetch("/api/turnos", { method: "POST" }) } }',
    ])
      expect(find(site(form, { scripts: [{ name: 'contacto.js', code }] }), 'lostMessages'), code).toBeUndefined()
    // A function a script names in a string may be defined where we cannot read it.
    const named = { name: 'contacto.js', code: "window['tomar' + 'Dato'] = crear('tomarDato')" }
    expect(find(site(form, { scripts: [named] }), 'lostMessages')).toBeUndefined()
  })

  it('leaves a form unverified when a listener it cannot read stands beside one that only alerts', () => {
    const html =
      page(`<form id="cita" onsubmit="event.preventDefault(); alert('¡Gracias!')">${fields}<button>Enviar</button></form>
      <script>document.getElementById('cita').addEventListener('submit', (e) => guardarEnAgenda(e.target))</script>`)
    expect(find(site(html), 'lostMessages')).toBeUndefined()
    expect(find(site(html), 'deadForm')?.values).toMatchObject({ state: 'unverified' })
  })

  it('does not prove a handler keeps the message while part of the site’s code went unread', () => {
    const html = page(
      `<form onsubmit="event.preventDefault(); alert('¡Gracias!')">${fields}<button>Enviar</button></form>`,
    )
    expect(find(site(html, { unread: ['/js/envio.js'] }), 'lostMessages')).toBeUndefined()
  })

  it('judges the forms of the inner pages read as well as the home page', () => {
    const booking = page(`<h1>Pide cita</h1><form onsubmit="event.preventDefault(); alert('Cita registrada')">
      <input name="nombre"><input type="date" name="fecha"><input type="time" name="hora"><button>Pedir cita</button></form>`)
    const view = site(page('<h1>Fisioterapia Norte</h1><a href="/cita.html">Pide cita</a>'), {
      inner: [booking],
      business: 'clinic',
    })
    expect(find(view, 'lostMessages')).toMatchObject({ status: 'fail', values: { examples: 'Pide cita' } })
  })

  it('never credits a booking form it could not verify as online booking', () => {
    const html = page(`<div role="form"><h2>Agenda tu cita</h2><input name="nombre"><input type="date" name="fecha">
      <button id="agendar">Agendar</button></div><script src="/js/citas.js"></script>`)
    const view = site(html, { business: 'clinic', unread: ['/js/citas.js'] })
    expect(find(view, 'onlineBooking')).toBeUndefined()
    expect(find(view, 'unconfirmed')?.values).toMatchObject({ askBooking: 1 })
  })

  it('takes a form marked for Netlify for one that sends, on the host that serves files only', () => {
    const form = page(`<form name="contacto" method="POST" data-netlify="true"><h2>Contacto</h2>${fields}
      <button>Enviar</button></form>`)
    const onNetlify = site(form)
    onNetlify.snapshot.page = { ...onNetlify.snapshot.page, url: 'https://taller-lumen.netlify.app/' }
    expect(find(onNetlify, 'deadForm')?.status).toBe('pass')
  })

  it('takes a form posted to a form service at the template’s example e-mail for one that sends nowhere', () => {
    const form = (address: string) =>
      page(`<form action="https://formsubmit.co/${address}" method="POST"><h2>Agenda tu tatuaje</h2>${fields}
      <button type="submit">Enviar</button></form>`)
    expect(find(site(form('your-email@example.com')), 'deadForm')).toMatchObject({
      status: 'fail',
      values: { state: 'dead', reason: 'example' },
    })
    expect(find(site(form('contacto@makatatuajes.cl')), 'deadForm')?.status).toBe('pass')
    // Formspree's example id, with a handler that thanks only when the form has no address: the id decides.
    const formspree = page(`<form class="contact-form" action="https://formspree.io/f/YOUR_FORM_ID" method="POST">
      <h2>Cotiza tu evento</h2>${fields}<button type="submit">Enviar</button></form>
      <script>const contactForm = document.querySelector('.contact-form');
      if (contactForm && !contactForm.hasAttribute('action')) contactForm.addEventListener('submit', (e) => { e.preventDefault(); alert('Gracias'); });</script>`)
    expect(find(site(formspree), 'deadForm')).toMatchObject({ status: 'fail', values: { reason: 'example' } })
    expect(find(site(formspree), 'lostMessages')).toBeUndefined()
  })

  it('takes a handler that posts to a form service still set to the template’s id for one that sends nowhere', () => {
    // A repair shop's script: the endpoint «Reemplaza con tu ID» was never replaced.
    const shop = (id: string) =>
      page(`<form id="contactForm"><h2>Contáctanos</h2>${fields}<button type="submit">Enviar</button></form>
      <script>// Primero crea una cuenta en https://formspree.io/ y obtén tu endpoint
      document.getElementById('contactForm').addEventListener('submit', async (e) => {
        e.preventDefault()
        const formspreeEndpoint = "https://formspree.io/f/${id}"; // Reemplaza con tu ID
        await fetch(formspreeEndpoint, { method: 'POST', body: new FormData(e.target) })
        alert('Mensaje enviado')
      })</script>`)
    expect(find(site(shop('xyzabc123')), 'deadForm')).toMatchObject({
      status: 'fail',
      values: { state: 'dead', reason: 'example' },
    })
    expect(find(site(shop('mqkvgzjp')), 'deadForm')?.status).toBe('pass')
  })

  it('takes a savings calculator for no form: its hours of use are a count, not a booking’s time', () => {
    const calculator = page(`<div class="calculadora"><h3>Datos de tu instalación - Bolivia</h3>
      <label>Cantidad de focos</label><input type="number" id="cantidad" value="4">
      <label>Horas de uso diarias</label><input type="number" id="horas" value="6">
      <button class="btn" onclick="calcularAhorro()">Calcular</button></div>
      <script>function calcularAhorro() { document.getElementById('resultado').innerHTML = 'Ahorras Bs. 120' }</script>`)
    expect(find(site(calculator), 'lostMessages')).toBeUndefined()
    expect(find(site(calculator), 'deadForm')).toBeUndefined()
  })

  it('leaves out the owner’s catalogue editor: «Agregar Nuevo Vino» is no customer’s form', () => {
    const editor =
      page(`<h1>Tengo Vinos</h1><div id="wine-modal" class="modal"><div class="modal-header"><h2>🍷 Agregar Nuevo Vino</h2></div>
      <form id="wine-form"><input id="wine-name" placeholder="Ej: Malbec Reserva 2023"><input type="email" id="wine-contact">
      <textarea id="wine-notes"></textarea><button type="submit">Guardar</button></form></div>`)
    expect(find(site(editor), 'deadForm')).toBeUndefined()
    expect(find(site(editor.replace('Agregar Nuevo Vino', 'Escríbenos')), 'deadForm')?.status).toBe('fail')
  })

  it('takes a form with no address whose handler only checks its fields and submits it again for one that sends nowhere', () => {
    const form = page(`<form class="form" id="formulario"><h2>CONTACTO</h2><input placeholder="Nombre" id="nombre">
      <input placeholder="Email" id="mail"><input placeholder="Mensaje" id="mensaje"><button>Enviar Mensaje</button></form>
      <script src="/app.js"></script>`)
    const app = (submit: string) => ({
      name: 'app.js',
      code: `document.getElementById("formulario").addEventListener('submit', validarFormulario);
function validarFormulario(evento) {
  evento.preventDefault();
  var nombre = document.getElementById('nombre').value;
  if (nombre.length == 0) { alert('No has escrito nada en el nombre'); return; }
  ${submit}
}`,
    })
    expect(find(site(form, { scripts: [app('this.submit();')] }), 'deadForm')).toMatchObject({
      status: 'fail',
      values: { state: 'dead', reason: 'noAction' },
    })
    // Given an address, the same submit sends the form there.
    const addressed = form.replace('id="formulario"', 'id="formulario" action="https://formspree.io/f/mzbqkdre"')
    expect(find(site(addressed, { scripts: [app('this.submit();')] }), 'deadForm')?.status).toBe('pass')
    // A handler that sends on its own (a request) is no resubmission.
    const fetches = app("fetch('https://api.web3forms.com/submit', { method: 'POST' }); this.submit();")
    expect(find(site(form, { scripts: [fetches] }), 'deadForm')?.status).toBe('pass')
  })

  it('takes a form with no address for one that sends nowhere when the page’s code never reads a form', () => {
    const form = page(`<form><h2>Escríbenos</h2><input placeholder="Nombre"><input type="email" placeholder="Correo">
      <textarea placeholder="Mensaje"></textarea><button>Enviar</button></form><script src="/js/menu.js"></script>`)
    const menu = {
      name: 'menu.js',
      code: "document.querySelector('.burger').onclick = () => nav.classList.toggle('open')",
    }
    expect(find(site(form, { scripts: [menu] }), 'deadForm')).toMatchObject({
      status: 'fail',
      values: { state: 'dead', reason: 'noAction' },
    })
    // Code that reads fields, or a script we could not read, may send it: we could not tell.
    const reads = { name: 'app.js', code: "const correo = document.querySelector('[type=email]').value" }
    expect(find(site(form, { scripts: [reads] }), 'deadForm')?.values).toMatchObject({ state: 'unverified' })
    expect(find(site(form, { scripts: [menu], unread: ['/js/lib.js'] }), 'deadForm')?.values).toMatchObject({
      state: 'unverified',
    })
  })

  it('takes a form posted to # on a host that only serves files for one that sends nowhere', () => {
    const form = page(`<form action="#" method="post"><h2>Contacto</h2>${fields}<button>Enviar</button></form>`)
    const onGithub = site(form)
    onGithub.snapshot.page = { ...onGithub.snapshot.page, url: 'https://estudio-lumen.github.io/' }
    expect(find(onGithub, 'deadForm')).toMatchObject({ status: 'fail', values: { reason: 'noAction' } })
    expect(find(onGithub, 'contactForm')).toBeUndefined()
    // Elsewhere, a form posted to `#`, the template's placeholder, reaches its page's server only if
    // that server runs code: it is not missing, and not proven to arrive.
    const elsewhere = site(form)
    expect(find(elsewhere, 'contactForm')).toBeUndefined()
    expect(find(elsewhere, 'deadForm')).toMatchObject({ status: 'warn', values: { reason: 'ownPage' } })
    // Under the business's own domain, GitHub Pages names itself in its answer.
    const onOwnDomain = site(
      page(`<form action="" method="post"><h2>Contacto</h2>${fields}<button>Enviar</button></form>`),
    )
    onOwnDomain.snapshot.page = {
      ...onOwnDomain.snapshot.page,
      url: 'https://rotulostrujillo.com.mx/',
      headers: { server: 'GitHub.com' },
    }
    expect(find(onOwnDomain, 'deadForm')).toMatchObject({ status: 'fail', values: { reason: 'noAction' } })
    // Posted to its own page without the placeholder, it reaches that server.
    const ownPage = page(`<form action="" method="post"><h2>Contacto</h2>${fields}<button>Enviar</button></form>`)
    expect(find(site(ownPage), 'deadForm')?.status).toBe('pass')
  })

  it('never credits a booking form posted to # as online booking', () => {
    const booking = page(`<form action="#" method="post"><h2>Book a session</h2>${fields}
      <input type="date" name="date"><button>Request booking</button></form>`)
    const view = site(booking, { business: 'beautySalon' })
    expect(find(view, 'onlineBooking')).toBeUndefined()
    expect(find(view, 'unconfirmed')?.values).toMatchObject({ askBooking: 1 })
  })
})

describe('e-mail capture', () => {
  const newsletter = (input: string, action = '/suscribir') =>
    page(
      `<h1>Tintorería Ideal</h1><form action="${action}"><label for="correo">Recibe descuentos</label>${input}<button>Suscribirme</button></form>`,
    )

  it('counts an address field the form sends or a script reads, never one that goes nowhere', () => {
    expect(find(site(newsletter('<input type="email" name="correo">')), 'emailCapture')?.status).toBe('pass')
    const unnamed = newsletter('<input type="email" id="correo">')
    expect(find(site(unnamed), 'emailCapture')?.status).toBe('warn')
    const read = [
      { name: 'suscribir.js', code: "fetch('/api/lista', { body: document.getElementById('correo').value })" },
    ]
    expect(find(site(unnamed, { scripts: read }), 'emailCapture')?.status).toBe('pass')
    // A newsletter posted to `#`, the template's placeholder, collects nothing.
    expect(find(site(newsletter('<input type="email" name="email">', '#')), 'emailCapture')?.status).toBe('warn')
  })
})

describe('an address written in the text', () => {
  it.each(['📍 C/ Anna Mogas, 116', 'Av. Bolívar 340, Cochabamba', 'Visit us at 221 Baker Street'])(
    'counts «%s» as a trust signal',
    (address) => {
      const view = site(page(`<h1>Pizzería Forno</h1><footer><p>${address}</p></footer>`))
      expect(find(view, 'trustSignals')?.values).toMatchObject({ count: 1 })
    },
  )

  it('does not count a template’s address', () => {
    const view = site(page('<h1>Pizzería Forno</h1><footer><p>Calle Falsa 123</p></footer>'))
    expect(find(view, 'trustSignals')?.values).toMatchObject({ count: 0 })
  })
})
