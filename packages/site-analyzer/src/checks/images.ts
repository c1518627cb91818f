import type { Cheerio, CheerioAPI } from 'cheerio'
import type { Element } from 'domhandler'
import type { Verdict } from '../model'
import { examples, fileName, kib, verdict } from './util'
import type { SiteView } from './site-view'

const heavyImageBytes = 200 * 1024
const oversizedImageBytes = 500 * 1024

type SizedImage = { url: string; bytes: number }

/**
 * What the visitor downloads: with the phone pass, the browser's network log (CSS backgrounds,
 * iframes, fonts and media included); without it, the page and the sizes its resources declared.
 */
export function downloadedBytes({ snapshot, phone }: SiteView): number {
  if (phone) return Object.values(phone.bytesByType).reduce((sum, bytes) => sum + bytes, 0)
  return snapshot.page.transferBytes + snapshot.resources.reduce((sum, resource) => sum + (resource.bytes ?? 0), 0)
}

/** What the visitor downloads of images: the phone's count, else the images as served. */
export const downloadedImageBytes = (site: SiteView): number =>
  site.phone?.bytesByType.image ?? servedImages(site).reduce((sum, image) => sum + image.bytes, 0)

/** The page's images as served, by the sizes their answers declared. */
const servedImages = ({ snapshot }: SiteView): SizedImage[] =>
  snapshot.resources
    .filter((resource) => resource.kind === 'image' && resource.bytes !== undefined)
    .map((resource) => ({ url: resource.url, bytes: resource.bytes! }))

/** The images the visitor downloads as the page opens: the phone's, else the page's as served. */
const imagesOf = (site: SiteView): SizedImage[] => site.phone?.images ?? servedImages(site)

/**
 * Every image of the page: those the phone downloaded as it opened, and those it left for later (a
 * gallery's lazy photos further down), which weigh as much once the visitor scrolls to them.
 */
function everyImage(site: SiteView): SizedImage[] {
  if (!site.phone) return servedImages(site)
  const loaded = new Set(site.phone.images.map((image) => image.url))
  return [...site.phone.images, ...servedImages(site).filter((image) => !loaded.has(image.url))]
}

/** The heaviest image the visitor downloads, if any. */
export const heaviestOf = (site: SiteView): SizedImage | undefined =>
  imagesOf(site).reduce<SizedImage | undefined>(
    (best, image) => (!best || image.bytes > best.bytes ? image : best),
    undefined,
  )

export function imageSizesVerdict(site: SiteView): Verdict {
  const heavy = everyImage(site)
    .filter((image) => image.bytes > heavyImageBytes)
    .sort((a, b) => b.bytes - a.bytes)
  return verdict(
    'imageSizes',
    heavy.some((image) => image.bytes > oversizedImageBytes) ? 'fail' : heavy.length ? 'warn' : 'pass',
    'high',
    {
      count: heavy.length,
      examples: examples(heavy.map((image) => `${fileName(image.url)} (${kib(image.bytes)} KB)`)),
    },
    heavy[0]?.url,
  )
}

/**
 * An image a script loads once it nears the screen (lazysizes, vanilla-lazyload, lozad): its address
 * waits in a `data-` attribute, behind a placeholder `src` (a one-pixel gif) or none.
 */
const scriptLazy = ($: CheerioAPI, image: Element) =>
  ['data-src', 'data-srcset', 'data-lazy', 'data-lazy-src', 'data-original'].some(
    (attribute) => $(image).attr(attribute) !== undefined,
  )

/** The image's own address: the one a lazy-loading script waits to put in, not its placeholder. */
const sourceOf = ($: CheerioAPI, image: Element) =>
  (scriptLazy($, image) &&
    ($(image).attr('data-src') ?? $(image).attr('data-lazy-src') ?? $(image).attr('data-original'))) ||
  ($(image).attr('src') ?? $(image).attr('srcset')?.split(/\s+/)[0] ?? '')
const looksLikeIcon = /logo|icon|avatar|badge|flag/i

function absoluteSource($: CheerioAPI, image: Element, pageUrl: string): string {
  try {
    return new URL(sourceOf($, image), pageUrl).href
  } catch {
    return ''
  }
}

/** A carousel's slides, as the common sliders mark them. */
const slides = '.carousel-item, .swiper-slide, .slick-slide, .splide__slide, .glide__slide, .slide'

/**
 * The image a carousel opens on: its active slide's, else its first slide's. Chromium's largest paint
 * may be a later slide the carousel had turned to by then.
 */
