import type { Result } from 'lighthouse'
import { describe, expect, it } from 'vitest'
import { browserVerdicts, hotlinkedImages, threwOnLoad, unjudgedInBrowser, unmeasuredInBrowser } from './browser-checks'

const table = (items: Record<string, unknown>[]) => ({ score: 0, details: { type: 'table', items } })

/** The few audits these checks read, as Lighthouse reports them. */
function lighthouseResult(cls: number, tbtMs: number): Result {
  return {
    audits: {
      'cumulative-layout-shift': { score: 0, numericValue: cls },
      'layout-shifts': table([
        { node: { nodeLabel: 'Banner de ofertas' }, score: cls * 0.8 },
        { node: { snippet: '<img class="hero">' }, score: cls * 0.2 },
      ]),
      'total-blocking-time': { score: 0, numericValue: tbtMs },
      'bootup-time': table([
        { url: 'https://connect.facebook.net/es_LA/sdk.js', total: 900, scripting: 700 },
        { url: 'https://tienda.example/js/slider.min.js', total: 400, scripting: 300 },
        // A stylesheet the page parsed, and a small script: neither ran long enough to block.
        { url: 'https://fonts.googleapis.com/css2?family=Inter', total: 120, scripting: 0 },
        { url: 'https://tienda.example/js/menu.js', total: 60, scripting: 12 },
        { url: 'Unattributable', total: 300 },
      ]),
    },
  } as unknown as Result
}

const page = { audibleAutoplay: [], lcpImageUrl: '', html: '', hasForm: true, wider: { by: 0, parts: [] } }
const verdictsOf = (cls: number, tbtMs: number) =>
  Object.fromEntries(
    browserVerdicts(lighthouseResult(cls, tbtMs), page, 'https://tienda.example/').map((found) => [found.id, found]),
  )

