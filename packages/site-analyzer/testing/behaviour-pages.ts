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
