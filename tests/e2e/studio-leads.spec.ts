import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { analysisTimeoutMs } from '../../web/src/features/analysis/api'
import { openSqliteStore } from '../../web/server/leads/sqlite'
import { createFakeCalendly } from '../support/server/fake-calendly'
import { fakeCalendly } from './fakes/calendly'
import { outboxMails } from './outbox'
import { fixturePort } from './ports'
import { studioLoad } from './studio-editor'
import { setUpStudioLake } from './studio-lake'

/**
 * The agency works its leads in the Studio: what visitors send on the site (an analysis with its
 * PDF by e-mail, a contact request, a booking) is listed in the Leads tool with its source and page,
 * followed up with a status, notes, an owner and a follow-up date under the editor's name (the
 * views "Mine", "Unassigned" and "Due today or overdue" find them), counted in the funnel, and erased.
 */
const calendlyToken = 'calendly-e2e-token'
const calendly = createFakeCalendly(calendlyToken)
test.beforeAll(() => calendly.start())
test.afterAll(() => calendly.stop())

const goodSite = `http://127.0.0.1:${fixturePort}/`
const studio = setUpStudioLake(300_000, {
  siteEnv: () => ({
    ANALYZER_ALLOW_HOSTS: `127.0.0.1:${fixturePort}`,
    ANALYZER_PHONE_PASS: 'off',
    CALENDLY_TOKEN: calendlyToken,
    CALENDLY_API_ORIGIN: calendly.origin,
  }),
})

const owner = { name: 'Rosa Martínez', email: 'rosa@cafe-volcan.test', phone: '+503 7000 1111' }
const rows = (page: Page) => page.getByTestId('lead-row')
/**
 * What axe finds in the tool (the Studio around it is Sanity's). Not inside the report's frame: it
 * runs nothing, axe's script included (the report itself is the site's, checked there).
 */
const axeViolations = async (page: Page) =>
  (
    await new AxeBuilder({ page }).include('[data-testid=leads-tool]').exclude('iframe[sandbox]').analyze()
  ).violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)
const row = (page: Page, source: string) => rows(page).filter({ has: page.getByText(source, { exact: true }) })
/**
 * Escape closes the top dialog once the Studio has made it the top layer again: a press that lands
 * while the one above it is still leaving is pressed again (a press with none left open does nothing).
 */
async function closeTopDialog(page: Page) {
  const dialogs = page.getByRole('dialog')
  const open = await dialogs.count()
  await expect(async () => {
    await page.keyboard.press('Escape')
    await expect.poll(() => dialogs.count(), { timeout: 1000 }).toBeLessThan(open)
  }).toPass(studioLoad)
}

