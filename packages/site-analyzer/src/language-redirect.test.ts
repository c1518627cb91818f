import { afterAll, beforeAll, expect, it } from 'vitest'
import { chromiumPath } from './chromium'
import { analyzeSite } from './analyze'
import { startFixtureSite, type FixtureSite } from '../testing'
import { createWorkQueue } from './limits'
import type { AnalysisResult } from './model'
import { canRun } from './phone/browser'

/** A Spanish home page whose script sends every browser not set to Mexico's Spanish to its English copy. */
const spanishHome = `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>LM Traducciones | Traductora perito en Monterrey</title>
<script>if (navigator.language !== 'es-MX') location.replace('/en/')</script></head>
<body><h1>Traducciones certificadas</h1>
<p>Traducimos sus documentos oficiales del inglés al español con validez ante los tribunales de Nuevo León.</p>
<p>Solicite su cotización hoy mismo y reciba su traducción certificada en pocos días hábiles.</p></body>
</html>`
const englishCopy = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>LM Translations | Certified translator in Monterrey</title></head>
<body><h1>Certified translations</h1>
<p>We translate your official documents from English into Spanish, valid before the courts of Nuevo León.</p>
<p>Ask for your quote today and get your certified translation within a few working days.</p></body>
</html>`

/** A Spanish pharmacy whose script translates its words to English for a browser set to another language. */
const translatingHome = `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Farmacia San Miguel | Farmacia en Valencia</title>
<script>document.addEventListener('DOMContentLoaded', () => {
  if (navigator.language.startsWith('es')) return
  document.querySelector('h1').textContent = 'Your trusted pharmacy'
  for (const paragraph of document.querySelectorAll('p'))
    paragraph.textContent = 'We look after your health with personal advice, fast service and home delivery every day of the week.'
})</script></head>
<body><h1>Tu farmacia de confianza</h1>
<p>Cuidamos tu salud con consejo personalizado, atención rápida y envío a domicilio todos los días de la semana.</p>
<p>Pide tus medicamentos por teléfono y recógelos sin esperar en nuestra farmacia del centro de Valencia.</p></body>
</html>`

let sites: FixtureSite[] = []
let result: AnalysisResult
let translated: AnalysisResult

beforeAll(async () => {
  sites = [
    await startFixtureSite({ '/': { body: spanishHome }, '/en/': { body: englishCopy } }),
    await startFixtureSite({ '/': { body: translatingHome } }),
  ]
  // A generous deadline: a loaded test machine must not turn the pass into a timeout.
  const phone = { chromiumPath, browsers: createWorkQueue({ concurrency: 1, maxQueued: 1 }), timeoutMs: 150_000 }
  result = await analyzeSite(sites[0]!.url(), { policy: { allowHosts: [sites[0]!.host] }, phone })
  translated = await analyzeSite(sites[1]!.url(), { policy: { allowHosts: [sites[1]!.host] }, phone })
}, 360_000)
afterAll(() => Promise.all(sites.map((site) => site.close())))

it.runIf(await canRun(chromiumPath))(
  'judges the home page as served when its script sends the phone to another page, never that page as the home',
  () => {
    expect(result.phone.status).toBe('measured')
    expect(result.findings.find((finding) => finding.id === 'lang')).toMatchObject({
      status: 'pass',
      values: { lang: 'es', written: 'none' },
    })
  },
)

it.runIf(await canRun(chromiumPath))(
  "opens the page in a Latin American visitor's language, so a page that translates itself stays Spanish",
  () => {
    expect(translated.phone.status).toBe('measured')
    expect(translated.findings.find((finding) => finding.id === 'lang')).toMatchObject({
      status: 'pass',
      values: { lang: 'es', written: 'none' },
    })
    expect(translated.market).not.toBe('english')
  },
)