describe('the phone metrics as findings', () => {
  it.each([
    {
      what: 'what jumps while the page loads, at the thresholds PageSpeed Insights colours CLS by',
      id: 'layoutShift',
      at: (value: number) => verdictsOf(value, 0),
      pass: 0.05,
      warn: 0.18,
      poor: 0.31,
      values: { value: '0.31', count: 2, examples: 'Banner de ofertas, <img class="hero">' },
    },
    {
      what: 'the scripts that keep the phone busy, at 200 ms and 600 ms of total blocking time',
      id: 'blockingScripts',
      at: (value: number) => verdictsOf(0, value),
      pass: 150,
      warn: 350,
      poor: 1250,
      values: { value: '1250', count: 2, examples: 'sdk.js, slider.min.js' },
    },
  ])('names $what', ({ id, at, pass, warn, poor, values }) => {
    expect(at(pass)[id]?.status).toBe('pass')
    expect(at(warn)[id]?.status).toBe('warn')
    expect(at(poor)[id]).toMatchObject({ category: 'speed', status: 'fail' })
    expect(at(poor)[id]?.values).toEqual(values)
  })

  it('names only the scripts that ran long enough to block, never a stylesheet', () => {
    const lhr = lighthouseResult(0, 300)
    lhr.audits['bootup-time'] = table([
      { url: 'https://fonts.googleapis.com/css2?family=Inter', total: 200, scripting: 0 },
      { url: 'https://cerrajeria.example/script.js', total: 80, scripting: 20 },
    ]) as unknown as Result['audits'][string]
    const found = browserVerdicts(lhr, page, 'https://cerrajeria.example/').find(
      (item) => item.id === 'blockingScripts',
    )
    // Nothing of the page's ran long: the blocking time is the machine's, not the site's.
    expect(found).toMatchObject({ status: 'pass', values: { count: 0 } })
  })

  /** The blocking-scripts finding of a page with this blocking time and these scripts' running, as bootup-time lists them. */
  const blockingOf = (tbtMs: number, pageUrl: string, items: Record<string, unknown>[]) => {
    const lhr = lighthouseResult(0, tbtMs)
    lhr.audits['bootup-time'] = table(items) as unknown as Result['audits'][string]
    return browserVerdicts(lhr, page, pageUrl).find((item) => item.id === 'blockingScripts')
  }

  it('never blames scripts on a page without any: the blocking time is then not a script finding', () => {
    const found = blockingOf(2953, 'https://panaderia.example/', [{ url: 'Unattributable', total: 2900 }])
    expect(found?.status).toBe('pass')
  })

  it('blames no script when the scripts ran for a small part of the blocking time: a long page took it', () => {
    const found = blockingOf(867, 'https://electricista.example/', [
      { url: 'https://electricista.example/', total: 3860, scripting: 107 },
      { url: 'Unattributable', total: 958, scripting: 27 },
      { url: 'https://electricista.example/main.min.js', total: 506, scripting: 48 },
    ])
    expect(found?.status).toBe('pass')
  })

  it('blames no small script that ran just past a long task: it can have made little of the blocking', () => {
    // A laundry's 5 kB script that only attaches listeners, measured on a busy machine.
    const found = blockingOf(235, 'https://lavanderia.example/', [
      { url: 'https://lavanderia.example/', total: 2700, scripting: 20 },
      { url: 'Unattributable', total: 560, scripting: 12 },
      { url: 'https://lavanderia.example/script.js', total: 140, scripting: 110 },
    ])
    expect(found?.status).toBe('pass')
  })

  it('never names the page itself as a script, but blames its own inline scripts when they run long', () => {
    const blocking = (scripting: number) =>
      blockingOf(950, 'http://127.0.0.1:8080/#inicio', [
        { url: 'http://127.0.0.1:8080/', total: 900, scripting },
        { url: 'http://127.0.0.1:8080/main.js', total: 450, scripting: 400 },
      ])
    expect(blocking(10)?.values).toEqual({ value: '950', count: 1, examples: 'main.js' })
    expect(
      blockingOf(950, 'https://panaderia.example/', [
        { url: 'https://panaderia.example/', total: 900, scripting: 700 },
      ]),
    ).toMatchObject({ status: 'fail', values: { count: 0, examples: '' } })
  })

  it('does not judge blocking time on a host Lighthouse finds too slow: it would measure our machine', () => {
    const slow = { ...lighthouseResult(0, 1250), environment: { benchmarkIndex: 640 } } as unknown as Result
    expect(browserVerdicts(slow, page, 'https://tienda.example/').map((found) => found.id)).not.toContain(
      'blockingScripts',
    )
    expect(unjudgedInBrowser(slow)).toEqual(['blockingScripts'])
    const quick = { ...lighthouseResult(0, 1250), environment: { benchmarkIndex: 1800 } } as unknown as Result
    expect(
      browserVerdicts(quick, page, 'https://tienda.example/').find((found) => found.id === 'blockingScripts')?.status,
    ).toBe('fail')
    expect(unjudgedInBrowser(quick)).toEqual([])
  })

  it('leaves a metric out when Lighthouse did not measure it, so it never reads as a pass', () => {
    const verdicts = browserVerdicts({ audits: {} } as unknown as Result, page, 'https://tienda.example/')
    expect(verdicts.map((found) => found.id)).not.toContain('layoutShift')
    expect(verdicts.map((found) => found.id)).not.toContain('blockingScripts')
  })
})

