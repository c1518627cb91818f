// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createDemand } from './demand'

function region() {
  document.body.innerHTML = `
    <button id="outside">Outside</button>
    <div id="region"><form><input name="url" /><button type="button">Scan</button></form><a href="#x">Link</a></div>`
  return document.getElementById('region')!
}

const click = (element: Element) => element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))

afterEach(() => {
  document.body.innerHTML = ''
})

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
    const button = element.querySelector('button')!
    // Stands in for React's listener.
    const pressed = vi.fn()
    button.addEventListener('click', pressed)
    const form = element.querySelector('form')!
    form.requestSubmit = vi.fn()

    expect(click(button)).toBe(false)
    expect(form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))).toBe(false)
    expect(click(element.querySelector('a')!)).toBe(true)
    expect(pressed).not.toHaveBeenCalled()

    demand.live()
    expect(pressed).toHaveBeenCalledOnce()
    expect(form.requestSubmit).toHaveBeenCalledOnce()
    expect(click(button)).toBe(true)
  })
})
