import type { FixtureHandler, FixtureRoute } from './fixture-server'

type Site = Record<string, FixtureRoute | FixtureHandler>

const page = (title: string, body: string): Site => ({
  '/': { body: `<!doctype html><html lang="es"><title>${title}</title><h1>${title}</h1>${body}</html>` },
})

/** Long tasks every 100 ms: the CPU never goes quiet, so Lighthouse keeps polling the page. */
export const busySite = page(
  'Busy',
  '<script>setInterval(() => { const t = Date.now(); while (Date.now() - t < 90); }, 100)</script>',
)

/** A page with no script at all: nothing on it can be blamed on scripts. */
export const scriptlessSite = page(
  'Panadería Sin Scripts',
  '<meta name="viewport" content="width=device-width, initial-scale=1"><p>Pan dulce y café, todos los días.</p>'.repeat(
    3,
  ),
)

/**
 * Pages written to hurt whoever loads them, each with what it does: the analysis must answer, within
 * its bounds, whatever they do.
 */
export const hostileSites: Record<string, Site> = {
  /** 48 array buffers of 64 MB, each written through: 3 GB if nothing stopped it. */
  memoryHog: page(
    'Hog',
    '<script>const kept = []; (function grow() { if (kept.length < 48) { kept.push(new Uint8Array(64 * 1024 * 1024).fill(1)); setTimeout(grow, 0) } })()</script>',
  ),
  infiniteLoop: page('Loop', '<script>for (;;) {}</script>'),
  dialogLoop: page('Dialogs', '<script>for (;;) alert("¡Oferta!")</script>'),
  hugeDom: page(
    'Huge',
    '<script>const all = document.createDocumentFragment(); for (let i = 0; i < 2_000_000; i++) all.appendChild(document.createElement("div")); document.body.appendChild(all)</script>',
  ),
  /** 200 frames, 100 workers spinning for ever, 50 windows opened: a page that wears out its browser. */
  popupStorm: {
    ...page(
      'Storm',
      `<script>
        for (let i = 0; i < 200; i++) document.body.appendChild(Object.assign(document.createElement('iframe'), { src: '/frame?' + i }))
        const spin = URL.createObjectURL(new Blob(['for (;;) {}'], { type: 'text/javascript' }))
        for (let i = 0; i < 100; i++) new Worker(spin)
        for (let i = 0; i < 50; i++) window.open('/frame?window' + i)
      </script>`,
    ),
    '/frame': { body: '<!doctype html><p>Marco</p><script>setInterval(() => {}, 10)</script>' },
  },
  /** The page loads quickly; an image and a script on it never finish arriving. */
  endlessNetwork: {
    ...page('Endless', '<img src="/endless.jpg" alt="Sin fin"><script src="/endless.js"></script>'),
    '/endless.jpg': endless,
    '/endless.js': endless,
  },
}

function endless(...[, response]: Parameters<FixtureHandler>) {
  response.writeHead(200, { 'content-type': 'application/octet-stream' })
  const timer = setInterval(() => response.write(Buffer.alloc(1024, 32)), 100)
  response.on('close', () => clearInterval(timer))
}
