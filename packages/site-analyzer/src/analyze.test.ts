import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { analyzeSite } from './analyze'
import { startFixtureSite, type FixtureSite, poorSite, wellBuiltSite } from '../testing'
import type { AnalysisResult, CheckId } from './model'

let good: FixtureSite
let poor: FixtureSite
let goodResult: AnalysisResult
let poorResult: AnalysisResult

beforeAll(async () => {
  ;[good, poor] = await Promise.all([startFixtureSite(wellBuiltSite), startFixtureSite(poorSite)])
  const policy = { allowHosts: [good.host, poor.host] }
  ;[goodResult, poorResult] = await Promise.all([
    analyzeSite(good.url(), { policy }),
    analyzeSite(poor.url(), { policy }),
  ])
})
afterAll(() => Promise.all([good.close(), poor.close()]))

const status = (result: AnalysisResult, id: CheckId) => result.findings.find((finding) => finding.id === id)?.status

describe('analyzeSite on a well-built page', () => {
  it('does not accuse it of anything it does right', () => {
    const problems = goodResult.findings.filter((finding) => finding.status !== 'pass').map((finding) => finding.id)
    // It has no chat widget, a true finding; served on loopback, its HTTPS is not judged at all.
    expect(problems).toEqual(['chatWidget'])
    expect(status(goodResult, 'https')).toBeUndefined()
  })

  it('scores it high', () => {
    expect(goodResult.scores.overall).toBeGreaterThanOrEqual(85)
    expect(goodResult.scores.speed).toBe(100)
  })
})

describe('analyzeSite on a poor page', () => {
  it.each<[CheckId, string]>([
    ['description', 'fail'],
    ['viewport', 'fail'],
    ['imageAlt', 'fail'],
    ['h1', 'warn'],
    ['lang', 'fail'],
    ['title', 'warn'],
    ['whatsapp', 'fail'],
    ['callToAction', 'fail'],
    ['analytics', 'fail'],
    ['renderBlocking', 'fail'],
    ['imageSizes', 'fail'],
    ['imageFormats', 'warn'],
    ['imageDimensions', 'warn'],
    ['lazyLoading', 'warn'],
    ['compression', 'fail'],
    ['caching', 'warn'],
    ['robotsTxt', 'warn'],
    ['sitemap', 'warn'],
    ['linkText', 'warn'],
  ])('flags %s as %s', (id, expected) => expect(status(poorResult, id)).toBe(expected))

  it('counts the images without alt text and puts the most valuable fixes first', () => {
    expect(poorResult.findings.find((finding) => finding.id === 'imageAlt')?.values.count).toBe(4)
    expect(poorResult.topActions).toHaveLength(3)
    expect(poorResult.scores.overall).toBeLessThan(40)
  })
})

