import * as cheerio from 'cheerio'
import { describe, expect, it } from 'vitest'
import { behaviourPages, siteView, type SiteViewOptions } from '../../testing'
import type { CheckId, Verdict } from '../model'
import type { PageBehaviour } from '../phone/behaviour'
import { automationChecks } from './automation'
import { formsOf } from './forms'
import { salesChecks } from './sales'
import type { SiteView } from './site-view'

/** The home page (and inner pages) as the checks read them without a browser, or with the phone pass's tries. */
const site = (html: string, options: SiteViewOptions = {}): SiteView =>
  siteView(html, { business: 'other', ...options })

const verdicts = (view: SiteView) => [...salesChecks(view), ...automationChecks(view)]
const find = (view: SiteView, id: CheckId): Verdict | undefined => verdicts(view).find((found) => found.id === id)
const { pizzeria, salon, savedLocally, noAction, working } = behaviourPages

describe('ways to reach the business, found by what a tap does (without a browser)', () => {
  it('finds the WhatsApp order that the cart script opens with window.open, and says so', () => {
    const view = site(pizzeria.html, { scripts: pizzeria.scripts, business: 'restaurant' })
    expect(find(view, 'whatsapp')).toMatchObject({ status: 'pass', values: { via: 'script', examples: 'carrito.js' } })
    // A cart that orders on WhatsApp is ordering online: the two verdicts agree.
    expect(find(view, 'onlineBooking')?.status).toBe('pass')
    expect(find(site(pizzeria.html, { business: 'restaurant' }), 'whatsapp')?.status).toBe('fail')
  })

  it('finds WhatsApp and call buttons that act by onclick, named by their icon or words', () => {
    const view = site(salon.html)
    expect(find(view, 'whatsapp')).toMatchObject({ status: 'pass', values: { via: 'onclick', examples: 'whatsapp' } })
    expect(find(view, 'phone')).toMatchObject({ status: 'pass', values: { via: 'onclick', examples: 'Llamar' } })
  })

  it("takes the WhatsApp beside the maker's credit for the maker's, not the business's", () => {
    const footer = (business: string) => `<body><h1>Masajes Anto</h1><footer><div class="footer-bottom">
      <p>© 2025 Hecho por <strong>Induliru.tech</strong>. Todos los derechos reservados.</p>
      <p><a href="https://wa.me/5491172657749">WhatsApp: +54 9 11 7265-7749</a> · <a href="https://www.instagram.com/induliru.tech/">Instagram</a></p>
      ${business}</div></footer></body>`
    expect(find(site(footer('')), 'whatsapp')?.status).toBe('fail')
    // The business's own line, in the same block, is the business's.
    const own = site(footer('<p><a href="https://wa.me/5491140691400">Escríbenos por WhatsApp</a></p>'))
    expect(find(own, 'whatsapp')).toMatchObject({ status: 'pass', values: { examples: 'Escríbenos por WhatsApp' } })
  })

  it("takes the profiles on the credit's own line for the maker's, however short its name", () => {
    const credit = `<body><h1>Veterinaria Mundo Animal</h1><footer><div><p>&copy; 2024 Creado por Pou Programador |
      <a href="https://github.com/Laime27"><i class="fab fa-github"></i></a> |
      <a href="https://www.linkedin.com/in/cesar-laime-247150260/"><i class="fab fa-linkedin"></i></a></p></div></footer></body>`
    expect(find(site(credit), 'trustSignals')?.values).toMatchObject({ social: 'no' })
  })

  it('never takes a # link whose handler opens WhatsApp for a placeholder', () => {
    const view = site(`<body><a href="#" onclick="window.open('https://wa.me/50376543210')">WhatsApp</a></body>`)
    expect(find(view, 'placeholderLinks')?.status).toBe('pass')
    expect(find(view, 'whatsapp')?.status).toBe('pass')
    const template = site(`<body><button onclick="window.open('https://wa.me/503XXXXXXXX')">WhatsApp</button></body>`)
    expect(find(template, 'whatsapp')?.status).toBe('fail')
  })

  it('finds WhatsApp opened by a script that builds the address from the number a button hands it', () => {
    const script = `<script>function enviar(numero) { window.open("https://wa.me/" + numero + "?text=Hola", "_blank") }</script>`
    const view = site(
      `<body>${script}<button onclick="return enviar('593985737117')">Enviar a WhatsApp 0985 737117</button></body>`,
    )
    expect(find(view, 'whatsapp')).toMatchObject({ status: 'pass', values: { via: 'onclick' } })
    // Without a number in sight, the script only names WhatsApp: we could not confirm it, and do not accuse.
    const hidden = site(
      `<body><script>const open = (n) => window.open(\`https://wa.me/\${n}\`)</script><button onclick="open(config.phone)">Escríbenos</button></body>`,
    )
    expect(find(hidden, 'whatsapp')).toBeUndefined()
    expect(find(hidden, 'unconfirmed')?.values).toMatchObject({ askWhatsapp: 1 })
  })
})