describe("the page's width on a phone", () => {
  const styledPass = () => {
    const lhr = lighthouseResult(0, 0)
    lhr.audits['network-requests'] = table([
      { url: 'https://cerrajeria.example/style.css', resourceType: 'Stylesheet', statusCode: 200 },
    ]) as unknown as Result['audits'][string]
    return lhr
  }
  const widthOf = (lhr: Result, by: number, parts: string[] = []) =>
    browserVerdicts(lhr, { ...page, wider: { by, parts } }, 'https://cerrajeria.example/').find(
      (found) => found.id === 'pageWidth',
    )

  it('fails a page a strip wider than the screen, warns of a wobble, and passes one that fits', () => {
    expect(widthOf(styledPass(), 240, ['«Tarifas»', 'mapa.png'])).toMatchObject({
      status: 'fail',
      category: 'sales',
      values: { pixels: 240, count: 2, examples: '«Tarifas», mapa.png' },
    })
    expect(widthOf(styledPass(), 6, ['«Menú»'])?.status).toBe('warn')
    expect(widthOf(styledPass(), 0)).toMatchObject({ status: 'pass', values: { pixels: 0, count: 0 } })
  })

  it('is left out when any of the page’s styles, even only its typeface, did not arrive: a fallback is wider or narrower', () => {
    for (const url of ['https://fonts.googleapis.com/css2?family=Lato', 'https://cerrajeria.example/style.css']) {
      const lhr = lighthouseResult(0, 0)
      lhr.audits['network-requests'] = table([
        { url, resourceType: 'Stylesheet' },
      ]) as unknown as Result['audits'][string]
      expect(widthOf(lhr, 240, ['«Tarifas»']), url).toBeUndefined()
      expect(
        unmeasuredInBrowser(lhr).map((check) => check.id),
        url,
      ).toContain('pageWidth')
    }
  })
})

describe('form labels', () => {
  it('apply only to a page with fields to fill in: without a form there is nothing to judge', () => {
    const lhr = { audits: { label: table([]) } } as unknown as Result
    const ids = (hasForm: boolean) =>
      browserVerdicts(lhr, { ...page, hasForm }, 'https://salon.example/').map((found) => found.id)
    expect(ids(true)).toContain('formLabels')
    expect(ids(false)).not.toContain('formLabels')
  })
})

describe("the page's JavaScript errors", () => {
  it("counts what the page's scripts threw or logged as errors, not a failed request or the browser's note on a meta tag", () => {
    const lhr = {
      audits: {
        'errors-in-console': table([
          { source: 'exception', description: 'TypeError: menu is null' },
          { source: 'console.error', description: 'No se pudo cargar el calendario' },
          { source: 'network', description: 'Failed to load resource: net::ERR_FAILED' },
          {
            source: 'other',
            description: 'X-Frame-Options may only be set via an HTTP header sent along with a response',
          },
        ]),
      },
    } as unknown as Result
    const consoleErrors = () =>
      browserVerdicts(lhr, page, 'https://salon.example/').find(({ id }) => id === 'consoleErrors')
    expect(consoleErrors()).toMatchObject({ status: 'warn', values: { count: 2 } })
    // A library that never arrived («jQuery is not defined») makes errors that depend on where we ran.
    lhr.audits['network-requests'] = table([
      { url: 'https://code.jquery.com/jquery.min.js', resourceType: 'Script', statusCode: -1 },
    ]) as unknown as Result['audits'][string]
    expect(consoleErrors()).toBeUndefined()
  })
})

describe('whether the page threw as it loaded', () => {
  const withConsole = (items: Record<string, unknown>[]) =>
    ({ audits: { 'errors-in-console': table(items) } }) as unknown as Result

  it('counts an uncaught exception, not a failed request or a logged error', () => {
    expect(
      threwOnLoad(withConsole([{ source: 'exception', description: 'ReferenceError: lucide is not defined' }])),
    ).toBe(true)
    expect(threwOnLoad(withConsole([{ source: 'network' }, { source: 'console.error', description: 'oops' }]))).toBe(
      false,
    )
    expect(threwOnLoad({ audits: {} } as unknown as Result)).toBe(false)
  })
})