/** What a visitor does on the site, from a campaign link: an analysis with e-mail, a contact request, a booking. */
async function visitorSendsThree(page: Page) {
  const eventUri = 'https://api.calendly.com/scheduled_events/evt-9'
  const inviteeUri = calendly.invitee('/scheduled_events/evt-9/invitees/inv-9', {
    name: owner.name,
    email: owner.email,
    text_reminder_number: owner.phone,
  })
  await fakeCalendly(page, { eventUri, inviteeUri })
  await page.goto(`${studio.siteUrl}/?lang=en&utm_source=boletin&utm_campaign=noviembre`, {
    referer: 'https://news.example/issue-12',
  })

  const analysis = page.locator('#analysis-section')
  await analysis.getByLabel('Your website URL').fill(goodSite)
  await analysis.getByRole('switch', { name: 'Send by e-mail (PDF)' }).check()
  await analysis.getByLabel('Your e-mail address').fill(owner.email)
  await analysis.getByRole('button', { name: 'Scan now' }).click()
  // This journey's site has just started its analysis worker, at low priority on a loaded machine:
  // the report may take as long as the visitor's page waits for it.
  await expect(page.getByTestId('analysis-report').getByRole('heading', { name: 'Your website analysis' })).toBeVisible(
    { timeout: analysisTimeoutMs },
  )

  // Another page of the visit, reached by the site's own link: the form on /contacto.
  await page.getByTestId('site-header').getByRole('link', { name: 'Contact' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Let’s talk about your business')
  const frame = page.getByTestId('booking-frame')
  await page.mouse.move(200, 200)
  await expect(frame).toHaveAttribute('data-state', 'ready')
  const booked = page.waitForResponse((response) => response.url().endsWith('/api/booking-events'))
  await page.frameLocator('[data-testid=booking-frame] iframe').getByRole('button', { name: 'Confirm booking' }).click()
  expect((await booked).status()).toBe(204)

  const form = page.getByTestId('contact-form')
  await form.locator('#contact-nombre').fill('Jorge Ayala')
  await form.locator('#contact-negocio').fill('Ferretería Ayala')
  await form.locator('#contact-telefono').fill('+503 7222 3333')
  await form.locator('#contact-correo').fill('jorge@ferreteria.test')
  await form.locator('#contact-servicio').selectOption('chatbots')
  await form.locator('#contact-necesidades').fill('A chatbot for price questions on WhatsApp')
  await form.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByTestId('contact-toast')).toContainText('Message sent successfully')
}

test('three leads from the site, followed up in the Studio under the editor’s name and counted in the funnel', async ({
  page,
  browser,
}) => {
  // Without motion: the site scrolls smoothly (to the top after a navigation, and in Playwright's own
  // retried scroll into view), and a click aimed during that animation lands beside its button.
  const visitor = await browser.newContext({ reducedMotion: 'reduce' })
  await visitorSendsThree(await visitor.newPage())
  await visitor.close()

  await studio.open(page, 'leads', 'Ana')
  await expect(page.getByRole('link', { name: 'Leads' })).toBeVisible(studioLoad)
  await expect(rows(page)).toHaveCount(3, studioLoad)
  // Newest first, each with its source and the page it was sent from.
  await expect(rows(page).nth(0)).toContainText('Contact')
  await expect(rows(page).nth(1)).toContainText('Booking')
  await expect(rows(page).nth(1)).toContainText('/contacto')
  await expect(row(page, 'Contact')).toContainText('/contacto')
  await expect(row(page, 'Contact')).toContainText('jorge@ferreteria.test')
  await expect(row(page, 'Contact').getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    'https://wa.me/50372223333',
  )
  await expect(row(page, 'Analysis')).toContainText('/')
  await expect(row(page, 'Analysis')).toContainText(goodSite)
  await expect(row(page, 'Analysis')).toContainText(/Score \d+\/100/)
  // The booking learns its person from Calendly's API (here a local stand-in).
  await expect(async () => {
    await page.getByRole('tab', { name: 'Funnel' }).click()
    await page.getByRole('tab', { name: 'List' }).click()
    await expect(row(page, 'Booking')).toContainText(owner.name, { timeout: 2000 })
  }).toPass(studioLoad)

  expect(await axeViolations(page)).toEqual([])

  // The analysis: where the visit came from, and its report as sent.
  await row(page, 'Analysis').getByRole('button', { name: /^Open/ }).click()
  const detail = page.getByRole('dialog')
  await expect(detail).toContainText('news.example')
  await expect(detail).toContainText('utm_source=boletin · utm_campaign=noviembre')
  await detail.getByRole('button', { name: 'View the report' }).click()
  // Read from outside: the frame runs nothing, not even the test's own locator scripts.
  const report = page.locator('iframe[title="View the report"]')
  await expect(report).toHaveAttribute('sandbox', '')
  await expect(report).toHaveAttribute('srcdoc', /Your website analysis[\s\S]*127\.0\.0\.1/)
  await closeTopDialog(page)
  await expect(report).toHaveCount(0)
  await expect(detail).toBeVisible()
  await closeTopDialog(page)

  // Follow-up on the contact request: a status and a note, each with Ana's name.
  await row(page, 'Contact').getByRole('button', { name: /^Open/ }).click()
  await expect(detail).toContainText('AI chatbots')
  await expect(detail).toContainText('A chatbot for price questions on WhatsApp')
  await detail.getByLabel('Status').selectOption('contacted')
  const history = detail.getByTestId('lead-event')
  await expect(history.first()).toContainText('Ana')
  await expect(history.first()).toContainText('changed the status to “Contacted”')
  await detail.getByLabel('New note').fill('Llamar el lunes a las 10')
  await detail.getByRole('button', { name: 'Add note' }).click()
  await expect(history).toHaveCount(2)
  await expect(history.first()).toContainText('Ana')
  await expect(history.first()).toContainText('Llamar el lunes a las 10')

  // Whose it is and when to call back: Ana takes it, for tomorrow; the views find it.
  await detail.getByLabel('Owner').selectOption('Ana')
  await expect(history.first()).toContainText('assigned the lead to Ana')
  await detail.getByRole('button', { name: 'Tomorrow' }).click()
  await expect(history.first()).toContainText('set the follow-up for')
  await expect(detail.getByTestId('lead-follow-up')).not.toContainText('No follow-up planned.')
  await closeTopDialog(page)
  await expect(row(page, 'Contact')).toContainText('Follow-up:')
  await expect(row(page, 'Contact')).toContainText('Ana')
  const view = page.getByRole('combobox', { name: 'View' })
  await view.selectOption('mine')
  await expect(rows(page)).toHaveCount(1)
  await expect(rows(page)).toContainText('Jorge Ayala')
  await view.selectOption('unassigned')
  await expect(rows(page)).toHaveCount(2)
  await expect(row(page, 'Contact')).toHaveCount(0)
  // The booking was due yesterday: the tool opens on what is due today or overdue.
  await row(page, 'Booking').getByRole('button', { name: /^Open/ }).click()
  const yesterday = await page.evaluate(() => {
    const day = new Date(Date.now() - 86_400_000)
    const pad = (n: number) => String(n).padStart(2, '0')
    return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}T09:00`
  })
  await detail.getByLabel('Date and time').fill(yesterday)
  await detail.getByRole('button', { name: 'Set', exact: true }).click()
  await expect(history.first()).toContainText('set the follow-up for')
  await closeTopDialog(page)
  // A reload keeps the view chosen (it is in the address); the tool opened afresh starts on what is due.
  await studio.reload(page)
  await expect(view).toHaveValue('unassigned', studioLoad)
  await page.getByRole('link', { name: 'Leads' }).click()
  await expect(view).toHaveValue('due', studioLoad)
  await expect(rows(page)).toHaveCount(1)
  await expect(row(page, 'Booking')).toContainText('Overdue:')
  await row(page, 'Booking').getByRole('button', { name: /^Open/ }).click()
  await detail.getByRole('button', { name: 'Clear the follow-up' }).click()
  await expect(history.first()).toContainText('cleared the follow-up')
  await closeTopDialog(page)
  await expect(rows(page)).toHaveCount(0)
  await view.selectOption('all')
  await expect(rows(page)).toHaveCount(3)

  // Won: nothing left to follow up.
  await row(page, 'Contact').getByRole('button', { name: /^Open/ }).click()
  await detail.getByLabel('Status').selectOption('won')
  await expect(history.first()).toContainText('cleared the follow-up')
  await expect(history).toHaveCount(6)
  await expect(detail.getByTestId('lead-follow-up')).toContainText('No follow-up planned.')
  await closeTopDialog(page)
  await expect(row(page, 'Contact')).toContainText('Won')
  await expect(row(page, 'Contact')).not.toContainText('Follow-up:')

  // The funnel: this week, one of each and one won; the booking's e-mail matches the analysis's.
  await page.getByRole('tab', { name: 'Funnel' }).click()
  const thisWeek = page.getByTestId('funnel-table').locator('tbody tr').first()
  await expect(thisWeek.locator('td')).toHaveText(['1', '1', '1', '1', '1'])
  await expect(page.getByTestId('funnel-conversion')).toContainText(
    'Analyses: 1 · followed by a booking within 30 days (same e-mail or phone): 1 (100%)',
  )
  await expect(page.getByTestId('funnel-chart').locator('.recharts-bar-rectangle').first()).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})

// Known bug, open: the Studio mounts the Leads tool a second time while it finishes loading, and a
// search typed in the tool's first seconds is lost (the list shows every lead again). Fixme until
// the list's view and search live in the tool's address.
test('the filters, the search, the PDF as sent, its read in the access record, the funnel’s weeks and an erasure called off', async ({
  page,
}) => {
  await studio.open(page, 'leads', 'Ana')
  await expect(rows(page)).toHaveCount(3, studioLoad)
  await page.getByRole('combobox', { name: 'Source' }).selectOption('analysis')
  await expect(rows(page)).toHaveCount(1)
  await expect(rows(page)).toContainText(goodSite)
  await page.getByRole('combobox', { name: 'Source' }).selectOption('')
  await page.getByRole('combobox', { name: 'Status' }).selectOption('won')
  await expect(rows(page)).toHaveCount(1)
  await expect(rows(page)).toContainText('Jorge Ayala')
  // The view is in the address: a reload (or a bookmark) opens it again.
  await expect(page).toHaveURL(/\[status\]=won/)
  await studio.reload(page)
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('won', studioLoad)
  await expect(rows(page)).toHaveCount(1)
  await page.getByRole('combobox', { name: 'Status' }).selectOption('')
  // The booking's e-mail (from Calendly) and the analysis's are the same owner's.
  await page.getByRole('searchbox', { name: 'Search' }).fill('ROSA@cafe')
  await expect(rows(page)).toHaveCount(2)
  await page.getByRole('searchbox', { name: 'Search' }).fill('no such lead')
  await expect(page.getByText('No lead matches these filters.')).toBeVisible()
  // The tool's link in the Studio's bar starts it afresh, its search field emptied too.
  await page.getByRole('link', { name: 'Leads' }).click()
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('')
  await page.getByRole('combobox', { name: 'View' }).selectOption('all')
  await expect(rows(page)).toHaveCount(3)

  await row(page, 'Analysis').getByRole('button', { name: /^Open/ }).click()
  const pdf = page.waitForEvent('download')
  await page.getByRole('dialog').getByRole('button', { name: 'Download the PDF' }).click()
  expect((await readFile((await (await pdf).path())!)).subarray(0, 5).toString()).toBe('%PDF-')
  await page.getByRole('button', { name: 'Erase lead' }).click()
  await page.getByRole('dialog', { name: 'Erase this lead for good?' }).getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(1)
  await closeTopDialog(page)
  await expect(rows(page)).toHaveCount(3)

  // The access record: Ana's reads of the analysis, newest first, and the lead still there to open.
  await page.getByRole('tab', { name: 'Access record' }).click()
  const access = page.getByTestId('access-event')
  await expect(access.first()).toContainText('Ana')
  await expect(access.first()).toContainText('Viewed a report as sent')
  await expect(access.nth(1)).toContainText('Opened a lead')
  expect(await axeViolations(page)).toEqual([])
  await access.first().getByRole('button', { name: 'Open the lead' }).click()
  await expect(page.getByRole('dialog')).toContainText(goodSite)
  await closeTopDialog(page)

  await page.getByRole('tab', { name: 'Funnel' }).click()
  await page.getByRole('combobox', { name: 'Weeks' }).selectOption('26')
  await expect(page.getByTestId('funnel-table').locator('tbody tr')).toHaveCount(26)
})

test('a reply on WhatsApp from the agency’s template, in the visitor’s language, edited, opened and logged', async ({
  page,
}) => {
  await page
    .context()
    .route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: 'WhatsApp' }))
  await studio.open(page, 'leads', 'Ana')
  await expect(rows(page)).toHaveCount(3, studioLoad)
  await row(page, 'Contact').getByRole('button', { name: /^Open/ }).click()
  const detail = page.getByRole('dialog')
  await detail.getByRole('button', { name: 'Reply on WhatsApp' }).click()
  // The seed's template for contact requests, in English as the visitor wrote, with their first name and Ana's.
  await expect(detail.getByLabel('Template')).toHaveValue('lead-reply-contact')
  const message = detail.getByLabel('Message')
  await expect(message).toHaveValue(/^Hi Jorge, this is Ana from Zenit Digital\. Thanks for getting in touch\./)
  await message.fill('Hi Jorge, this is Ana. Could we talk on Thursday at 10?')
  expect(await axeViolations(page)).toEqual([])
  const chat = page.waitForEvent('popup')
  await detail.getByRole('link', { name: 'Open WhatsApp and log it' }).click()
  expect((await chat).url()).toBe(
    `https://wa.me/50372223333?text=${encodeURIComponent('Hi Jorge, this is Ana. Could we talk on Thursday at 10?')}`,
  )
  await (await chat).close()
  const history = detail.getByTestId('lead-event')
  await expect(history.first()).toContainText('Replied on WhatsApp:')
  await expect(history.first()).toContainText('Could we talk on Thursday at 10?')

  // By e-mail: the template's subject and message in a new mail to the person; called off, nothing logged.
  await detail.getByRole('button', { name: 'Reply by e-mail' }).click()
  await expect(detail.getByLabel('Subject')).toHaveValue('Your message to Zenit Digital')
  const mail = detail.getByRole('link', { name: 'Open the e-mail and log it' })
  await expect(mail).toHaveAttribute(
    'href',
    /^mailto:jorge@ferreteria\.test\?subject=Your%20message%20to%20Zenit%20Digital&body=Hi%20Jorge/,
  )
  const events = await history.count()
  await detail.getByRole('button', { name: 'Cancel' }).click()
  await expect(mail).toHaveCount(0)
  await expect(history).toHaveCount(events)
})

test('one person’s analysis and booking read as one: each shows the other, and a wrong match is split off', async ({
  page,
}) => {
  await studio.open(page, 'leads', 'Ana')
  await expect(rows(page)).toHaveCount(3, studioLoad)
  await row(page, 'Analysis').getByRole('button', { name: /^Open/ }).click()
  const detail = page.getByRole('dialog')
  // The booking's invitee, named by Calendly, left the analysis's e-mail.
  const person = detail.getByRole('region', { name: 'This person also sent' })
  await expect(person.getByTestId('contact-lead')).toHaveCount(1)
  await expect(person).toContainText('Booking')
  await person.getByRole('button', { name: 'Open' }).click()
  await expect(detail).toContainText(owner.name)
  // The lead open is in the address: a reload (or the Studio mounting the tool again) keeps it open.
  await expect(page).toHaveURL(/\[lead\]=/)
  await studio.reload(page)
  await expect(detail).toContainText(owner.name, studioLoad)
  await expect(person).toContainText('Analysis')
  expect(await axeViolations(page)).toEqual([])
  await person.getByRole('button', { name: 'Not the same person' }).click()
  await expect(person).toHaveCount(0)
})

test('another person found by hand is joined from the dialog; the person keeps one status and one history, and is one row', async ({
  page,
}) => {
  await studio.open(page, 'leads', 'Ana')
  await expect(rows(page)).toHaveCount(3, studioLoad)
  // Split off in the journey before: the booking is a person of its own again.
  await row(page, 'Booking').getByRole('button', { name: /^Open/ }).click()
  const detail = page.getByRole('dialog')
  const finder = detail.getByRole('region', { name: 'Same person as another lead…' })
  const candidate = finder.getByTestId('merge-candidate')
  // The Studio mounts its tool once more within a few seconds of opening (its session settling): the
  // lead open is in the address and stays, but what was typed just before is gone, as an editor sees.
  const search = finder.getByLabel('Find the other lead by name, e-mail, phone or site')
  await expect(async () => {
    if (!(await finder.isVisible())) {
      await detail.getByRole('button', { name: 'Same person as another lead…' }).click()
      await expect(search).toBeFocused()
    }
    // The search finds the booking too: only another person's lead is offered.
    await search.fill('cafe-volcan')
    await expect(candidate).toHaveCount(1, { timeout: 5000 })
  }).toPass()
  await expect(candidate).toContainText('Analysis')
  await expect(finder).toContainText('Their leads will join this person’s and take its status (“New”).')
  expect(await axeViolations(page)).toEqual([])
  await candidate.getByRole('button', { name: 'Same person', exact: true }).click()
  const person = detail.getByRole('region', { name: 'This person also sent' })
  await expect(person.getByTestId('contact-lead')).toHaveCount(1)
  await expect(finder).toHaveCount(0)

  await detail.getByLabel('Status').selectOption('contacted')
  await expect(detail).toContainText('Applies to all 2 requests from this person.')
  await person.getByRole('button', { name: 'Open' }).click()
  await expect(detail.getByLabel('Status')).toHaveValue('contacted')
  const history = detail.getByRole('region', { name: 'This person’s history' }).getByTestId('lead-event')
  await expect(history.first()).toContainText('changed the status to “Contacted”')
  await expect(history.first()).toContainText('On another request (Booking,')
  // The merge, recorded on both leads it joined, is told once in the person's history.
  await expect(history.filter({ hasText: 'joined this lead with another' })).toHaveCount(1)
  await closeTopDialog(page)
  await expect(detail).toHaveCount(0)
  await expect(row(page, 'Analysis')).toContainText('Contacted')
  await expect(row(page, 'Booking')).toContainText('Contacted')
  // One row per person: the person's newest lead, saying how many they sent; kept in the address.
  await page.getByRole('combobox', { name: 'View' }).selectOption('people')
  await expect(rows(page)).toHaveCount(2)
  await expect(page.getByText('2 people on screen')).toBeVisible()
  await expect(row(page, 'Booking')).toContainText('2 requests from this person')
  await expect(row(page, 'Contact')).not.toContainText('from this person')
  await studio.reload(page)
  await expect(rows(page)).toHaveCount(2, studioLoad)
  await expect(page.getByRole('combobox', { name: 'View' })).toHaveValue('people')
})

test('an editor switches the Studio to Spanish in its bar, and the Leads tool speaks it, kept on reload', async ({
  page,
}) => {
  await studio.open(page, 'leads', 'Ana')
  await expect(rows(page)).toHaveCount(3, studioLoad)
  const language = page.getByRole('combobox', { name: 'Idioma · Language' })
  await language.selectOption({ label: 'Español' })
  await expect(page.getByRole('link', { name: 'Prospectos' })).toBeVisible(studioLoad)
  await expect(page.getByRole('combobox', { name: 'Origen' })).toBeVisible()
  await expect(page.getByRole('columnheader', { name: 'Quién' })).toBeVisible()
  await expect(rows(page)).toHaveCount(3)
  expect(await axeViolations(page)).toEqual([])

  // The choice is this editor's, kept in the browser; English is one choice away.
  await studio.reload(page)
  await expect(page.getByRole('link', { name: 'Prospectos' })).toBeVisible(studioLoad)
  await language.selectOption({ label: 'English (US)' })
  await expect(page.getByRole('link', { name: 'Leads' })).toBeVisible(studioLoad)
  await expect(page.getByRole('combobox', { name: 'Source' })).toBeVisible()
})

test('at 390 px each lead is a card with its origin, status and Open within reach, no sideways scroll', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await studio.open(page, 'leads', 'Ana')
  await expect(rows(page)).toHaveCount(3, studioLoad)
  const tool = page.getByTestId('leads-tool')
  expect(await tool.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0)
  for (const lead of await rows(page).all()) {
    const box = (await lead.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(390)
  }
  // The campaign link's analysis: who it is by its e-mail, and where it came from.
  const analysis = row(page, 'Analysis')
  await expect(analysis).toContainText(owner.email)
  await expect(analysis).toContainText('Campaign: noviembre')
  await expect(analysis).toContainText('From news.example')
  const open = analysis.getByRole('button', { name: /^Open/ })
  await open.scrollIntoViewIfNeeded()
  await expect(open).toBeInViewport()
  await open.click()
  await expect(page.getByRole('dialog')).toContainText('English')
})

const listLeads = (authorization?: string) =>
  fetch(`${studio.siteUrl}/api/leads`, authorization ? { headers: { authorization } } : {})

test('nobody else reads a lead: no session, a forged assertion', async () => {
  expect((await listLeads()).status).toBe(401)
  const claims = { id: 'x', name: 'Mallory', sid: 'x', aud: 'leads', exp: Math.floor(Date.now() / 1000) + 60 }
  const forged = `v2.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.AAAA`
  expect((await listLeads(`Bearer ${forged}`)).status).toBe(401)
  expect((await listLeads('Bearer sk-another-project-token')).status).toBe(401)
})

test('signing out of the Studio ends its Leads API access at once', async ({ page }) => {
  await studio.open(page, 'leads', 'Ana')
  await expect(rows(page).first()).toBeVisible(studioLoad)
  // The assertion the tool holds, as a page that took it would hold it.
  const assertion = await page.evaluate(async () => {
    const answer = await fetch('/lake/editor-assertion', { credentials: 'include' })
    return ((await answer.json()) as { assertion: string }).assertion
  })
  expect((await listLeads(`Bearer ${assertion}`)).status).toBe(200)
  await studio.signOut(page)
  expect((await listLeads(`Bearer ${assertion}`)).status).toBe(401)
})

test('an erased lead is gone from the list, the export and the deliveries', async ({ page }) => {
  await studio.open(page, 'leads', 'Ana')
  await expect(rows(page)).toHaveCount(3, studioLoad)
  const mails = () => outboxMails(studio.dataDir)
  await expect.poll(async () => (await mails()).some((mail) => mail.includes('jorge@ferreteria.test'))).toBe(true)

  await row(page, 'Contact').getByRole('button', { name: /^Open/ }).click()
  await page.getByRole('button', { name: 'Erase lead' }).click()
  const confirm = page.getByRole('dialog', { name: 'Erase this lead for good?' })
  await confirm.getByLabel('Reason').selectOption('request')
  await confirm.getByRole('button', { name: 'Erase for good' }).click()
  await expect(rows(page)).toHaveCount(2)
  await expect(page.getByText('jorge@ferreteria.test')).toHaveCount(0)

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const csv = await readFile((await (await download).path())!, 'utf8')
  expect(csv).toContain(owner.email)
  expect(csv).not.toContain('jorge@ferreteria.test')
  expect((await mails()).some((mail) => mail.includes('jorge@ferreteria.test'))).toBe(false)
})

test('a long list comes a page at a time: "Load more" brings the rest', async ({ page }) => {
  // Sixty earlier contact requests, written to the site's store as its own requests would be.
  const store = await openSqliteStore(path.join(studio.dataDir, 'leads.sqlite'))
  for (let i = 0; i < 60; i++)
    await store.addLead(
      {
        kind: 'contact',
        language: 'es',
        clientIp: '203.0.113.9',
        data: { nombre: `Cliente ${i}`, correo: `cliente${i}@example.test`, necesidades: 'Una web' },
      },
      [],
    )
  await store.close()

  await studio.open(page, 'leads', 'Ana')
  await expect(rows(page)).toHaveCount(50, studioLoad)
  await expect(page.getByText('50 leads on screen')).toBeVisible()
  await page.getByRole('button', { name: 'Load more' }).click()
  await expect(rows(page)).toHaveCount(62)
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0)
  // Newest first throughout: the two leads from the site's visitor come last.
  await expect(rows(page).last()).toContainText('Analysis')
})

test('a booking kept past its address’s rate limit says so in the list and in its dialog', async ({ page }) => {
  // As the site stores the sixth booking from one address within minutes (an office, or a script).
  const store = await openSqliteStore(path.join(studio.dataDir, 'leads.sqlite'))
  await store.addLead(
    {
      kind: 'booking',
      language: 'es',
      clientIp: '203.0.113.10',
      data: {
        event: 'calendly.event_scheduled',
        eventUri: 'https://api.calendly.com/scheduled_events/evt-office-6',
        email: 'recepcion@oficina.test',
        overRateLimit: true,
      },
    },
    [],
  )
  await store.close()

  await studio.open(page, 'leads', 'Ana')
  await expect(rows(page).first()).toBeVisible(studioLoad)
  await page.getByRole('searchbox', { name: 'Search' }).fill('recepcion@oficina')
  await expect(rows(page)).toHaveCount(1, studioLoad)
  await expect(rows(page).getByTestId('over-rate-limit')).toHaveText('One of many from one address')
  await rows(page).getByRole('button', { name: /^Open/ }).click()
  await expect(page.getByRole('dialog')).toContainText('This address sent many bookings within minutes')
  expect(await axeViolations(page)).toEqual([])
})
