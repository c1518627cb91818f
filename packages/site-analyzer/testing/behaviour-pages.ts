import type { FixtureHandler, FixtureRoute } from './fixture-server'

const page = (title: string, body: string): FixtureRoute => ({
  body: `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`,
})

/**
 * A pizzeria whose cart sends the order to WhatsApp from a button, and whose floating WhatsApp
 * bubble (a <div> with an icon) opens the chat, both from its own script file.
 */
const pizzeria = page(
  'Pizzería Napoli',
  `<h1>Pizzería Napoli</h1>
  <section><h2>Menú</h2>
    <p>Margarita <button class="agregar" data-pizza="Margarita">Agregar</button></p>
    <p>Pepperoni <button class="agregar" data-pizza="Pepperoni">Agregar</button></p>
  </section>
  <aside id="carrito"><h2>Tu pedido</h2><ul id="lista"></ul><button id="pedir">Pedir</button></aside>
  <div class="burbuja"><img alt="WhatsApp"></div>
  <script src="/carrito.js"></script>`,
)
const cartScript: FixtureRoute = {
  headers: { 'content-type': 'text/javascript' },
  body: `const pedido = []
document.querySelectorAll('.agregar').forEach((boton) =>
  boton.addEventListener('click', () => pedido.push(boton.dataset.pizza)))
document.getElementById('pedir').addEventListener('click', () => {
  if (!pedido.length) return alert('Agrega una pizza')
  window.open('https://wa.me/50376543210?text=' + encodeURIComponent('Quiero: ' + pedido.join(', ')), '_blank')
})
document.querySelector('.burbuja').addEventListener('click', () => {
  location.href = 'https://wa.me/50376543210'
})`,
}

/**
 * A salon with WhatsApp and call buttons (`onclick`) and a booking form without a <form> element
 * (name, phone, service, date, hour) whose button posts the booking with `fetch`.
 */
const salon = page(
  'Salón Bella',
  `<header><button onclick="window.open('https://api.whatsapp.com/send?phone=50372345678')"><i class="fa fa-whatsapp"></i></button>
    <button onclick="location.href='tel:+50322345678'">Llamar</button></header>
  <h1>Salón Bella</h1>
  <div role="form" id="cita"><h2>Reservar una cita</h2>
    <input id="nombre" placeholder="Nombre"><input id="telefono" type="tel" placeholder="Teléfono">
    <select id="servicio"><option value="">Servicio</option><option value="corte">Corte</option></select>
    <input id="fecha" type="date"><select id="hora"><option value="">Hora</option><option>10:00</option></select>
    <button id="reservar" type="button">Reservar</button></div>
  <script>
    document.getElementById('reservar').addEventListener('click', () => {
      const datos = ['nombre', 'telefono', 'servicio', 'fecha', 'hora'].map((id) => document.getElementById(id).value)
      fetch('/api/citas', { method: 'POST', body: JSON.stringify(datos) })
    })
  </script>`,
)

const contactFields =
  '<input name="nombre" placeholder="Nombre"><input type="tel" name="telefono" placeholder="Teléfono"><textarea name="mensaje"></textarea><button>Enviar</button>'

/** A contact form that only keeps what is written in the visitor's own browser and says thanks. */
const savedLocally = page(
  'Taller Ruiz',
  `<h1>Taller Ruiz</h1><form id="contacto"><h2>Escríbenos</h2>${contactFields}</form>
  <script>
    const formulario = document.getElementById('contacto')
    formulario.addEventListener('submit', (evento) => {
      evento.preventDefault()
      localStorage.setItem('mensaje', new FormData(formulario).get('mensaje'))
      formulario.textContent = '¡Gracias! Te responderemos pronto.'
    })
  </script>`,
)

/** A contact form with no address and no script: pressing it reloads the page with the fields in the address. */
const noAction = page('Ferretería Díaz', `<h1>Ferretería Díaz</h1><form><h2>Contáctanos</h2>${contactFields}</form>`)

