import { describe, expect, it } from 'vitest'
import type { Weighing } from './impact'
import type { Finding, PhoneMeasurements, PhonePass } from './model'
import { rankProblems, topActions } from './ranking'

const finding = (
  id: Finding['id'],
  category: Finding['category'],
  status: Finding['status'],
  subject?: string,
): Finding => ({ id, category, status, importance: 'high', values: {}, ...(subject && { subject }) })

/** A Latin American bakery's analysis, with the phone pass's estimated savings or without the phone pass. */
const bakery = { business: 'bakery', market: 'latam' } as const
const measured = (savingsMs: PhoneMeasurements['savingsMs']): Weighing => ({
  ...bakery,
  phone: { status: 'measured', measurements: { savingsMs } } as PhonePass,
})
const unmeasured: Weighing = { ...bakery, phone: { status: 'unavailable', reason: 'off' } }

describe('the top three actions', () => {
  const findings = [
    finding('description', 'seo', 'fail'),
    finding('https', 'seo', 'fail'),
    finding('pageWeight', 'speed', 'fail'),
    finding('compression', 'speed', 'fail'),
    finding('whatsapp', 'sales', 'fail'),
  ]

  it('put what stops a visitor from getting in touch first, then a heavy page, whatever the check order', () => {
    expect(topActions(findings, unmeasured)).toEqual(['whatsapp', 'pageWeight', 'https'])
  })

  it("follow Lighthouse's estimated first-visit savings for speed: seconds saved rise, nothing expected falls", () => {
    // 2.5 s of LCP saved by compressing: worth 10; the page weight Lighthouse saw no saving in drops out.
    expect(topActions(findings, measured({ compression: 2500 }))).toEqual(['whatsapp', 'compression', 'https'])
  })

  it('weigh compression without the phone pass by the time its bytes take: a small page after a missing description', () => {
    const compressed = (kib: number): Finding => ({ ...finding('compression', 'speed', 'fail'), values: { kib } })
    const ranked = (kib: number) => rankProblems([finding('description', 'seo', 'fail'), compressed(kib)], unmeasured)
    expect(ranked(30).map(({ id }) => id)).toEqual(['description', 'compression'])
    expect(ranked(600).map(({ id }) => id)).toEqual(['compression', 'description'])
  })

  it('never let a speed saving, however large, outrank a visitor who cannot reach the business', () => {
    const ranked = rankProblems(
      [finding('imageSizes', 'speed', 'fail'), finding('callToAction', 'sales', 'fail')],
      measured({ imageSizes: 9000 }),
    )
    expect(ranked.map(({ id }) => id)).toEqual(['callToAction', 'imageSizes'])
  })

  it('rank a site that cannot be found or read on a phone with the contact blockers, above speed', () => {
    const ranked = rankProblems(
      [finding('pageWeight', 'speed', 'fail'), finding('viewport', 'seo', 'fail'), finding('phone', 'sales', 'warn')],
      unmeasured,
    )
    expect(ranked.map(({ id }) => id)).toEqual(['viewport', 'pageWeight', 'phone'])
  })

  it('put render-blocking stylesheets a fast page barely waits for below what visitors miss', () => {
    const findings = [
      finding('renderBlocking', 'speed', 'warn'),
      finding('analytics', 'automation', 'fail'),
      finding('structuredData', 'seo', 'warn'),
      finding('openGraph', 'seo', 'warn'),
    ]
    expect(topActions(findings, measured({ renderBlocking: 40 }))).not.toContain('renderBlocking')
    // A second and a half it holds the page back is a first fix.
    expect(topActions(findings, measured({ renderBlocking: 1500 }))[0]).toBe('renderBlocking')
  })

  it('keep repeat-visit caching below every first-visit problem, even a small one', () => {
    const ranked = rankProblems(
      [finding('caching', 'speed', 'warn'), finding('hotlinkedImages', 'speed', 'warn')],
      measured({}),
    )
    expect(ranked.map(({ id }) => id)).toEqual(['hotlinkedImages', 'caching'])
  })

  it('never give one resource two of the three places', () => {
    const hero = 'https://a.example/img/hero.jpg'
    const actions = topActions(
      [
        finding('imageSizes', 'speed', 'fail', hero),
        finding('pageWeight', 'speed', 'fail', hero),
        finding('imageFormats', 'speed', 'warn', hero),
        finding('title', 'seo', 'fail'),
        finding('compression', 'speed', 'fail'),
      ],
      unmeasured,
    )
    expect(actions).toEqual(['pageWeight', 'title', 'compression'])
  })

  it('say the photos with their failure, not with a warning Lighthouse saves more time on', () => {
    const findings = [finding('imageFormats', 'speed', 'warn'), finding('imageSizes', 'speed', 'fail')]
    const formatsSaveMore = measured({ imageFormats: 3000, imageSizes: 1200 })
    expect(rankProblems(findings, formatsSaveMore)[0]?.id).toBe('imageFormats')
    expect(topActions(findings, formatsSaveMore)).toEqual(['imageSizes'])
  })
})

