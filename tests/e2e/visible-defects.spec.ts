import { expect, test, type Locator, type Page } from '@playwright/test'
import { fixtureCopy } from './expected'

// What a visitor sees, measured by computed style and layout; every check runs on a desktop and on a
// phone (the `@mobile` copy runs in the phone project).
const gold = 'rgb(250, 204, 21)'
const red = 'rgb(248, 113, 113)'

const boxes = (items: Locator) =>
  items.evaluateAll((elements) => elements.map((e) => e.getBoundingClientRect().toJSON()))

/** Cards grouped into rows by their top edge. */
async function rows(items: Locator): Promise<number[]> {
  const counts = new Map<number, number>()
  for (const box of await boxes(items)) counts.set(Math.round(box.top), (counts.get(Math.round(box.top)) ?? 0) + 1)
  return [...counts.values()]
}

async function submitEmptyForm(page: Page, form: Locator, submit: string) {
  await form.getByRole('button', { name: submit }).click()
  return form.locator('[id$=-error]').first()
}

for (const device of ['', ' @mobile']) {
  test(`testimonials: gold stars, cards as wide as their grid column${device}`, async ({ page }) => {
    await page.goto('/')
    const figures = page.locator('figure')
    await expect(figures.first()).toBeVisible()
    await expect(
      figures
        .first()
        .getByRole('img', { name: /de 5 estrellas/ })
        .locator('svg')
        .first(),
    ).toHaveCSS('color', gold)
    const column = await figures
      .first()
      .evaluate((figure) => parseFloat(getComputedStyle(figure.parentElement!).gridTemplateColumns))
    expect((await figures.first().boundingBox())!.width).toBeCloseTo(column, 0)
  })

  test(`analysis-form errors are red like the contact form's${device}`, async ({ page }) => {
    // Hydrated first: a press before that is the server markup's, and a native submit reloads the page.
    await page.goto('/', { waitUntil: 'networkidle' })
    const analysis = page.locator('#analysis-section form')
    await expect(await submitEmptyForm(page, analysis, 'Escanear ahora')).toHaveCSS('color', red)
    await page.goto('/contacto', { waitUntil: 'networkidle' })
    await expect(await submitEmptyForm(page, page.getByTestId('contact-form'), 'Enviar mensaje')).toHaveCSS(
      'color',
      red,
    )
  })

  test(`an address with a space is refused by the form, nothing is sent${device}`, async ({ page }) => {
    const sent: string[] = []
    page.on('request', (request) => request.url().includes('/api/analyze') && sent.push(request.url()))
    await page.goto('/?lang=en')
    const form = page.locator('#analysis-section form')
    await form.getByLabel('Your website URL').fill('exa mple.com')
    await form.getByRole('button', { name: 'Scan now' }).click()
    await expect(form.locator('#analysis-url-error')).toHaveText('Please enter a valid URL')
    expect(sent).toEqual([])
  })

  test(`the five-step process leaves no card alone on a row${device}`, async ({ page }) => {
    for (const path of ['/diseno-web-el-salvador', '/chatbots-inteligentes', '/asistentes-de-voz', '/']) {
      await page.goto(path)
      const perRow = await rows(page.locator('ol > li:has(h3)'))
      if (perRow.some((count) => count > 1)) expect(perRow, path).not.toContain(1)
    }
  })

  test(`the "Conocer más" buttons of a row line up${device}`, async ({ page }) => {
    await page.goto('/servicios')
    const cards = page.locator('[data-testid^=service-]')
    const buttons = await boxes(cards.getByRole('link', { name: /^Conocer más/ }))
    const cardTops = (await boxes(cards)).map((box) => Math.round(box.top))
    const bottomsByRow = new Map<number, Set<number>>()
    buttons.forEach((box, index) => {
      const top = cardTops[index] ?? -1
      bottomsByRow.set(top, (bottomsByRow.get(top) ?? new Set()).add(Math.round(box.bottom)))
    })
    for (const bottoms of bottomsByRow.values()) expect(bottoms.size).toBe(1)
  })

  test(`service card list items keep their own height while the buttons line up${device}`, async ({ page }) => {
    await page.goto('/servicios')
    const items = page.locator('[data-testid^=service-] ul > li')
    await expect(items.first()).toBeVisible()
    const stretch = await items.evaluateAll((elements) =>
      elements.map(
        (li) => li.getBoundingClientRect().height - li.querySelector('span')!.getBoundingClientRect().height,
      ),
    )
    expect(stretch.length).toBeGreaterThan(0)
    for (const extra of stretch) expect(extra).toBeLessThanOrEqual(1)
  })

  test(`the FAQ focus ring is rounded and clear of the open answer${device}`, async ({ page }) => {
    await page.goto('/')
    const questions = page.locator('h3 > button[aria-controls]')
    await questions.first().click()
    await expect(questions.first()).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Shift+Tab')
    const ring = await questions.first().evaluate((button) => {
      const style = getComputedStyle(button)
      const extent = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth)
      const box = button.getBoundingClientRect()
      const card = button.closest('h3')!.parentElement!.getBoundingClientRect()
      const answer = document.getElementById(button.getAttribute('aria-controls')!)!
      return {
        focusVisible: button.matches(':focus-visible'),
        rounded: parseFloat(style.borderTopLeftRadius) > 0,
        bottom: box.bottom + extent,
        left: box.left - extent,
        right: box.right + extent,
        answerText: answer.getBoundingClientRect().top + parseFloat(getComputedStyle(answer).paddingTop),
        card: { left: card.left, right: card.right },
      }
    })
    expect(ring.focusVisible).toBe(true)
    expect(ring.rounded).toBe(true)
    expect(ring.bottom).toBeLessThanOrEqual(ring.answerText)
    expect(ring.left).toBeGreaterThanOrEqual(ring.card.left)
    expect(ring.right).toBeLessThanOrEqual(ring.card.right)
  })

  test(`pill buttons keep their label and icon on one line${device}`, async ({ page }) => {
    // On a phone, from the smallest still in use (320 px) to the common 390 px.
    const widths = device ? [320, 360, 375, 390] : [page.viewportSize()!.width]
    const paths = ['/', '/asistentes-de-voz', '/servicios', '/contacto']
    for (const path of paths.flatMap((path) => [path, `${path}?lang=en`])) {
      await page.goto(path)
      await expect(page.locator('main h1')).toBeVisible()
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 })
        const pills = await page.locator('main :is(a, button)').evaluateAll((elements) =>
          elements
            .filter((e) => parseFloat(getComputedStyle(e).borderTopLeftRadius) >= 100 && e.getClientRects().length > 0)
            .map((e) => ({
              label: e.textContent?.trim(),
              height: e.getBoundingClientRect().height,
              oneLine: parseFloat(getComputedStyle(e).minHeight),
            })),
        )
        expect(pills.length, path).toBeGreaterThan(0)
        for (const pill of pills)
          expect(pill.height, `${path} at ${width} px: ${pill.label}`).toBeLessThanOrEqual(pill.oneLine + 1)
      }
    }
  })

  test(`the web design page's checklist is centred under its heading${device}`, async ({ page }) => {
    await page.goto('/diseno-web-el-salvador')
    const title = fixtureCopy('webDesignPage', ['included', 'heading', 'title'], 'es')
    const section = page.locator('main section').filter({ has: page.getByRole('heading', { name: title }) })
    const list = section.locator('ul')
    await expect(list).toBeVisible()
    const heading = (await section.getByRole('heading', { name: title }).boundingBox())!
    // The items' ink: from the first check mark to the end of the longest line.
    const ink = await list.evaluate((ul) => {
      const items = [...ul.querySelectorAll('li')]
      return {
        left: Math.min(...items.map((li) => li.getBoundingClientRect().left)),
        right: Math.max(...items.map((li) => li.querySelector('span')!.getBoundingClientRect().right)),
      }
    })
    expect(Math.abs((ink.left + ink.right) / 2 - (heading.x + heading.width / 2))).toBeLessThanOrEqual(2)
    expect(ink.left).toBeGreaterThanOrEqual(0)
  })

  test(`the footer's booking heading stands apart from the address${device}`, async ({ page }) => {
    await page.goto('/')
    const footer = page.locator('footer').last()
    const heading = footer.getByRole('heading', { name: 'Agenda tu consulta gratis' })
    const gap = await heading.evaluate(
      (h) => h.getBoundingClientRect().top - h.previousElementSibling!.getBoundingClientRect().bottom,
    )
    expect(gap).toBeGreaterThanOrEqual(24)
  })

  test(`"Volver atrás" on a 404 opened in a fresh tab stays on the site${device}`, async ({ page, baseURL }) => {
    await page.goto('/no-existe')
    await page.getByRole('button', { name: 'Volver atrás' }).click()
    await expect(page).toHaveURL(`${baseURL}/`)
    await expect(page.locator('h1')).not.toHaveText('Página no encontrada')
  })

  test(`the voice page points at its own demo, not the home page${device}`, async ({ page }) => {
    for (const path of ['/asistentes-de-voz', '/asistentes-de-voz?lang=en']) {
      await page.goto(path)
      await expect(page.getByTestId('voice-demo')).toBeVisible()
      await expect(page.locator('main')).not.toContainText(/página de inicio|home page/)
    }
  })
}