/** A contact form that posts to its own server, as forms should. */
const working = page(
  'Clínica Luz',
  `<h1>Clínica Luz</h1><form action="/enviar" method="post"><h2>Pide información</h2>${contactFields}</form>`,
)

/** A booking form posted to `#`, as templates leave it: it reaches its page's server, if that server takes it. */
const postedToPlaceholder = page(
  'Tinta Luna',
  `<h1>Tinta Luna</h1><form action="#" method="post"><h2>Pide tu cita</h2>${contactFields}</form>`,
)

/**
 * A barber's booking form that writes the turn to WhatsApp, once a day and a service (radio buttons,
 * none required) are chosen; without them it alerts and stays.
 */
const turnByWhatsapp = page(
  'Barbería Thiago',
  `<h1>Barbería Thiago</h1><form id="turno"><h2>Reservá tu turno</h2>
    <input id="nombre" placeholder="Nombre"><input type="tel" id="telefono" placeholder="Teléfono"><input type="date" id="dia">
    <label><input type="radio" name="servicio" value="corte"> Corte</label>
    <label><input type="radio" name="servicio" value="barba"> Barba</label>
    <button type="button" id="enviar-wsp">Reservar vía WhatsApp</button></form>
  <script>
    document.getElementById('enviar-wsp').addEventListener('click', () => {
      const servicio = document.querySelector('input[name="servicio"]:checked')
      if (!document.getElementById('dia').value || !servicio) return alert('Por favor completa la fecha y selecciona un servicio.')
      window.open('https://wa.me/+541161248952?text=' + encodeURIComponent('Turno: ' + servicio.value), '_blank')
    })
  </script>`,
)

/** A form that asks, by an alert, for a choice no fill makes (a checkbox it does not require): it is not judged. */
const asksForMore = page(
  'Estudio Paz',
  `<h1>Estudio Paz</h1><form id="consulta"><h2>Consulta</h2>${contactFields}
    <label><input type="checkbox" id="acepto"> Acepto la política de privacidad</label></form>
  <script>
    document.getElementById('consulta').addEventListener('submit', (evento) => {
      evento.preventDefault()
      if (!document.getElementById('acepto').checked) return alert('Debes aceptar la política de privacidad.')
      fetch('/enviar', { method: 'POST', body: new FormData(evento.target) })
    })
  </script>`,
)

/** A form whose handler fails offline (its mailer's library never loaded): it is not judged. */
const failsOffline = page(
  'Catering Sol',
  `<h1>Catering Sol</h1><form id="cotizar"><h2>Cotizá</h2>${contactFields}</form>
  <script>
    document.getElementById('cotizar').addEventListener('submit', (evento) => {
      evento.preventDefault()
      mailer.send(new FormData(evento.target))
    })
  </script>`,
)

/** An order whose button stays disabled until the cart holds something: a press proves nothing. */
const emptyCart = page(
  'Tacos Villalba',
  `<h1>Tacos Villalba</h1><form id="pedido" onsubmit="return false"><h2>Tu pedido</h2>${contactFields.replace('<button>Enviar</button>', '')}
    <button type="button" id="confirmar" disabled onclick="window.open('https://wa.me/34642708622')">Confirmar pedido</button></form>`,
)

/**
 * An appointment whose fields sit in a form without a button of its own: the button beside it, which
 * opens WhatsApp with the booking, stays disabled until a day and an hour are picked in a calendar.
 */
const pickADate = page(
  'Foro 7 Producciones',
  `<h1>Foro 7 Producciones</h1><div class="modal"><div id="calendario"></div>
    <form id="cita"><h2>Información de la cita</h2><input name="nombre" placeholder="Nombre"><input name="telefono" type="tel"></form>
    <button id="confirmar" disabled onclick="window.open('https://wa.me/524771234598')">Confirmar cita</button></div>`,
)