describe('what the top three never hold, and what leads the sales problems', () => {
  it('never give a place to what we could not confirm, however many places are free', () => {
    const findings: Finding[] = [
      finding('unconfirmed', 'sales', 'warn'),
      { ...finding('deadForm', 'sales', 'warn'), values: { state: 'unverified' } },
      finding('description', 'seo', 'fail'),
    ]
    expect(topActions(findings, unmeasured)).toEqual(['description'])
  })

  it('never give a place to a suggestion of something to add, but to a newsletter form that loses its addresses', () => {
    // A yoga teacher's site with little wrong: no chat assistant and no mailing list stop anyone.
    const findings: Finding[] = [
      finding('chatWidget', 'automation', 'warn'),
      { ...finding('emailCapture', 'automation', 'warn'), values: { lost: 'no' } },
      finding('imageFormats', 'speed', 'warn'),
    ]
    expect(topActions(findings, unmeasured)).toEqual(['imageFormats'])
    const lost = { ...finding('emailCapture', 'automation', 'warn'), values: { lost: 'yes' } }
    expect(topActions([...findings, lost], unmeasured)).toEqual(['imageFormats', 'emailCapture'])
  })

  it('put a form proven to lose its messages before every other sales problem', () => {
    const findings = [
      finding('whatsapp', 'sales', 'fail'),
      finding('callToAction', 'sales', 'fail'),
      finding('placeholderLinks', 'sales', 'fail'),
      finding('thinHome', 'sales', 'fail'),
      finding('lostMessages', 'sales', 'fail'),
    ]
    expect(topActions(findings, unmeasured)[0]).toBe('lostMessages')
  })

  it('give a lost form and the template setting it still carries one place, said as the lost messages', () => {
    const setting = (place: string): Finding => ({
      ...finding('templateContent', 'sales', 'fail'),
      values: { count: 1, shown: 'no', text1: 'FORMSPREE_ID_AQUI', place1: place },
    })
    const findings = [
      finding('lostMessages', 'sales', 'fail'),
      setting('form'),
      finding('onlineBooking', 'automation', 'warn'),
      finding('analytics', 'automation', 'fail'),
    ]
    expect(topActions(findings, unmeasured)).toEqual(['lostMessages', 'onlineBooking', 'analytics'])
    // A key left in a chat's script is another fix: it keeps its own place.
    expect(
      topActions([...findings.filter((found) => found.id !== 'templateContent'), setting('script')], unmeasured),
    ).toEqual(['lostMessages', 'templateContent', 'onlineBooking'])
  })
})

