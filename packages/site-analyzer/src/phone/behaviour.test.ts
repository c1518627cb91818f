import * as cheerio from 'cheerio'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { behaviourSite, startFixtureSite, type FixtureSite } from '../../testing'
import { chromiumPath } from '../chromium'
import { formsOf } from '../checks/forms'
import { canRun, openPhoneBrowser, type PhoneBrowser } from './browser'
import { probeBehaviour, type PageBehaviour } from './behaviour'

/**
 * The tries of the phone pass in real Chromium behind its egress proxy, without Lighthouse: each
 * fixture page is loaded, its forms found, and the page tried as `measure` tries it.
 */
const withBrowser = describe.runIf(await canRun(chromiumPath))

withBrowser('what the phone pass finds by trying the page', () => {
  const { routes, received } = behaviourSite()
  let site: FixtureSite
  let opened: PhoneBrowser
  const tried: Record<string, PageBehaviour> = {}

  /** Loads a page as after Lighthouse (the previous page's tries left every request blocked): its forms. */
  const load = async (path: string) => {
    await opened.page.setRequestInterception(false)
    opened.page.removeAllListeners('request')
    await opened.page.goto(site.url(path), { waitUntil: 'load' })
    return formsOf(cheerio.load(await opened.page.content()))
  }

  beforeAll(async () => {
    site = await startFixtureSite(routes)
    opened = await openPhoneBrowser(chromiumPath, { allowHosts: [site.host] })
    for (const path of [
      '/pizzeria',
      '/salon',
      '/guarda-local',
      '/sin-accion',
      '/formulario',
      '/almohadilla',
      '/turno',
      '/pide-mas',
      '/falla',
      '/carrito-vacio',
      '/elige-fecha',
      '/error-campo',
      '/en-pasos',
      '/confirma',
      '/correo',
    ]) {
      tried[path] = await probeBehaviour(opened.page, await load(path), 4_000)
    }
    // A budget already spent: the page's controls and its form are left untried.
    tried['/salon, no time'] = await probeBehaviour(opened.page, await load('/salon'), 0)
    // The same pages as if their code had thrown as they loaded (a library missing offline).
    for (const path of ['/sin-accion', '/guarda-local']) {
      tried[`${path}, threw on load`] = await probeBehaviour(opened.page, await load(path), 4_000, {
        threwOnLoad: true,
      })
    }
  }, 120_000)
  afterAll(async () => {
    await opened?.close()
    await site?.close()
  })

  it('finds the WhatsApp order that the cart’s «Pedir» button opens with window.open, and the address it opened', () => {
    expect(tried['/pizzeria']!.routes).toContainEqual({
      kind: 'whatsapp',
      control: 'Pedir (Tu pedido)',
      source: 'click',
      address: expect.stringMatching(/^https:\/\/wa\.me\/50376543210\?text=Quiero/),
    })
  })

  it('finds a WhatsApp bubble that is only a <div> listening for a tap, named by its icon', () => {
    expect(tried['/pizzeria']!.routes).toContainEqual({
      kind: 'whatsapp',
      control: 'WhatsApp',
      source: 'click',
      address: 'https://wa.me/50376543210',
    })
  })

  it('finds the WhatsApp and call buttons that act by onclick, named by icon and words', () => {
    expect(tried['/salon']!.routes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'whatsapp', control: 'whatsapp', source: 'click' }),
        { kind: 'phone', control: 'Llamar', source: 'click', address: 'tel:+50322345678' },
      ]),
    )
  })

  it('stops where its budget ends: nothing tapped, no form sent, the page not said to be tried whole', () => {
    expect(tried['/salon, no time']).toEqual({ routes: [], forms: [], tappedAll: false })
  })

  it('sends the booking form without a <form> element through its script', () => {
    expect(tried['/salon']!.forms).toEqual([expect.objectContaining({ outcome: 'sends' })])
  })

  it('finds the forms that send nowhere: saved only in the browser, or without an address', () => {
    expect(tried['/guarda-local']!.forms).toEqual([expect.objectContaining({ outcome: 'nowhere', reason: 'storage' })])
    expect(tried['/sin-accion']!.forms).toEqual([expect.objectContaining({ outcome: 'nowhere', reason: 'nothing' })])
  })

  it('picks a choice of each group as a visitor does: the turn goes to WhatsApp', () => {
    expect(tried['/turno']!.forms).toEqual([expect.objectContaining({ outcome: 'sends', route: 'whatsapp' })])
    expect(tried['/turno']!.routes).toContainEqual(expect.objectContaining({ kind: 'whatsapp', source: 'click' }))
  })

  it('judges no form whose press asked for more, failed, met a disabled button, had no button to press, or showed a next step', () => {
    for (const path of ['/pide-mas', '/falla', '/carrito-vacio', '/elige-fecha', '/error-campo', '/en-pasos'])
      expect(tried[path]!.forms, JSON.stringify(tried[path])).toEqual([
        { path: expect.any(String), outcome: 'unverified' },
      ])
  })

  it('judges no form that did nothing on a page that threw as it loaded; one that stored the message still lost it', () => {
    expect(tried['/sin-accion, threw on load']!.forms).toEqual([{ path: expect.any(String), outcome: 'unverified' }])
    expect(tried['/guarda-local, threw on load']!.forms).toEqual([
      expect.objectContaining({ outcome: 'nowhere', reason: 'storage' }),
    ])
  })

  it('says yes to a form’s «¿Seguro?», as a visitor sending it does', () => {
    expect(tried['/confirma']!.forms).toEqual([expect.objectContaining({ outcome: 'sends' })])
  })

  it('takes a form that opens a mail draft for unverified: the visitor’s mail app may never send it', () => {
    expect(tried['/correo']!.forms).toEqual([
      expect.objectContaining({ outcome: 'unverified', reason: 'mailDraft', route: 'email' }),
    ])
  })

  it('sees a real form post to its server, and lets nothing reach the server', () => {
    expect(tried['/formulario']!.forms).toEqual([expect.objectContaining({ outcome: 'sends' })])
    expect(received).toEqual([])
  })

  it('takes a post to #, the template’s placeholder, for neither sent nor lost: its server may or may not take it', () => {
    expect(tried['/almohadilla']!.forms).toEqual([expect.objectContaining({ outcome: 'unverified' })])
  })
})

