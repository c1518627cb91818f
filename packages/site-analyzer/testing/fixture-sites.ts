import { gzipSync } from 'node:zlib'
import type { FixtureRoute } from './fixture-server'

const longCache = { 'cache-control': 'public, max-age=31536000' }
const gz = (body: string, type: string): FixtureRoute => ({
  headers: { 'content-type': type, 'content-encoding': 'gzip', ...longCache },
  body: gzipSync(body),
})

/** A small business page built the way the report recommends: nothing in SEO or sales should be flagged. */
const wellBuiltHtml = `<!doctype html>
<html lang="es">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Panadería La Espiga | Pan artesanal en Santa Tecla</title>
  <meta name="description" content="Pan artesanal horneado cada mañana en Santa Tecla. Pedidos por WhatsApp, entregas a domicilio y pasteles por encargo.">
  <link rel="canonical" href="https://laespiga.example/">
  <meta property="og:title" content="Panadería La Espiga">
  <meta property="og:description" content="Pan artesanal en Santa Tecla">
  <meta property="og:image" content="https://laespiga.example/og.webp">
  <link rel="stylesheet" href="/styles.css">
  <script src="/app.js" defer></script>
  <script async src="https://www.googletagmanager.com/gtag/js?id=G-TEST"></script>
  <script type="application/ld+json">{"@context":"https://schema.org","@type":"LocalBusiness","name":"La Espiga"}</script>
</head>
<body>
  <header><a href="/">La Espiga</a></header>
  <main>
    <h1>Pan artesanal en Santa Tecla</h1>
    <img src="/hero.webp" alt="Pan recién horneado" width="1200" height="600">
    <a href="https://wa.me/50376543210">Pide por WhatsApp</a>
    <a href="tel:+50376543210">Llámanos</a>
    <a href="https://calendly.com/laespiga/pedido">Agenda tu pedido de pastel</a>
    <section><h2>Lo que dicen nuestros clientes</h2><blockquote>«El mejor pan de la zona.» — Ana</blockquote></section>
    <img src="/shop.webp" alt="Nuestra tienda" width="800" height="600" loading="lazy">
    <img src="/cake.webp" alt="Pastel de tres leches" width="800" height="600" loading="lazy">
    <p>Pan francés $0.15 · Pastel de tres leches desde $18</p>
    <form action="/contacto" method="post">
      <input name="nombre"><input type="email" name="correo"><textarea name="mensaje"></textarea>
      <button type="submit">Solicita tu cotización</button>
    </form>
  </main>
  <footer>
    <address>Calle Principal 1, Santa Tecla</address>
    <p>Lunes a sábado de 6:00 a 19:00</p>
    <a href="/privacidad">Política de privacidad</a>
    <a href="https://instagram.com/laespiga">Instagram</a>
  </footer>
</body>
</html>`

/** The same kind of business, with the mistakes the analyzer must catch. */
const poorHtml = `<html>
<head><title>Inicio</title><script src="/jquery.js"></script></head>
<body>
  <h1>Bienvenidos</h1><h1>Nuestros productos</h1>
  <img src="/foto1.jpg"><img src="/foto2.jpg"><img src="/foto3.jpg"><img src="/foto4.jpg">
  <a href="/productos">aquí</a>
</body>
</html>`

const image = (bytes: number, type: string): FixtureRoute => ({
  headers: { 'content-type': type, ...longCache },
  body: Buffer.alloc(bytes),
})

export const wellBuiltSite: Record<string, FixtureRoute> = {
  '/': gz(wellBuiltHtml, 'text/html; charset=utf-8'),
  '/styles.css': gz('body{margin:0}'.repeat(200), 'text/css'),
  '/app.js': gz('console.log(1);'.repeat(200), 'text/javascript'),
  '/hero.webp': image(60_000, 'image/webp'),
  '/shop.webp': image(30_000, 'image/webp'),
  '/cake.webp': image(30_000, 'image/webp'),
  '/robots.txt': {
    headers: { 'content-type': 'text/plain' },
    body: 'User-agent: *\nAllow: /\nSitemap: https://laespiga.example/sitemap.xml\n',
  },
  '/privacidad': gz('<!doctype html><html lang="es"><title>Privacidad</title><h1>Privacidad</h1></html>', 'text/html'),
}

export const poorSite: Record<string, FixtureRoute> = {
  '/': { body: poorHtml },
  '/jquery.js': { headers: { 'content-type': 'text/javascript' }, body: 'x'.repeat(90_000) },
  '/foto1.jpg': image(700_000, 'image/jpeg'),
  '/foto2.jpg': image(300_000, 'image/jpeg'),
  '/foto3.jpg': image(40_000, 'image/jpeg'),
  '/foto4.jpg': image(40_000, 'image/jpeg'),
}