function openingSlide($: CheerioAPI, image: Element): Element {
  const slide = $(image).closest(slides)
  if (!slide.length) return image
  const siblings = slide.parent().children(slides)
  const active = siblings.filter('.active').first()
  const opening = active.length ? active : siblings.first()
  return opening.find('img').get(0) ?? image
}

/**
 * The image that paints the first screen: the one Chromium reported as the largest contentful paint
 * (a carousel's opening slide when that paint was a later one), else the first image that is not a
 * logo or an icon. It must load at once, never lazily.
 */
function mainImage($: CheerioAPI, images: Cheerio<Element>, pageUrl: string, lcpUrl?: string): Element | undefined {
  if (lcpUrl) {
    const painted = images.get().find((image) => absoluteSource($, image, pageUrl) === lcpUrl)
    return painted && openingSlide($, painted)
  }
  return images.get().find((image) => {
    const width = Number($(image).attr('width') ?? 0)
    const describedAs = `${sourceOf($, image)} ${$(image).attr('alt') ?? ''} ${$(image).attr('class') ?? ''}`
    return !looksLikeIcon.test(describedAs) && (width === 0 || width >= 200)
  })
}

/** An image in the page's header or menu: it is on the first screen, whatever its place in the markup. */
const inHeader = ($: CheerioAPI, image: Element) => $(image).closest('header, nav, [role="banner"]').length > 0

/** A small picture of a brand or a network («whatsapp.svg», «icon-instagram.png»): too light to be worth deferring. */
const iconLike = ($: CheerioAPI, image: Element) =>
  /\.svg(?:[?#]|$)/i.test(sourceOf($, image)) ||
  looksLikeIcon.test(`${sourceOf($, image)} ${$(image).attr('class') ?? ''}`) ||
  /whatsapp|facebook|instagram|tiktok|twitter|linkedin|youtube/i.test(sourceOf($, image))

/**
 * Lazy loading for images below the first screen only (by `loading="lazy"` or by a script): the first two
 * images, the main image, the opening slide of a carousel that opens the page, the header's and the
 * menu's, and icons are never candidates, and a main image that is itself lazy is the failure (Lighthouse `lcp-lazy-loaded`)
 * only when Chromium measured it as the largest paint: advice to load a guessed image at once, with a
 * high priority, could point at one below the first screen and slow the page it means to speed up.
 */
export function lazyLoadingVerdict(site: SiteView): Verdict {
  const { $, page } = site.snapshot
  const images = $('img')
  const measuredMain = site.phone?.lcpImageUrl
  const main = mainImage($, images, page.url, measuredMain)
  const mainIsLazy = measuredMain !== undefined && main !== undefined && $(main).attr('loading') === 'lazy'
  // A carousel that opens the page (its first picture is the page's first outside the header) shows its
  // opening slide on the first screen, wherever that slide sits among the first pictures.
  const first = images.get().find((image) => !inHeader($, image) && !iconLike($, image))
  const opening = first && $(first).closest(slides).length > 0 ? openingSlide($, first) : undefined
  // An image with no source yet (a lightbox's `<img src="">` a tap fills in) loads nothing.
  const belowFold = images
    .slice(2)
    .filter(
      (_, image) =>
        image !== main && image !== opening && !inHeader($, image) && !iconLike($, image) && sourceOf($, image) !== '',
    )
  const eager = belowFold.filter((_, image) => $(image).attr('loading') !== 'lazy' && !scriptLazy($, image))
  // A picture is downloaded once however often it is shown, and one the first screen shows is
  // downloaded anyway: eleven copies of the menu's one photo are no download to put off.
  const onFirstScreen = new Set(
    [...images.slice(0, 2).get(), main, opening].flatMap((image) => (image ? [sourceOf($, image)] : [])),
  )
  const eagerSources = [...new Set(eager.map((_, image) => sourceOf($, image)).get())].filter(
    (source) => !onFirstScreen.has(source),
  )
  const status = mainIsLazy ? 'fail' : eagerSources.length > 1 && eager.length === belowFold.length ? 'warn' : 'pass'
  const subject = mainIsLazy ? main : eager.get(0)
  return verdict(
    'lazyLoading',
    status,
    mainIsLazy ? 'high' : 'low',
    {
      count: eagerSources.length,
      examples: examples(eagerSources.map(fileName)),
      // Named only as Chromium measured it, and never an icon: a guess may be a picture further down
      // while the first screen paints a background (`hero-bg.jpg` in the styles).
      main: main && measuredMain !== undefined && !iconLike($, main) ? fileName(sourceOf($, main)) : '',
      mainIsLazy: mainIsLazy ? 1 : 0,
    },
    subject && absoluteSource($, subject, page.url),
  )
}