withBrowser('whether the phone pass tapped every control', () => {
  const page = (body: string) => ({ body: `<!doctype html><html lang="es"><body>${body}</body></html>` })
  let site: FixtureSite
  let opened: PhoneBrowser
  const tried: Record<string, PageBehaviour> = {}

  beforeAll(async () => {
    site = await startFixtureSite({
      // The WhatsApp handler lives in a module that never arrives: tapping the button throws.
      '/modulo-roto': page(`<h1>Estética Alba</h1>
        <button onclick="openWhatsApp()" aria-label="Contactar por WhatsApp">💬</button>
        <script type="module" src="/js/no-llega.js"></script>`),
      '/completo': page(
        `<h1>Asesoría Ferrer</h1><button onclick="document.body.classList.toggle('abierto')">Menú</button>`,
      ),
    })
    opened = await openPhoneBrowser(chromiumPath, { allowHosts: [site.host] })
    for (const path of ['/modulo-roto', '/completo']) {
      await opened.page.setRequestInterception(false)
      opened.page.removeAllListeners('request')
      await opened.page.goto(site.url(path), { waitUntil: 'load' })
      tried[path] = await probeBehaviour(opened.page, [], 4_000)
    }
  }, 60_000)
  afterAll(async () => {
    await opened?.close()
    await site?.close()
  })

  it('says so when every control was tapped and none failed', () => {
    expect(tried['/completo']!.tappedAll).toBe(true)
  })

  it('does not when a tapped control’s handler failed, so a WhatsApp it hides stays unconfirmed', () => {
    expect(tried['/modulo-roto']).toEqual({ routes: [], forms: [], tappedAll: false })
  })
})