test('placeholders show an example, never the field’s label again', async ({ page }) => {
  for (const path of ['/contacto', '/contacto?lang=en', '/', '/?lang=en']) {
    await page.goto(path)
    const fields = page.locator('main form :is(input, textarea)[placeholder]')
    await expect(fields.first()).toBeVisible()
    const pairs = await fields.evaluateAll((elements) =>
      (elements as HTMLInputElement[]).map((field) => ({
        label: (field.labels?.[0]?.textContent ?? '').replace(/[*\s]+$/, '').toLowerCase(),
        placeholder: field.placeholder.toLowerCase(),
      })),
    )
    for (const { label, placeholder } of pairs) {
      expect(label, path).not.toBe('')
      expect(placeholder.includes(label) || label.includes(placeholder), `${path}: ${label} / ${placeholder}`).toBe(
        false,
      )
    }
  }
})

test('the contact form refuses a phone number without digits, in both languages', async ({ page }) => {
  for (const [path, message] of [
    ['/contacto', 'Escribe un teléfono con sus números, por ejemplo +503 7123-4567'],
    ['/contacto?lang=en', 'Enter a phone number with its digits, for example +503 7123-4567'],
  ] as const) {
    const sent: string[] = []
    page.on('request', (request) => request.url().includes('/api/contact') && sent.push(request.url()))
    await page.goto(path)
    const form = page.getByTestId('contact-form')
    await form.locator('#contact-telefono').fill('abc')
    await form.locator('#contact-telefono').blur()
    await form.getByRole('button', { name: /Enviar mensaje|Send message/ }).click()
    await expect(form.locator('#contact-telefono-error')).toHaveText(message)
    await expect(form.locator('#contact-telefono')).toHaveAttribute('aria-invalid', 'true')
    expect(sent).toEqual([])
  }
})