/** A quote form that wants ten digits for a phone and says so beside the field, sending nothing. */
const fieldError = page(
  'Masonry Milwaukee',
  `<h1>Masonry Milwaukee</h1><form id="quote"><h2>Get a quote</h2>${contactFields}<span id="phone-error"></span></form>
  <script>
    document.getElementById('quote').addEventListener('submit', (event) => {
      event.preventDefault()
      if (event.target.telefono.value.replace(/\\D/g, '').length < 10)
        return void (document.getElementById('phone-error').textContent = 'Please enter a valid phone number (10–15 digits).')
      fetch('/enviar', { method: 'POST', body: new FormData(event.target) })
    })
  </script>`,
)

/** A booking form in two steps: its first press only shows the second, whose button sends. */
const inSteps = page(
  'Patitas Spa',
  `<h1>Patitas Spa</h1><form id="reserva"><h2>Reserva el baño</h2>
    <div class="step" id="paso1"><input name="nombre" placeholder="Nombre"><input type="tel" name="telefono" placeholder="Teléfono"><button type="submit">Siguiente</button></div>
    <div class="step" id="paso2" style="display:none"><input type="date" name="fecha"><button type="button" id="confirmar">Confirmar</button></div></form>
  <script>
    document.getElementById('reserva').addEventListener('submit', (event) => {
      event.preventDefault()
      document.getElementById('paso1').style.display = 'none'
      document.getElementById('paso2').style.display = 'block'
    })
    document.getElementById('confirmar').addEventListener('click', () =>
      fetch('/api/citas', { method: 'POST', body: new FormData(document.getElementById('reserva')) }))
  </script>`,
)

/** A form that asks «¿Seguro?» before it sends: a visitor says yes. */
const confirmsFirst = page(
  'Pizzería Sol',
  `<h1>Pizzería Sol</h1><form id="reserva"><h2>Reservá</h2>${contactFields}</form>
  <script>
    document.getElementById('reserva').addEventListener('submit', (event) => {
      event.preventDefault()
      if (!confirm('¿Seguro que la dirección es correcta?')) return
      fetch('/enviar', { method: 'POST', body: new FormData(event.target) })
    })
  </script>`,
)

/** A hostal's booking form whose handler only opens a mail draft. */
const mailDraft = page(
  'Hostal Cardones',
  `<h1>Hostal Cardones</h1><form id="reserva"><h2>Reservá tu habitación</h2>${contactFields}</form>
  <script>
    document.getElementById('reserva').addEventListener('submit', (event) => {
      event.preventDefault()
      window.location.href = 'mailto:reservas@hostal.example?subject=Reserva'
    })
  </script>`,
)

/**
 * The pages the phone pass's tries are tested on, each at its own path, on one site that records
 * every request reaching its form addresses (`received`): the tries must never send anything.
 */
export function behaviourSite() {
  const received: string[] = []
  const record: FixtureHandler = (request, response) => {
    received.push(`${request.method} ${request.url}`)
    response.writeHead(204).end()
  }
  const routes: Record<string, FixtureRoute | FixtureHandler> = {
    '/pizzeria': pizzeria,
    '/carrito.js': cartScript,
    '/salon': salon,
    '/guarda-local': savedLocally,
    '/sin-accion': noAction,
    '/formulario': working,
    '/almohadilla': postedToPlaceholder,
    '/turno': turnByWhatsapp,
    '/pide-mas': asksForMore,
    '/falla': failsOffline,
    '/carrito-vacio': emptyCart,
    '/elige-fecha': pickADate,
    '/error-campo': fieldError,
    '/en-pasos': inSteps,
    '/confirma': confirmsFirst,
    '/correo': mailDraft,
    '/enviar': record,
    '/api/citas': record,
  }
  return { routes, received }
}

/** The same pages as HTML, for the checks without a browser. */
export const behaviourPages = {
  pizzeria: { html: pizzeria.body as string, scripts: [{ name: 'carrito.js', code: cartScript.body as string }] },
  salon: { html: salon.body as string, scripts: [] },
  savedLocally: { html: savedLocally.body as string, scripts: [] },
  noAction: { html: noAction.body as string, scripts: [] },
  working: { html: working.body as string, scripts: [] },
}
