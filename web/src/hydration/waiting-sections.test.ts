// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createDemand, holdPresses } from './waiting-sections'

/** As the page's script does, first: presses and submissions in waiting regions are held from now on. */
beforeAll(holdPresses)

function region() {
  document.body.innerHTML = `
    <button id="outside">Outside</button>
    <div id="region" data-on-demand="waiting"><form><input name="url" /><button type="button">Scan</button></form><a href="#x">Link</a></div>`
  return document.getElementById('region')!
}

/** The region's button, with a listener standing in for React's, and its form, whose submission is recorded. */
function controls(element: HTMLElement) {
  const button = element.querySelector('button')!
  const pressed = vi.fn()
  button.addEventListener('click', pressed)
  const form = element.querySelector('form')!
  form.requestSubmit = vi.fn()
  return { button, pressed, form }
}

const click = (element: Element) => element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))

afterEach(() => {
  document.body.innerHTML = ''
  vi.unstubAllGlobals()
})

/** An IntersectionObserver that reports when told to: what it observes, and a way to report. */
function stubIntersectionObserver() {
  const observed: Element[] = []
  let report = () => {}
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        report = () => callback([{ isIntersecting: true }])
      }
      observe = (element: Element) => observed.push(element)
      disconnect = () => {}
    },
  )
  return { observed, intersect: () => report() }
}

/** waiting-sections.ts afresh: whether the visitor has used the page, and the shell's state, are the module's own. */
async function freshDemand() {
  vi.resetModules()
  return import('./waiting-sections')
}

describe('createDemand', () => {
  it('loads when the visitor reaches into the region, not elsewhere', async () => {
    const load = vi.fn(async () => {})
    const demand = createDemand(load)
    const element = region()
    demand.watch(element)
    document.getElementById('outside')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    await Promise.resolve()
    expect(load).not.toHaveBeenCalled()
    element.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    await demand.needed
    expect(load).toHaveBeenCalledOnce()
  })

  it('holds a button press and a submission until the section is live, then replays them', () => {
    const demand = createDemand(async () => {})
    const element = region()
    demand.watch(element)
    const { button, pressed, form } = controls(element)

    expect(click(button)).toBe(false)
    expect(form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))).toBe(false)
    expect(click(element.querySelector('a')!)).toBe(true)
    expect(pressed).not.toHaveBeenCalled()

    demand.live()
    expect(pressed).toHaveBeenCalledOnce()
    expect(form.requestSubmit).toHaveBeenCalledOnce()
    expect(click(button)).toBe(true)
  })

  it('holds a press on a link marked data-held-press, never one on a button that opens or closes a popover', () => {
    const demand = createDemand(async () => {})
    const element = region()
    element.insertAdjacentHTML(
      'beforeend',
      '<a href="/chatbots-inteligentes" data-held-press>Learn more</a><button popovertarget="menu">Close</button>',
    )
    demand.watch(element)
    const learnMore = element.querySelector('[data-held-press]')!
    const opened = vi.fn((event: Event) => event.preventDefault())
    learnMore.addEventListener('click', opened)

    expect(click(learnMore)).toBe(false)
    expect(click(element.querySelector('[popovertarget]')!)).toBe(true)
    expect(opened).not.toHaveBeenCalled()
    demand.live()
    expect(opened).toHaveBeenCalledOnce()
  })

  it('holds what was pressed before the section watched its region (the page still hydrating), and needs it', async () => {
    const element = region()
    const { button, pressed, form } = controls(element)
    expect(click(button)).toBe(false)
    expect(form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))).toBe(false)
    expect(click(document.getElementById('outside')!)).toBe(true)

    const load = vi.fn(async () => {})
    const demand = createDemand(load)
    demand.watch(element)
    await demand.needed
    expect(load).toHaveBeenCalledOnce()
    expect(pressed).not.toHaveBeenCalled()
    demand.live()
    expect(pressed).toHaveBeenCalledOnce()
    expect(form.requestSubmit).toHaveBeenCalledOnce()
  })

  it('wakes a section near the viewport only once the visitor uses the page', async () => {
    const observer = stubIntersectionObserver()
    const load = vi.fn(async () => {})
    const demand = (await freshDemand()).createDemand(load)
    const element = region()
    demand.watch(element, { nearViewport: '600px 0px' })
    await new Promise((resolve) => setTimeout(resolve))
    expect(observer.observed).toEqual([])

    window.dispatchEvent(new Event('touchstart'))
    await vi.waitFor(() => expect(observer.observed).toEqual([element]), { timeout: 30_000 })
    expect(load).not.toHaveBeenCalled()
    observer.intersect()
    await demand.needed
    expect(load).toHaveBeenCalledOnce()
  })

  it('counts a page already scrolled (opened at a fragment) as in use', async () => {
    const observer = stubIntersectionObserver()
    vi.stubGlobal('scrollY', 900)
    const demand = (await freshDemand()).createDemand(async () => {})
    const element = region()
    demand.watch(element, { nearViewport: '600px 0px' })
    await vi.waitFor(() => expect(observer.observed).toEqual([element]), { timeout: 30_000 })
  })
})

