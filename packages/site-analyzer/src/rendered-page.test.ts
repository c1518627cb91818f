import { randomBytes } from 'node:crypto'
import { crc32, deflateSync } from 'node:zlib'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { chromiumPath } from './chromium'
import { analyzeSite } from './analyze'
import { startFixtureSite, type FixtureSite } from '../testing'
import { createWorkQueue } from './limits'
import type { AnalysisResult, CheckId } from './model'
import { canRun } from './phone/browser'

/**
 * A restaurant page whose booking button, booking form and WhatsApp button are drawn by script,
 * under a heavy CSS background, and whose menu a script draws a second after it starts.
 */
const scriptedPage = `<!doctype html>
<html lang="es">
<head>
  <meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Restaurante El Sabor | Santa Tecla</title>
  <style>.banner { height: 200px; background: url(/fondo.png) }</style>
</head>
<body>
  <h1>Restaurante El Sabor</h1>
  <img src="/plato.png" alt="Nuestro plato" width="360" height="300" loading="lazy">
  <div class="banner"></div>
  <div id="app"></div>
  <section id="menu"></section>
  <script>
    setTimeout(() => {
      document.getElementById('menu').innerHTML =
        '<h2>Nuestro menú</h2><p>Pupusas de queso con loroco, yuca frita con chicharrón, sopa de gallina india y tamales de elote, hechos cada mañana con maíz de la cosecha de nuestros vecinos de Santa Tecla.</p>'
    }, 1000)
    document.getElementById('app').innerHTML =
      '<a href="/reservas">Reservar mesa</a><form action="/reservas" method="post"><input name="nombre"><input type="date" name="fecha"><input type="time" name="hora"><button>Reservar</button></form><button id="chat">💬</button>'
    document.getElementById('chat').addEventListener('click', () => window.open(['https://wa.me', '50376543210'].join('/')))
  </script>
</body>
</html>`

/** A real PNG of random pixels: it does not compress, so it weighs about width × height × 3 bytes. */
function noisePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const rows = Buffer.concat(
    Array.from({ length: height }, () => Buffer.concat([Buffer.from([0]), randomBytes(width * 3)])),
  )
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

let site: FixtureSite
let result: AnalysisResult
/** Requests that reached the booking form's address: the phone pass must send nothing. */
const received: string[] = []

beforeAll(async () => {
  site = await startFixtureSite({
    '/': { body: scriptedPage },
    '/reservas': (request, response) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') received.push(request.method ?? '')
      response.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Reservas</h1>')
    },
    '/fondo.png': { headers: { 'content-type': 'image/png' }, body: noisePng(800, 900) },
    '/plato.png': { headers: { 'content-type': 'image/png' }, body: noisePng(360, 300) },
  })
  // A generous deadline: a loaded test machine must not turn the pass into a timeout.
  const phone = { chromiumPath, browsers: createWorkQueue({ concurrency: 1, maxQueued: 1 }), timeoutMs: 150_000 }
  result = await analyzeSite(site.url(), { policy: { allowHosts: [site.host] }, phone })
}, 180_000)
afterAll(() => site.close())

const finding = (id: CheckId) => result.findings.find((candidate) => candidate.id === id)

it.runIf(await canRun(chromiumPath))(
  'reads the page as the phone rendered it and sizes the images the browser downloaded',
  () => {
    expect(result.phone.status).toBe('measured')
    expect(result.business).toBe('restaurant')
    // The menu a script draws a second after it starts is read: the page is not called empty.
    expect(finding('thinHome')).toMatchObject({ status: 'pass', values: { coming: 'no' } })
    expect(Number(finding('thinHome')?.values.words)).toBeGreaterThan(30)
    // Drawn by script: invisible to the HTTP read, seen on the rendered page.
    expect(finding('callToAction')?.status).toBe('pass')
    expect(finding('onlineBooking')?.status).toBe('pass')
    // The WhatsApp button acts only through a script: the phone pass tapped it and saw where it leads.
    expect(finding('whatsapp')).toMatchObject({ status: 'pass', values: { via: 'click' } })
    // The booking form was filled in and sent with every request blocked: it posts, and nothing arrived.
    expect(finding('deadForm')?.status).toBe('pass')
    expect(received).toEqual([])
    // A CSS background no <img> declares is still a heavy image, and most of the page's weight.
    expect(finding('imageSizes')).toMatchObject({
      status: 'fail',
      values: { examples: expect.stringMatching(/^fondo\.png \(21\d\d KB\), plato\.png/) },
    })
    expect(Number(finding('pageWeight')?.values.kib)).toBeGreaterThan(2100)
    // Chromium's largest contentful paint is the dish or the background, as each painted in time, which
    // a busy machine changes. The dish it measured as the largest, lazy-loaded, is the failure; a CSS
    // background is no <img>, and no image is then blamed on a guess.
    const lcp = result.phone.status === 'measured' ? result.phone.measurements.lcpImageUrl : undefined
    expect([site.url('/plato.png'), site.url('/fondo.png')]).toContain(lcp)
    expect(finding('lazyLoading')).toMatchObject(
      lcp === site.url('/plato.png')
        ? { status: 'fail', values: { main: 'plato.png', mainIsLazy: 1 } }
        : { status: 'pass', values: { main: '', mainIsLazy: 0 } },
    )
  },
)
