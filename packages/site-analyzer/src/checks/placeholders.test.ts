import { describe, expect, it } from 'vitest'
import { siteView } from '../../testing'
import { placeholderPhone } from './placeholder-numbers'
import { templateContent } from './placeholders'

/** The template leftovers a site's pages and own scripts hold. */
const leftovers = (html: string, scripts: { name: string; code: string }[] = []) =>
  templateContent(siteView(`<html><body>${html}</body></html>`, { scripts }).pages, scripts)

describe('phones shaped as a template’s', () => {
  it.each(['+591 1 2345 678', '555-0100', '(212) 555-0147', '0000 0000', '1111-1111', '2XXX-XXXX'])(
    'takes %s for a placeholder',
    (phone) => expect(placeholderPhone(phone)).toBe(true),
  )

  it.each([
    '+503 2222 3456',
    '2222-3456',
    '+503 7845 1290',
    '+52 55 1234 8890',
    '+34 912 345 670',
    '555 2233',
    '2222-2222',
    '+34 987 654 321',
    '7654-3210',
  ])('takes %s for a real number', (phone) => expect(placeholderPhone(phone)).toBe(false))
})

describe('template leftovers by shape', () => {
  it.each([
    ['an example street', '<footer><p>Av. Ejemplo 123, Ciudad</p></footer>', 'Av. Ejemplo 123, Ciudad', 'footer'],
    [
      'a city and country never filled in',
      '<address>calle 235,<br>Ciudad, País</address>',
      'calle 235, Ciudad, País',
      'page',
    ],
    ['an English one', '<p>123 Main Street, City, Country</p>', '123 Main Street, City, Country', 'page'],
    // A car upholsterer's «Dirección»: the main street at 123, its line break parting it from the zone.
    [
      'a main street at 123 before a break',
      '<p>Av. Principal 123<br>Zona Sur, Ciudad</p>',
      'Av. Principal 123 Zona Sur, Ciudad',
      'page',
    ],
    ['a counted phone', '<p>WhatsApp: +591 1 2345 678</p>', 'WhatsApp: +591 1 2345 678', 'page'],
    [
      'a counted phone in six-digit groups',
      '<p>📱 Teléfono: +54 9 1234 567890</p>',
      '📱 Teléfono: +54 9 1234 567890',
      'page',
    ],
    ['a phone in the fiction range, with a full stop', '<footer>Call 555-0100.</footer>', 'Call 555-0100.', 'footer'],
    ['a phone link', '<a href="tel:+59112345678">Llamar</a>', '59112345678', 'link'],
    ['a WhatsApp link to zeros', '<a href="https://wa.me/50300000000">WhatsApp</a>', '50300000000', 'link'],
    ['a placeholder mailbox', '<p>Escríbenos: tucorreo@gmail.com</p>', 'Escríbenos: tucorreo@gmail…', 'page'],
    ['a placeholder domain', '<footer>email@dominio.com</footer>', 'email@dominio…', 'footer'],
    ['ejemplo@', '<p>ejemplo@correo.com</p>', 'ejemplo@correo…', 'page'],
    [
      'a testimonial by John Doe',
      '<blockquote>¡Excelente servicio!<cite>John Doe</cite></blockquote>',
      'John Doe',
      'page',
    ],
    ['Fulano de Tal', '<p class="autor">Fulano de Tal, cliente</p>', 'Fulano de Tal, cliente', 'page'],
    [
      'a testimonial still to be written',
      '<blockquote>"Ejemplo: aquí irá la experiencia de un estudiante."</blockquote>',
      '"Ejemplo: aquí irá la experiencia de un estudiante."',
      'page',
    ],
    ['a name still to be written', '<p class="autor">Nombre del estudiante</p>', 'Nombre del estudiante', 'page'],
    [
      'a template’s note to the owner',
      '<p>Esta sección ayuda mucho a dar confianza. Puedes cambiar estos textos por testimonios reales de tus clientes.</p>',
      'Esta sección ayuda mucho a dar confianza. Puedes cambiar …',
      'page',
    ],
    [
      'a place left in brackets',
      '<p>Jardín de niños en [Tu Ciudad, México]</p>',
      'Jardín de niños en [Tu Ciudad, México]',
      'page',
    ],
    [
      'a licence number left in brackets',
      '<p>Nutriólogo deportivo · Cédula Profesional: [Número]</p>',
      'Nutriólogo deportivo · Cédula Profesional: [Número]',
      'page',
    ],
    [
      'an English name left in brackets',
      '<p class="author">— [Your Name], founder</p>',
      '— [Your Name], founder',
      'page',
    ],
    [
      'the Simpsons’ street',
      '<p>Av. Siempre Viva #123, Ciudad de México</p>',
      'Av. Siempre Viva #123, Ciudad de México',
      'page',
    ],
    [
      'an English note to the owner',
      '<p>This section helps you show real results. Replace this text with your own.</p>',
      'This section helps you show real results. Replace this te…',
      'page',
    ],
    ['an English one still to be written', '<cite>Client Name</cite>', 'Client Name', 'page'],
    ['a quote signed by no one yet', '<p class="firma">— Nombre Apellido</p>', '— Nombre Apellido', 'page'],
    [
      'a city and country written in lower case',
      '<p>Dirección placeholder, ciudad, país</p>',
      'Dirección placeholder, ciudad, país',
      'page',
    ],
    ['a counted-up bank account', '<p>BCP: 191-12345678-0-00</p>', 'BCP: 191-12345678-0-00', 'page'],
    ['a tax number written as x’s', '<p><strong>RUT:</strong> XX.XXX.XXX-X</p>', 'RUT: XX.XXX.XXX-X', 'page'],
    [
      'a made-up town before an unnamed country',
      '<p>123 Calle de las Mascotas, Ciudad Animal, País</p>',
      '123 Calle de las Mascotas, Ciudad Animal, País',
      'page',
    ],
    [
      'a file left for the owner to replace',
      `<button onclick="window.open('tu_catalogo.pdf', '_blank')">Ver catálogo</button>`,
      'tu_catalogo.pdf',
      'button',
    ],
  ])('finds %s', (_, html, text, place) => {
    expect(leftovers(html)).toMatchObject({
      status: 'fail',
      values: { count: 1, shown: 'yes', text1: text, place1: place },
    })
  })

  it.each([
    '<p>Tallas S, M, L, XL y XXL</p>',
    '<p>Siglo XXI: Ciudad Real, España</p>',
    '<p>Ciudad Juárez, Chihuahua</p>',
  ])('takes %s for the business’s own words', (html) => expect(leftovers(html)?.status).toBe('pass'))

  it('finds an API key never filled in, inline and in the site’s own scripts, by the placeholder alone, as code a visitor does not see', () => {
    const inline = `<script>fetch('/api', { headers: { Authorization: "Bearer TU_API_KEY_AQUI" } })</script>
      <script src="https://maps.googleapis.com/maps/api/js?key=YOUR_API_KEY"></script>`
    const chat = { name: 'chat.js', code: 'const client = new Bot({ apiKey: "xxxxxxxxxxxx", model: "mini" })' }
    expect(leftovers(inline, [chat])).toMatchObject({
      status: 'fail',
      values: {
        count: 3,
        shown: 'no',
        text1: 'TU_API_KEY_AQUI',
        place1: 'script',
        text2: 'YOUR_API_KEY',
        text3: 'xxxxxxxxxxxx (chat.js)',
        place3: 'script',
      },
    })
  })

  it('finds the numbered names a script draws from its data as leftovers a visitor sees', () => {
    const products = {
      name: 'products.js',
      code: `const productos = [{ nome: "Producto 1", preco: "$15.99" }, { nome: "Producto 2", preco: "$16.99" },
        { nome: "Producto 3", preco: "$17.99" }]`,
    }
    expect(leftovers('<h1>Carnicería Malu</h1>', [products])).toMatchObject({
      status: 'fail',
      values: { count: 3, shown: 'yes', text1: 'Producto 1 (products.js)', place1: 'page' },
    })
    // Named products, and one number alone (a plan, «Paso 1»), are no template's.
    const named = { name: 'products.js', code: 'const productos = [{ nome: "Chuletón de vaca" }, { nome: "Plan 1" }]' }
    expect(leftovers('<h1>Carnicería Malu</h1>', [named])?.status).toBe('pass')
    const one = { name: 'products.js', code: 'const destacado = { titulo: "Producto 1" }' }
    expect(leftovers('<h1>Carnicería Malu</h1>', [one])?.status).toBe('pass')
    // Elements' ids are no names a visitor reads.
    const ids = { name: 'index.js', code: 'let card1 = document.getElementById("card1"); let card2 = byId("card2")' }
    expect(leftovers('<h1>Ark Animal Hospital</h1>', [ids])?.status).toBe('pass')
  })

  it('takes a placeholder the code only compares a key with for no leftover: the key was set', () => {
    const code = `var firebaseConfig = { apiKey: "AIzaSyC1tV9q_Xb7mK2pLr8sJdT4uW6yE0aZ3nQ", projectId: "tengo-vinos" };
    var useFirebase = firebaseConfig.apiKey !== "TU_API_KEY_AQUI";`
    expect(leftovers(`<script>${code}</script>`, [])?.status).toBe('pass')
    expect(
      leftovers(`<script>${code.replace('AIzaSyC1tV9q_Xb7mK2pLr8sJdT4uW6yE0aZ3nQ', 'TU_API_KEY_AQUI')}</script>`, [])
        ?.status,
    ).toBe('fail')
  })

  it('finds a template’s form id, number and street in a repair shop’s script and footer', () => {
    const config = {
      name: 'script.js',
      code: `const CONFIG = {\n  whatsappNumber: "1234567890", // Número de WhatsApp sin el + al inicio\n  emailService: "https://formspree.io/f/xyzabc123",\n}`,
    }
    expect(
      leftovers('<footer><ul><li><strong>Ubicación:</strong> Calle Principal 123</li></ul></footer>', [config]),
    ).toMatchObject({
      status: 'fail',
      values: {
        count: 3,
        text1: 'Ubicación: Calle Principal 123',
        text2: '1234567890 (script.js)',
        text3: 'xyzabc123 (script.js)',
      },
    })
    // A real form id and a real number are no leftovers.
    const real = {
      name: 'script.js',
      code: 'const CONFIG = { whatsappNumber: "573006052169", form: "https://formspree.io/f/mqkvgzjp" }',
    }
    expect(leftovers('<p>Servicio técnico</p>', [real]).status).toBe('pass')
    // A country code before zeros, written without its `+` for wa.me, is a number never set.
    const zeros = { name: 'script.js', code: 'const numero = "598000000000"; // CAMBIÁ SOLO ESTE NÚMERO' }
    expect(leftovers('<p>Barbería Premium</p>', [zeros])).toMatchObject({
      status: 'fail',
      values: { text1: '598000000000 (script.js)' },
    })
  })

  it('finds a form service’s id never filled in, in a script, by its shape', () => {
    const quote = {
      name: 'app.js',
      code: "const FORMSPREE_ID = 'REPLACE_WITH_FORMSPREE_ID';\nconst FORM_ENDPOINT = `https://formspree.io/f/${FORMSPREE_ID}`",
    }
    expect(leftovers('<p>Get a written quote.</p>', [quote])).toMatchObject({
      status: 'fail',
      values: { count: 1, shown: 'no', text1: 'REPLACE_WITH_FORMSPREE_ID (app.js)', place1: 'script' },
    })
  })

  it('leaves a placeholder key alone when it is only the default of a setting the live configuration fills in', () => {
    const env = {
      name: 'env-loader.js',
      code: `class EnvLoader {
  loadProductionEnv() { this.env = { GOOGLE_API_KEY: '', SUPABASE_URL: 'https://abc.supabase.co' } }
  loadDefaultEnv() { this.env = { GOOGLE_API_KEY: 'TU_API_KEY_AQUI', SUPABASE_URL: '' } }
}`,
    }
    expect(leftovers('<p>Masajes</p>', [env]).status).toBe('pass')
    const unfilled = { ...env, code: env.code.replace("GOOGLE_API_KEY: ''", "OTHER: ''") }
    expect(leftovers('<p>Masajes</p>', [unfilled]).values).toMatchObject({ text1: 'TU_API_KEY_AQUI (env-loader.js)' })
  })

  it.each([
    ['a Formspree id in Spanish', '<form action="https://formspree.io/f/tu-codigo" method="POST"></form>', 'tu-codigo'],
    [
      'an access key typed as one letter over and over',
      '<form action="https://api.web3forms.com/submit"><input type="hidden" name="access_key" value="keyyyyyyyy"></form>',
      'keyyyyyyyy',
    ],
    ['a bare word for the id', '<form action="https://getform.io/f/codigo"></form>', 'codigo'],
  ])('finds %s in a form service never set up', (_, html, text) => {
    expect(leftovers(html)).toMatchObject({ status: 'fail', values: { count: 1, text1: text, place1: 'form' } })
  })

  it('leaves real form service settings alone', () => {
    const html = `<form action="https://formspree.io/f/xdovqjkl"></form>
      <form action="https://api.web3forms.com/submit"><input type="hidden" name="access_key" value="3f1c2a9e-8b7d-4c6e-9a10-5d2e7f4b8c01"></form>`
    expect(leftovers(html)).toMatchObject({ status: 'pass' })
  })

  it('finds the example phone and mailbox a script’s buttons would open', () => {
    const whatsapp = {
      name: 'contacto.js',
      code: `export function openWhatsApp() { window.open('https://wa.me/59112345678?text=Hola') }
        export const writeUs = () => (location.href = 'mailto:ejemplo@tuempresa.com')`,
    }
    expect(leftovers('<button onclick="openWhatsApp()">WhatsApp</button>', [whatsapp])).toMatchObject({
      values: {
        count: 2,
        text1: '59112345678 (contacto.js)',
        place1: 'script',
        text2: 'ejemplo@tuempresa… (contacto.js)',
      },
    })
    const real = {
      name: 'contacto.js',
      code: "window.open('https://wa.me/50378451290'); location.href = 'tel:+50322223456'",
    }
    expect(leftovers('<button>WhatsApp</button>', [real])).toMatchObject({ status: 'pass' })
  })

  it('leaves a real business alone: its address, phones, mailbox, names and code', () => {
    const html = `
      <address>Calle Arce 1234, San Salvador</address>
      <p>Colonia Escalón, Paseo General Escalón 3700, Ciudad de Guatemala, Guatemala</p>
      <p>Sucursal Norte: Av. Central 12, Ciudad, Estado de México</p>
      <p>Llámanos al +503 2222 3456 o al 2222-3456, WhatsApp <a href="https://wa.me/50378451290">7845-1290</a>.</p>
      <a href="tel:+50322223456">Llamar</a>
      <p>Escríbenos a info@panaderialaespiga.com o a email@laespiga.com.sv</p>
      <blockquote>Los mejores pasteles de la ciudad, el país entero los conoce.<cite>Juan Pérez</cite></blockquote>
      <form><label>Nombre <input name="nombre" placeholder="John Doe"></label></form>
      <p>Abierto de 8:00 a 17:00. Pedidos desde $12.50. Año 2024-2025. Pasos 1 2 3.</p>
      <p>Precios en dólares [IVA incluido], envío a domicilio [1].</p>
      <p>RUC 20512345679. Cuenta BCP 191-98765432-0-12. <a href="/docs/catalogo-2025.pdf">Catálogo</a></p>
      <div class="form-section"><h2><span>02</span> Your Address</h2><input name="address" placeholder="Street"></div>
      <script>const id = 'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/x/g, () => '0'); const token = getToken()</script>`
    const own = {
      name: 'app.js',
      code: 'const key = process.env.API_KEY; fetch(url, { headers: { Authorization: `Bearer ${key}` } })',
    }
    expect(leftovers(html, [own])).toMatchObject({ status: 'pass', values: { count: 0 } })
  })
})