describe('prepareShell', () => {
  it('wakes the shell sections still waiting and resolves once they are live', async () => {
    const { createDemand, prepareShell } = await freshDemand()
    const load = vi.fn(async () => {})
    const demand = createDemand(load)
    demand.watch(region(), { shell: true })
    let prepared = false
    const preparing = prepareShell().then(() => (prepared = true))
    await demand.needed
    expect(load).toHaveBeenCalledOnce()
    expect(prepared).toBe(false)
    demand.live()
    await preparing
  })

  it('wakes a shell section that starts watching after a navigation began (the page still hydrating)', async () => {
    const { createDemand, prepareShell } = await freshDemand()
    await prepareShell()
    const load = vi.fn(async () => {})
    const demand = createDemand(load)
    demand.watch(region(), { shell: true })
    await demand.needed
    expect(load).toHaveBeenCalledOnce()
  })

  it('leaves sections outside the shell waiting', async () => {
    const { createDemand, prepareShell } = await freshDemand()
    const load = vi.fn(async () => {})
    createDemand(load).watch(region())
    await prepareShell()
    await new Promise((resolve) => setTimeout(resolve))
    expect(load).not.toHaveBeenCalled()
  })
})

describe('a section still waiting, in another language', () => {
  it('is listed by its region, keeps the markup of both languages, and forgets nothing it was asked to wait in', async () => {
    const { createDemand, sectionsWaiting } = await freshDemand()
    const load = vi.fn(async () => {})
    const demand = createDemand(load, 'es')
    const element = region()
    element.dataset.section = '_R_1_'
    const spanish = element.innerHTML
    demand.watch(element)
    expect(demand.waitsIn('en')).toBe(false)

    const [section] = sectionsWaiting()
    expect(section).toMatchObject({ id: '_R_1_', shell: false })
    section!.adopt('en', '<p>Scan in English</p>')
    // React renders it afresh in English, over the Spanish markup the region still holds.
    element.innerHTML = `<div>${demand.markupIn('en')}</div>`
    expect(demand.waitsIn('en')).toBe(true)
    expect(demand.markupIn('es')).toBe(spanish)
    expect(load).not.toHaveBeenCalled()

    demand.live()
    expect(sectionsWaiting()).toEqual([])
  })

  it('replays a press made on a copy of its markup on the button at the same place once it is live', () => {
    const demand = createDemand(async () => {})
    const element = region()
    demand.watch(element)
    element.innerHTML = `<div style="display: contents">${element.innerHTML}</div>`
    const copy = element.querySelector('button')!
    expect(click(copy)).toBe(false)

    // Live, the section renders its own markup in place of the copy.
    element.innerHTML = '<form><input name="url" /><button type="button">Scan</button></form>'
    const { pressed } = controls(element)
    demand.live()
    expect(pressed).toHaveBeenCalledOnce()
  })
})