describe('analyzeSite on servers that do not help', () => {
  it('sizes images whose HEAD gives no length, and accepts images described for assistive technology', async () => {
    const image = Buffer.alloc(600_000)
    const site = await startFixtureSite({
      '/': {
        body: '<html lang="en"><body><img src="/big.png" aria-label="Team photo"><img src="/deco.png" role="presentation"><h1>Hi</h1></body></html>',
      },
      '/big.png': (request, response) => {
        response.writeHead(200, { 'content-type': 'image/png', 'transfer-encoding': 'chunked' })
        response.end(request.method === 'HEAD' ? undefined : image)
      },
      '/deco.png': (request, response) => {
        response.writeHead(request.method === 'HEAD' ? 405 : 200, { 'content-type': 'image/png' })
        response.end()
      },
    })
    const result = await analyzeSite(site.url(), { policy: { allowHosts: [site.host] } })
    expect(status(result, 'imageSizes')).toBe('fail')
    expect(status(result, 'imageAlt')).toBe('pass')
    await site.close()
  })
  it('weighs a picture a section paints behind it with its own style', async () => {
    const site = await startFixtureSite({
      '/': {
        body: `<html lang="es"><body><h1>Julián Restrepo</h1><section style="background-image: url('./img/backcontacto.webp'); background-size: cover"><p>Entrena conmigo</p></section></body></html>`,
      },
      '/img/backcontacto.webp': { headers: { 'content-type': 'image/webp' }, body: Buffer.alloc(3_700_000) },
    })
    const result = await analyzeSite(site.url(), { policy: { allowHosts: [site.host] } })
    expect(result.findings.find((finding) => finding.id === 'pageWeight')?.status).not.toBe('pass')
    expect(result.findings.find((finding) => finding.id === 'imageSizes')).toMatchObject({
      status: 'fail',
      values: { examples: 'backcontacto.webp (3614 KB)' },
    })
    await site.close()
  })

  it('weighs the WebP a <picture> offers a phone, not its JPEG fallback', async () => {
    const image = (bytes: number, type: string) => ({ headers: { 'content-type': type }, body: Buffer.alloc(bytes) })
    const site = await startFixtureSite({
      '/': {
        body: '<html lang="es"><body><h1>A Plus Shoe Repair</h1><picture><source srcset="/img/hero.webp" type="image/webp"><img src="/img/hero.jpg" alt="Taller"></picture></body></html>',
      },
      '/img/hero.webp': image(120_000, 'image/webp'),
      '/img/hero.jpg': image(900_000, 'image/jpeg'),
    })
    const result = await analyzeSite(site.url(), { policy: { allowHosts: [site.host] } })
    const find = (id: string) => result.findings.find((finding) => finding.id === id)
    expect(find('imageSizes')?.status).toBe('pass')
    expect(find('imageFormats')?.status).toBe('pass')
    await site.close()
  })

  it('reads the page a stub sends the visitor to with a meta refresh, as a browser does, counting the stub as a redirect', async () => {
    const stub =
      '<html><head><meta http-equiv="refresh" content="0; url=html/inicio.html"></head><body><a href="html/inicio.html">enlace</a></body></html>'
    const home = `<html lang="es"><head><title>Lauren Repostería</title></head><body><h1>Lauren Repostería</h1>
      <p>Tortas, postres y mesas dulces para tus celebraciones, hechas a mano con ingredientes frescos cada día.</p>
      <a href="https://wa.me/573001234568">Pedir por WhatsApp</a></body></html>`
    const site = await startFixtureSite({ '/': { body: stub }, '/html/inicio.html': { body: home } })
    const result = await analyzeSite(site.url(), { policy: { allowHosts: [site.host] } })
    const find = (id: string) => result.findings.find((finding) => finding.id === id)
    expect(result.finalUrl).toBe(site.url('/html/inicio.html'))
    expect(find('whatsapp')?.status).toBe('pass')
    expect(find('thinHome')?.status).toBe('pass')
    expect(find('redirects')).toMatchObject({ status: 'warn', values: { count: 1, refresh: 1 } })
    await site.close()
    // A refresh to another site, or one that waits, leaves the page read as it is.
    const away = await startFixtureSite({
      '/': { body: stub.replace('0; url=html/inicio.html', '30; url=html/inicio.html') },
      '/html/inicio.html': { body: home },
    })
    const stayed = await analyzeSite(away.url(), { policy: { allowHosts: [away.host] } })
    expect(stayed.finalUrl).toBe(away.url())
    await away.close()
  })

  it('reads the header and footer a page’s own script fetches and draws, as a browser does: their links and map count', async () => {
    // An accounting firm keeps its header and footer in components/ and draws them with fetch().
    const js = { 'content-type': 'text/javascript' }
    const site = await startFixtureSite({
      '/': {
        body: `<html lang="es"><head><title>Contadores en Apatzingán</title><script src="js/cargar_components.js"></script></head>
          <body><main><h1>Contabilidad para tu negocio</h1><p>Impuestos, nómina y asesoría fiscal para pequeñas empresas de Michoacán.</p></main>
          <div w3-include-html="components/horario.html"></div></body></html>`,
      },
      '/js/cargar_components.js': {
        headers: js,
        body: `function cargarHeader() { fetch("components/header.html").then((r) => r.text()).then((html) => document.body.insertAdjacentHTML("afterbegin", html)) }
          function cargarFooter() { fetch("components/footer.html").then((r) => r.text()).then((html) => document.body.insertAdjacentHTML("beforeend", html)) }
          document.addEventListener("DOMContentLoaded", () => { cargarHeader(); cargarFooter() })
          function irAGracias() { window.location.href = "gracias.html" }`,
      },
      '/components/header.html': { body: '<header><nav><a href="/">Inicio</a></nav></header>' },
      '/components/footer.html': {
        body: `<footer><a href="https://wa.me/524531154682" aria-label="WhatsApp"><i class="bi bi-whatsapp"></i></a>
          <iframe title="Mapa" src="https://www.google.com/maps?q=Calle%20Donato%20Bravo%2C%20Apatzing%C3%A1n&output=embed"></iframe></footer>`,
      },
      '/components/horario.html': { body: '<p>Lunes a viernes de 9:00 a 18:00</p>' },
      '/gracias.html': { body: '<h1>Gracias</h1><a href="https://wa.me/520000000000">x</a>' },
    })
    const result = await analyzeSite(site.url(), { policy: { allowHosts: [site.host] } })
    const find = (id: string) => result.findings.find((finding) => finding.id === id)
    expect(find('whatsapp')?.status).toBe('pass')
    expect(find('location')?.values).toMatchObject({ address: 1 })
    // A page the script sends the visitor to is no part of this one: its template number is not here.
    expect(find('templateContent')?.status).toBe('pass')
    await site.close()
  })

  it('finds a share preview whose picture does not exist or is an SVG, read beside the page as a relative address', async () => {
    const head = (image: string) =>
      `<html lang="es"><head><title>ARQA Desarrollos</title><meta property="og:title" content="ARQA">
      <meta property="og:description" content="Proyectos inmobiliarios en Quito"><meta property="og:image" content="${image}">
      </head><body><h1>ARQA</h1></body></html>`
    const site = await startFixtureSite({
      '/': { body: head('assets/img/og-cover.jpg') },
      '/con-foto/': { body: head('portada.jpg') },
      '/con-foto/portada.jpg': { headers: { 'content-type': 'image/jpeg' }, body: Buffer.alloc(2000) },
      '/svg/': { body: head('logo.svg') },
      '/svg/logo.svg': {
        headers: { 'content-type': 'image/svg+xml' },
        body: '<svg xmlns="http://www.w3.org/2000/svg"/>',
      },
    })
    const openGraph = async (path: string) =>
      (await analyzeSite(site.url(path), { policy: { allowHosts: [site.host] } })).findings.find(
        (finding) => finding.id === 'openGraph',
      )
    expect(await openGraph('/')).toMatchObject({ status: 'warn', values: { count: 3, shareImage: 'missing' } })
    expect(await openGraph('/con-foto/')).toMatchObject({ status: 'pass', values: { shareImage: 'found' } })
    // An SVG is no picture WhatsApp or Facebook shows in a preview.
    expect(await openGraph('/svg/')).toMatchObject({ status: 'warn', values: { shareImage: 'svg' } })
    await site.close()
  })

  it('finds the pictures and stylesheets the page loads that its server says do not exist, and only those', async () => {
    const site = await startFixtureSite({
      '/': {
        // Vercel's analytics scripts exist only on Vercel: elsewhere they are missing and nothing shows it.
        body: '<html lang="es"><head><link rel="stylesheet" href="/css/estilos.css"><script defer src="/_vercel/insights/script.js"></script></head><body><h1>Taller</h1><img src="/img/Logo.png" alt="Logo"><img src="/img/taller.jpg" alt="Taller"></body></html>',
      },
      '/img/taller.jpg': { headers: { 'content-type': 'image/jpeg' }, body: Buffer.alloc(1000) },
      '/css/estilos.css': (_request, response) => {
        response.writeHead(503)
        response.end()
      },
    })
    const result = await analyzeSite(site.url(), { policy: { allowHosts: [site.host] } })
    // The logo answers 404; a stylesheet the server fails to send (503) may be there next time.
    expect(result.findings.find((finding) => finding.id === 'brokenResources')).toMatchObject({
      status: 'warn',
      values: { count: 1, examples: 'Logo.png' },
    })
    await site.close()
  })

  it('asks the site’s own address too when the page is another one: a home page at /Index.html leaves / on a 404', async () => {
    const page = '<html lang="es"><head><title>Academia de inglés</title></head><body><h1>Academia</h1></body></html>'
    const [published, unpublished] = await Promise.all([
      startFixtureSite({ '/': { body: page }, '/Index.html': { body: page } }),
      startFixtureSite({ '/Index.html': { body: page } }),
    ])
    const httpStatus = async (site: FixtureSite) => {
      const result = await analyzeSite(site.url('/Index.html'), { policy: { allowHosts: [site.host] } })
      return result.findings.find((finding) => finding.id === 'httpStatus')
    }
    expect(await httpStatus(published)).toMatchObject({ status: 'pass' })
    expect(await httpStatus(unpublished)).toMatchObject({ status: 'fail', values: { status: 404, where: 'root' } })
    await Promise.all([published.close(), unpublished.close()])
  })

  it('calls nothing missing from a page its scripts draw, read without the phone pass, and leaves what it shows unmeasured', async () => {
    const shell = `<!DOCTYPE html><html lang="es"><head><title>Cerrajería Arriero | Rejas y puertas en Talavera</title>
      <script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>`
    // The app's code is read, and names no WhatsApp link the static pass could prove: only a browser would draw it.
    const app = 'import{createRoot as c}from"./react.js";c(document.getElementById("root")).render(App())'
    const site = await startFixtureSite({
      '/': { body: shell },
      '/assets/index.js': { headers: { 'content-type': 'text/javascript' }, body: app },
      '/assets/react.js': {
        headers: { 'content-type': 'text/javascript' },
        body: 'export const createRoot=()=>({render(){}})',
      },
    })
    const result = await analyzeSite(site.url(), { policy: { allowHosts: [site.host] } })
    const ids = result.findings.map((finding) => finding.id)
    for (const id of [
      'h1',
      'testimonials',
      'trustSignals',
      'emailCapture',
      'whatsapp',
      'callToAction',
      'thinHome',
    ] as const)
      expect(ids, id).not.toContain(id)
    expect(result.drawnByScript).toBe(true)
    expect(result.findings.find((finding) => finding.id === 'unconfirmed')?.values).toMatchObject({
      reason: 'drawn',
      askWhatsapp: 1,
    })
    expect(status(result, 'title')).toBe('pass')
    await site.close()
  })

  it('reads a page that starts with a byte order mark as a browser does: its head stays its head', async () => {
    const page = `\uFEFF<!DOCTYPE html><html lang="en"><head><script>window.dataLayer = []</script>
      <meta charset="UTF-8"><title>Handyman Services in White Plains, NY</title></head><body><h1>Handyman</h1></body></html>`
    const site = await startFixtureSite({ '/': { body: page } })
    const result = await analyzeSite(site.url(), { policy: { allowHosts: [site.host] } })
    expect(result.findings.find((finding) => finding.id === 'title')).toMatchObject({ status: 'pass' })
    expect(status(result, 'doctype')).toBe('pass')
    await site.close()
  })
})