describe('the top three as an expert would order them for this business', () => {
  const ids = (ranked: Finding[]) => ranked.map(({ id }) => id)

  it('weigh a missing WhatsApp by market and kind: first for a Latin American bakery, last for an English agency', () => {
    const findings = [
      finding('whatsapp', 'sales', 'fail'),
      finding('phone', 'sales', 'pass'),
      finding('title', 'seo', 'fail'),
      finding('compression', 'speed', 'fail'),
    ]
    expect(topActions(findings, unmeasured)[0]).toBe('whatsapp')
    const agency: Weighing = { ...unmeasured, business: 'services', market: 'english' }
    expect(ids(rankProblems(findings, agency))).toEqual(['title', 'compression', 'whatsapp'])
    const lawFirm: Weighing = { ...unmeasured, business: 'services', market: 'spain' }
    expect(ids(rankProblems(findings, lawFirm)).at(-1)).toBe('whatsapp')
  })

  it("weigh no online booking by kind: in a barbershop's top three, after the speed fixes for an accountant", () => {
    const findings = [
      finding('onlineBooking', 'automation', 'warn'),
      finding('compression', 'speed', 'fail'),
      finding('renderBlocking', 'speed', 'fail'),
      finding('imageFormats', 'speed', 'fail'),
    ]
    const barbershop: Weighing = { ...unmeasured, business: 'barbershop' }
    expect(topActions(findings, barbershop)[0]).toBe('onlineBooking')
    const accountant: Weighing = { ...unmeasured, business: 'services' }
    expect(topActions(findings, accountant)).not.toContain('onlineBooking')
    expect(ids(rankProblems(findings, accountant)).at(-1)).toBe('onlineBooking')
  })

  it('put a missing form below the speed fixes when WhatsApp already reaches the business, above them when nothing does', () => {
    const findings = (whatsapp: 'pass' | 'fail') => [
      finding('contactForm', 'sales', 'fail'),
      finding('whatsapp', 'sales', whatsapp),
      finding('renderBlocking', 'speed', 'fail'),
      finding('imageFormats', 'speed', 'fail'),
      finding('title', 'seo', 'fail'),
    ]
    const locksmith: Weighing = { ...unmeasured, business: 'localServices' }
    expect(topActions(findings('pass'), locksmith)).not.toContain('contactForm')
    expect(topActions(findings('fail'), locksmith)[0]).toBe('whatsapp')
  })

  it('keep a number the page writes but no one can tap at its whole worth, WhatsApp working or not', () => {
    const findings = (shownNumber: string) => [
      finding('whatsapp', 'sales', 'pass'),
      { ...finding('phone', 'sales', 'warn'), values: { shownNumber } },
      finding('description', 'seo', 'fail'),
      finding('analytics', 'automation', 'fail'),
      finding('openGraph', 'seo', 'fail'),
    ]
    const optician: Weighing = { ...unmeasured, business: 'clinic' }
    expect(topActions(findings('+57 320 8835842'), optician)).toContain('phone')
    expect(topActions(findings('none'), optician)).not.toContain('phone')
  })

  it('keep a call at its whole worth for a trade whose customers call first, outside Latin America, a form working or not', () => {
    // A plumber near Charlotte whose only way in is a Google Form: no number anywhere.
    const findings = [
      finding('contactForm', 'sales', 'pass'),
      { ...finding('phone', 'sales', 'fail'), values: { shownNumber: 'none' } },
      finding('imageSizes', 'speed', 'fail'),
      finding('renderBlocking', 'speed', 'fail'),
      finding('location', 'seo', 'fail'),
    ]
    const plumber: Weighing = { ...unmeasured, business: 'localServices', market: 'english' }
    expect(topActions(findings, plumber)).toEqual(['phone', 'imageSizes', 'renderBlocking'])
    // An English agency's missing call, while its form works, is one more way at half its worth.
    expect(topActions(findings, { ...plumber, business: 'services' })).not.toContain('phone')
  })

  it('make a missing WhatsApp a blocker only when no other way to reach the business works', () => {
    const heavy = finding('imageSizes', 'speed', 'fail')
    const clinic: Weighing = { ...unmeasured, business: 'clinic' }
    const withPhone = [heavy, finding('whatsapp', 'sales', 'fail'), finding('phone', 'sales', 'pass')]
    expect(ids(rankProblems(withPhone, clinic))).toEqual(['imageSizes', 'whatsapp'])
    const unreachable = [heavy, finding('whatsapp', 'sales', 'fail'), finding('phone', 'sales', 'warn')]
    expect(ids(rankProblems(unreachable, clinic))).toEqual(['whatsapp', 'imageSizes', 'phone'])
    const bookable = [...unreachable, finding('onlineBooking', 'automation', 'pass')]
    expect(ids(rankProblems(bookable, clinic))).toEqual(['imageSizes', 'whatsapp', 'phone'])
    // A form we could not verify may reach the business: the missing WhatsApp is no blocker beside it.
    const unverifiedForm = { ...finding('deadForm', 'sales', 'warn'), values: { state: 'unverified' } }
    expect(ids(rankProblems([...unreachable, unverifiedForm], clinic))[0]).toBe('imageSizes')
  })

  it('give a page heavy with its photos and its heavy photos one place, said by the weight', () => {
    const heavy = (photos: string) => [
      { ...finding('pageWeight', 'speed', 'fail'), values: { photos } },
      finding('imageSizes', 'speed', 'fail'),
      finding('description', 'seo', 'fail'),
      finding('analytics', 'automation', 'fail'),
    ]
    expect(topActions(heavy('most'), unmeasured)).toEqual(['pageWeight', 'description', 'analytics'])
    expect(topActions(heavy('some'), unmeasured)).toEqual(['pageWeight', 'imageSizes', 'description'])
  })

  it('put a site left as its template before every speed and search problem', () => {
    const findings = [
      finding('pageWeight', 'speed', 'fail'),
      finding('title', 'seo', 'fail'),
      finding('imageSizes', 'speed', 'fail'),
      finding('templateContent', 'sales', 'fail'),
    ]
    expect(topActions(findings, unmeasured)[0]).toBe('templateContent')
  })

  it('give one cause one place: the ways to reach the business, and the photos', () => {
    const findings = [
      finding('whatsapp', 'sales', 'fail'),
      finding('contactForm', 'sales', 'fail'),
      finding('imageSizes', 'speed', 'fail', 'https://a.example/1.jpg'),
      finding('lazyLoading', 'speed', 'fail', 'https://a.example/2.jpg'),
      finding('title', 'seo', 'fail'),
    ]
    expect(topActions(findings, unmeasured)).toEqual(['whatsapp', 'imageSizes', 'title'])
  })

  it('put missing prices and hours ahead of render-blocking files and image formats, in one place between them', () => {
    const findings = [
      finding('renderBlocking', 'speed', 'fail'),
      finding('imageFormats', 'speed', 'fail'),
      finding('openingHours', 'sales', 'fail'),
      finding('prices', 'sales', 'fail'),
    ]
    expect(topActions(findings, unmeasured)).toEqual(['prices', 'renderBlocking', 'imageFormats'])
  })
  it('say a business nobody can reach by the route its market uses: WhatsApp in Latin America, a call elsewhere', () => {
    const unreachable = [
      finding('whatsapp', 'sales', 'fail'),
      finding('phone', 'sales', 'warn'),
      finding('contactForm', 'sales', 'warn'),
      finding('title', 'seo', 'fail'),
    ]
    const clinic = (market: Weighing['market']): Weighing => ({ ...unmeasured, business: 'clinic', market })
    expect(topActions(unreachable, clinic('latam'))).toEqual(['whatsapp', 'title'])
    // The cause keeps its first place; the call speaks for it in Brooklyn and in Valencia.
    expect(topActions(unreachable, clinic('english'))).toEqual(['phone', 'title'])
    expect(topActions(unreachable, clinic('spain'))).toEqual(['phone', 'title'])
  })
})
