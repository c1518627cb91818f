import { afterAll, beforeAll, expect, it } from 'vitest'
import { chromiumPath } from './chromium'
import { analyzeSite } from './analyze'
import { startFixtureSite, type FixtureSite } from '../testing'
import { createWorkQueue } from './limits'
import type { AnalysisResult } from './model'
import { canRun } from './phone/browser'

/** A Spanish home page whose script sends a browser set to another language to its English copy. */
const spanishHome = `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>LM Traducciones | Traductora perito en Monterrey</title>
<script>if (!navigator.language.startsWith('es')) location.replace('/en/')</script></head>
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

let site: FixtureSite
let result: AnalysisResult

beforeAll(async () => {
  site = await startFixtureSite({ '/': { body: spanishHome }, '/en/': { body: englishCopy } })
  // A generous deadline: a loaded test machine must not turn the pass into a timeout.
  const phone = { chromiumPath, browsers: createWorkQueue({ concurrency: 1, maxQueued: 1 }), timeoutMs: 150_000 }
  result = await analyzeSite(site.url(), { policy: { allowHosts: [site.host] }, phone })
}, 180_000)
afterAll(() => site.close())

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