describe('forms, found by their fields whatever element holds them', () => {
  it('reads a booking form without a <form> element (role=form, date and hour) as contact and booking', () => {
    const view = site(salon.html, { business: 'services' })
    expect(formsOf(view.home)).toEqual([
      // Its button's handler, read in the page's script, posts the booking with fetch.
      expect.objectContaining({ kind: 'booking', name: 'Reservar una cita', outcome: 'sends' }),
    ])
    expect(find(view, 'contactForm')?.status).toBe('pass')
    expect(find(view, 'onlineBooking')?.status).toBe('pass')
  })

  it('finds fields beside a button in any container, named by the heading above it or its button', () => {
    const fields = '<input placeholder="Nombre"><input type="email" placeholder="Correo"><button>Enviar</button>'
    expect(formsOf(cheerio.load(`<body><div class="caja">${fields}</div></body>`))).toEqual([
      expect.objectContaining({ kind: 'contact', name: 'Enviar' }),
    ])
    expect(formsOf(cheerio.load(`<body><h2>Escríbenos</h2><div>${fields}</div></body>`))).toEqual([
      expect.objectContaining({ kind: 'contact', name: 'Escríbenos' }),
    ])
  })

  it("presses the button that sends a checkout without a <form>, not its dialog's ×", () => {
    const checkout = `<body><div id="checkout"><h2>Tu pedido</h2><button onclick="cerrar()">×</button>
      <input id="nombre" placeholder="Nombre"><input id="telefono" type="tel" placeholder="Teléfono">
      <button onclick="modo('recoger')">Recoger</button><button id="confirmar" onclick="enviarPedido()">Confirmar en WhatsApp</button></div></body>`
    const [form] = formsOf(cheerio.load(checkout))
    expect(form?.submitPath).toMatch(/button:nth-child\(6\)$/)
  })

  it('fails a form with no address and no script: it sends nowhere, and is not a contact form', () => {
    const view = site(noAction.html)
    expect(find(view, 'deadForm')).toMatchObject({
      status: 'fail',
      values: { state: 'dead', reason: 'noAction', examples: 'Contáctanos' },
    })
    expect(find(view, 'contactForm')).toBeUndefined()
  })

  it('proves a form no button can submit loses the message, whatever its address, when its «Enviar» only opens a thank-you window', () => {
    const contacto = (button: string) => `<body><h1>Contacto</h1><form action="puedequedarvacío" method="GET">
      <legend>Tus Datos</legend><label for="nombre">Nombre y Apellido</label><input type="text">
      <label for="email">Email</label><input type="email" name="mail" placeholder="ejemplo@gmail.com">
      <textarea cols="30" rows="10"></textarea><input type="reset" value="Limpiar Formulario">${button}
      <div class="modal fade" id="confirmacion"><h2 class="modal-title">Formulario Enviado!</h2>
      <div class="modal-body">Gracias por tu consulta! Nos contactaremos a la brevedad.</div></div></form>
      <script src="https://cdn.jsdelivr.net/npm/bootstrap@5.0.0-beta1/dist/js/bootstrap.min.js"></script></body>`
    const modal = site(
      contacto(
        '<button type="button" class="btn" data-bs-toggle="modal" data-bs-target="#confirmacion">Enviar Formulario</button>',
      ),
    )
    expect(find(modal, 'lostMessages')).toMatchObject({ status: 'fail', values: { how: 'alert' } })
    expect(find(modal, 'contactForm')).toBeUndefined()
    // A plain button no code of the page reads sends nothing either; a real submit button sends to the address.
    const plain = site(contacto('<button type="button" class="btn">Enviar Formulario</button>'))
    expect(find(plain, 'deadForm')).toMatchObject({ status: 'fail', values: { reason: 'noAction' } })
    expect(find(site(contacto('<button class="btn">Enviar Formulario</button>')), 'contactForm')?.status).toBe('pass')
    // Netlify's stub of a form a script draws has no button: Netlify still sends what the drawn one posts.
    const stub = `<body><h1>Butler Realty</h1><form name="lead" method="POST" data-netlify="true" class="hidden">
      <input type="text" name="name"><input type="email" name="email"><textarea name="message"></textarea></form></body>`
    expect(find(site(stub), 'contactForm')?.status).toBe('pass')
  })

  it('calls no form "already good" beside one that loses the message or sends it to the template\'s address', () => {
    // A tattoo studio: its contact form posts to FormSubmit's example address; its deposit form sends.
    const studio = `<body><h1>Maka Tatuajes</h1><h2>Contacto</h2>
      <form class="contact-form" action="https://formsubmit.co/your-email@example.com" method="POST">
      <input name="nombre" placeholder="Nombre"><input type="email" name="email"><textarea name="mensaje"></textarea>
      <button type="submit">Enviar</button></form>
      <h2>Reserva tu hora</h2><form action="/abono" method="POST"><input name="nombre"><input type="email" name="email">
      <input type="date" name="fecha"><button>Pagar abono</button></form></body>`
    const dead = site(studio)
    expect(find(dead, 'deadForm')).toMatchObject({
      status: 'fail',
      values: { reason: 'example', examples: 'Contacto' },
    })
    expect(find(dead, 'contactForm')).toBeUndefined()
    // A tour operator: its complaints and quote forms only thank the visitor; its newsletter sends.
    const tours = `<body><h1>Joya Tours</h1>
      <form id="reclamo"><h2>Libro de Reclamaciones</h2><input name="nombre"><input type="email" name="correo">
      <textarea name="detalle"></textarea><button>Enviar</button></form>
      <form action="https://formspree.io/f/xyzabcd" method="POST"><h2>Escríbenos</h2><input name="nombre">
      <input type="email" name="correo"><button>Enviar</button></form>
      <script>document.getElementById('reclamo').addEventListener('submit', (e) => { e.preventDefault(); alert('¡Gracias! Te responderemos pronto.') })</script></body>`
    const lost = site(tours)
    expect(find(lost, 'lostMessages')).toMatchObject({ status: 'fail', values: { how: 'alert' } })
    expect(find(lost, 'deadForm')).toBeUndefined()
    expect(find(lost, 'contactForm')).toBeUndefined()
  })

  it("does not take a slider's `transform` for code that may read a form", () => {
    // A daycare's contact fields with a plain «Enviar»; its only script moves the photos.
    const daycare = `<body><h1>Guardería Pasitos</h1><div class="forms">
      <input type="text" name="nombre" placeholder="Nombre"><input type="email" name="correo" placeholder="Correo">
      <input type="text" name="mensaje" placeholder="Mensaje"><input id="button" type="button" value="Enviar"></div>
      <script>setInterval(() => { slides.style.transform = 'translateX(-' + (i++ % 3) * 100 + '%)'; console.log(performance.now()) }, 3000)</script></body>`
    expect(find(site(daycare), 'deadForm')).toMatchObject({
      status: 'fail',
      values: { state: 'dead', reason: 'noAction' },
    })
    // Code that names a form at all may send it: then we could not verify it.
    const named = daycare.replace('slides.style.transform', 'contactForm.dataset.x = 1; slides.style.transform')
    expect(find(site(named), 'deadForm')).toMatchObject({ status: 'warn', values: { state: 'unverified' } })
  })

  it('counts a form repeated on every page once', () => {
    expect(find(site(noAction.html, { inner: [noAction.html] }), 'deadForm')?.values?.count).toBe(1)
  })

  it('says it could not verify a form whose handler calls code it cannot read, rather than accuse it', () => {
    const html = `<body><form id="pedido"><h2>Haz tu pedido</h2><input name="nombre"><input type="tel" name="telefono">
      <button>Enviar</button></form>
      <script>document.getElementById('pedido').addEventListener('submit', (e) => { e.preventDefault(); enviarPedido(e.target) })</script></body>`
    const view = site(html)
    expect(find(view, 'deadForm')).toMatchObject({ status: 'warn', values: { state: 'unverified' } })
    expect(find(view, 'lostMessages')).toBeUndefined()
    // Neither missing nor «already good»: whether it reaches the business is what we could not tell.
    expect(find(view, 'contactForm')).toBeUndefined()
  })

  it('proves a form loses the message when its handler only saves it in the browser, and the phone pass agrees', () => {
    const [form] = formsOf(cheerio.load(savedLocally.html))
    const behaviour: PageBehaviour = {
      routes: [],
      forms: [{ path: form!.path, outcome: 'nowhere', reason: 'storage' }],
    }
    for (const view of [site(savedLocally.html), site(savedLocally.html, { behaviour })]) {
      expect(find(view, 'lostMessages')).toMatchObject({
        status: 'fail',
        values: { how: 'storage', examples: 'Escríbenos' },
      })
      expect(find(view, 'deadForm')).toBeUndefined()
      expect(find(view, 'contactForm')).toBeUndefined()
    }
  })

  it('leaves a form whose handler sends to WhatsApp unverified, not dead, when a press it stops (an empty cart) does nothing', () => {
    const html = `<body><h2>Carrito de compras</h2><form id="order-form"><label>Nombre<input id="customer-name" required></label>
      <textarea id="customer-note"></textarea><button type="submit">Finalizar compra por WhatsApp</button></form>
      <script>document.getElementById('order-form').addEventListener('submit', function (e) { e.preventDefault()
        if (cart.length === 0) { alert('Tu carrito está vacío'); return }
        window.open('https://wa.me/573014653461?text=' + mensaje(cart), '_blank') })</script></body>`
    const [form] = formsOf(cheerio.load(html))
    expect(form?.outcome).toBe('sends')
    const behaviour: PageBehaviour = {
      routes: [],
      forms: [{ path: form!.path, outcome: 'nowhere', reason: 'nothing' }],
    }
    expect(find(site(html, { behaviour }), 'deadForm')).toMatchObject({
      status: 'warn',
      values: { state: 'unverified' },
    })
  })

  it('leaves online booking to the dead-form finding when the only booking form sends nowhere', () => {
    const html =
      '<body><form><h2>Reserva</h2><input name="nombre"><input type="date" name="fecha"><button>Reservar</button></form></body>'
    const view = site(html, { business: 'clinic' })
    expect(find(view, 'deadForm')?.status).toBe('fail')
    expect(find(view, 'onlineBooking')).toBeUndefined()
  })

  it('passes a form that posts to its server', () => {
    const view = site(working.html)
    expect(find(view, 'contactForm')?.status).toBe('pass')
    expect(find(view, 'deadForm')?.status).toBe('pass')
  })
})