describe('pictures taken from other sites', () => {
  it('counts the pictures hotlinked from other sites, a Google Images thumbnail among them, not a CDN’s, and names their hosts', () => {
    const image = (url: string) => ({ url, resourceType: 'Image' })
    const lhr = {
      audits: {
        'network-requests': table([
          image('https://tienda.example/img/logo.png'),
          image('https://res.cloudinary.com/tienda/image/upload/pan.jpg'),
          image('https://maps.gstatic.com/mapfiles/marker.png'),
          image('https://encrypted-tbn0.gstatic.com/images?q=tbn:ANd9GcQ'),
          image('https://www.otropanadero.com/fotos/croissant.jpg'),
          image('https://www.otropanadero.com/fotos/concha.jpg'),
          image('https://www.otropanadero.com/fotos/concha.jpg'),
        ]),
      },
    } as unknown as Result
    expect(hotlinkedImages(lhr, 'https://tienda.example/')).toEqual({
      images: [
        'https://encrypted-tbn0.gstatic.com/images?q=tbn:ANd9GcQ',
        'https://www.otropanadero.com/fotos/croissant.jpg',
        'https://www.otropanadero.com/fotos/concha.jpg',
      ],
      hosts: ['encrypted-tbn0.gstatic.com', 'www.otropanadero.com'],
    })
  })

  it('names the texts of poor contrast and the small controls as Lighthouse names them, each once', () => {
    const lhr = lighthouseResult(0, 0)
    lhr.audits['color-contrast'] = table([
      { node: { nodeLabel: 'Desde $12,000' } },
      { node: { nodeLabel: 'Desde $12,000' } },
      { node: { snippet: '<p class="precio">' } },
    ]) as unknown as Result['audits'][string]
    lhr.audits['target-size'] = table([{ node: { nodeLabel: 'Facebook' } }]) as unknown as Result['audits'][string]
    lhr.audits['network-requests'] = table([
      { url: 'https://estudio.example/style.css', resourceType: 'Stylesheet', statusCode: 200 },
    ]) as unknown as Result['audits'][string]
    const found = browserVerdicts(lhr, page, 'https://estudio.example/')
    expect(found.find((verdict) => verdict.id === 'contrast')?.values).toEqual({
      count: 3,
      examples: 'Desde $12,000, <p class="precio">',
    })
    expect(found.find((verdict) => verdict.id === 'tapTargets')?.values).toEqual({ count: 1, examples: 'Facebook' })
  })

  it('takes no word an icon font draws for a text of poor contrast', () => {
    const lhr = lighthouseResult(0, 0)
    const star = { node: { nodeLabel: 'star', snippet: '<span class="material-symbols-outlined">' } }
    lhr.audits['color-contrast'] = table([star, star, star]) as unknown as Result['audits'][string]
    lhr.audits['network-requests'] = table([
      { url: 'https://mudanzas.example/style.css', resourceType: 'Stylesheet', statusCode: 200 },
    ]) as unknown as Result['audits'][string]
    const found = browserVerdicts(lhr, page, 'https://mudanzas.example/')
    expect(found.find((verdict) => verdict.id === 'contrast')).toMatchObject({ status: 'pass', values: { count: 0 } })
  })

  it('judges neither contrast, tap targets nor layout shifts on a page whose styles did not arrive, field labels still', () => {
    const withNetwork = (items: Record<string, unknown>[]) => {
      const lhr = lighthouseResult(0, 0)
      lhr.audits['color-contrast'] = table([{ node: { snippet: '<a>' } }]) as unknown as Result['audits'][string]
      lhr.audits['target-size'] = table([{ node: { snippet: '<a>' } }]) as unknown as Result['audits'][string]
      lhr.audits['label'] = table([{ node: { snippet: '<input>' } }]) as unknown as Result['audits'][string]
      lhr.audits['network-requests'] = table(items) as unknown as Result['audits'][string]
      return browserVerdicts(lhr, page, 'https://estudio.example/').map((found) => found.id)
    }
    const styled = withNetwork([
      { url: 'https://estudio.example/style.css', resourceType: 'Stylesheet', statusCode: 200 },
    ])
    expect(styled).toEqual(expect.arrayContaining(['contrast', 'tapTargets', 'formLabels', 'layoutShift']))
    for (const missing of [
      { url: 'https://cdn.tailwindcss.com/', resourceType: 'Script', statusCode: -1 },
      { url: 'https://cdn.jsdelivr.net/npm/bootstrap@5/dist/css/bootstrap.min.css', resourceType: 'Stylesheet' },
    ]) {
      const found = withNetwork([missing])
      expect(found, missing.url).not.toContain('contrast')
      expect(found, missing.url).not.toContain('tapTargets')
      expect(found, missing.url).not.toContain('layoutShift')
      expect(found, missing.url).toContain('formLabels')
    }
    // A stylesheet its server answers with a 404 is missing for every visitor too: the page seen is theirs.
    expect(
      withNetwork([{ url: 'https://estudio.example/engine1/style.css', resourceType: 'Stylesheet', statusCode: 404 }]),
    ).toEqual(expect.arrayContaining(['contrast', 'tapTargets', 'layoutShift']))
    // A script that failed but writes no styles leaves the page styled.
    expect(
      withNetwork([{ url: 'https://connect.facebook.net/sdk.js', resourceType: 'Script', statusCode: -1 }]),
    ).toContain('contrast')
    // Without only its typeface, the page keeps its colours and sizes; its text may still move when the font arrives.
    const fontless = withNetwork([
      { url: 'https://fonts.googleapis.com/css2?family=Lato:wght@300;400&display=swap', resourceType: 'Stylesheet' },
    ])
    expect(fontless).toEqual(expect.arrayContaining(['contrast', 'tapTargets']))
    expect(fontless).not.toContain('layoutShift')
  })

  it('names what a measured pass left out and why, for the report to list as unmeasured', () => {
    const lhr = lighthouseResult(0, 0)
    lhr.audits['network-requests'] = table([
      { url: 'https://fonts.googleapis.com/css2?family=Lato', resourceType: 'Stylesheet' },
      { url: 'https://cdn.jsdelivr.net/npm/bootstrap@5/dist/js/bootstrap.min.js', resourceType: 'Script' },
    ]) as unknown as Result['audits'][string]
    expect(unmeasuredInBrowser(lhr)).toEqual([
      { id: 'layoutShift', cause: 'fonts' },
      { id: 'pageWidth', cause: 'fonts' },
      { id: 'consoleErrors', cause: 'scripts' },
    ])
    // Icons and animations from another site are no more the page's own styles than a typeface is.
    for (const url of [
      'https://use.fontawesome.com/releases/v5.15.4/css/all.css',
      'https://cdnjs.cloudflare.com/ajax/libs/font-awesome/6.4.0/css/all.min.css',
      'https://cdnjs.cloudflare.com/ajax/libs/animate.css/4.1.1/animate.min.css',
    ]) {
      lhr.audits['network-requests'] = table([
        { url, resourceType: 'Stylesheet' },
      ]) as unknown as Result['audits'][string]
      expect(unmeasuredInBrowser(lhr), url).toEqual([
        { id: 'layoutShift', cause: 'fonts' },
        { id: 'pageWidth', cause: 'fonts' },
      ])
    }
    // A framework's stylesheet (Bootstrap) brings the page's colours and sizes.
    lhr.audits['network-requests'] = table([
      { url: 'https://cdn.jsdelivr.net/npm/bootstrap@5/dist/css/bootstrap.min.css', resourceType: 'Stylesheet' },
      { url: 'https://fonts.googleapis.com/css2?family=Lato', resourceType: 'Stylesheet' },
    ]) as unknown as Result['audits'][string]
    expect(unmeasuredInBrowser(lhr).map((entry) => entry.cause)).toEqual(['styles', 'styles', 'styles', 'styles'])
  })
})
