import type { BusinessKind } from 'site-analyzer'
import type { ReportText } from './text-types'

/** What fits each kind of business: the button it needs, how its customers book, how Google files it. */
const kinds: Record<
  BusinessKind,
  { cta: string; booking: string; bookingFix: string; schema: string; titleExample: string }
> = {
  restaurant: {
    cta: '"Order on WhatsApp" or "Book a table"',
    booking: 'Nobody can book a table or place an order online.',
    bookingFix:
      'Take reservations and orders online: a form with date, time and party size, or a reservation or delivery platform linked from the menu.',
    schema: 'Restaurant (or Bakery, CafeOrCoffeeShop) with address, phone, opening hours and a link to the menu',
    titleExample: '"Pupusas in Santa Tecla | Name"',
  },
  clinic: {
    cta: '"Book your appointment"',
    booking: 'Your patients cannot book an appointment online.',
    bookingFix:
      "Offer an online agenda with each practitioner's free slots (for example Google Calendar's appointment schedule) and confirm on WhatsApp.",
    schema: 'Dentist or MedicalClinic with address, phone and opening hours',
    titleExample: '"Dental clinic in San Salvador | Name"',
  },
  shop: {
    cta: '"Buy now" or "Order on WhatsApp"',
    booking: 'Nobody can buy online: we found no cart or shop.',
    bookingFix: 'Open an online shop (cart and payment) or, to start, a catalogue with ordering on WhatsApp.',
    schema: 'Store with address and opening hours, and Product with a price on each product',
    titleExample: '"Leather shoes in San Miguel | Name"',
  },
  services: {
    cta: '"Get a free quote"',
    booking: 'Your clients cannot book a call or meeting online.',
    bookingFix: 'Connect an online calendar (Calendly, for example) so they book a call without waiting for a reply.',
    schema: 'ProfessionalService with address, phone and service area',
    titleExample: '"Accountants in San Salvador | Name"',
  },
  other: {
    cta: '"Message us on WhatsApp"',
    booking: 'Your customers cannot book, schedule or order online.',
    bookingFix:
      'Offer a way to book or order online that fits your business (a calendar, a form with a date, online orders).',
    schema: 'LocalBusiness with name, address, phone and opening hours',
    titleExample: '"Your main service in your city | Name"',
  },
}
const kindOf = (v: { business?: string | number }) => kinds[(v.business as BusinessKind) ?? 'other'] ?? kinds.other

const plural = (count: string | number | undefined, one: string, many: string) =>
  `${count} ${Number(count) === 1 ? one : many}`

export const en: ReportText = {
  reportTitle: 'Your website analysis',
  analyzedSite: 'Site analysed',
  analyzedAt: 'Date',
  overall: 'Overall score',
  scoreOutOf: '/100',
  topActions: 'Your top 3 actions',
  noActions: 'Excellent! We found nothing urgent to fix.',
  findings: 'All findings',
  fixLabel: 'How to fix it',
  categories: { speed: 'Speed', seo: 'SEO (Google)', sales: 'Sales', automation: 'Automation' },
  status: { pass: '✅ Good', warn: '⚠️ Could improve', fail: '❌ Failing' },
  importance: { high: 'high priority', medium: 'medium priority', low: 'low priority' },
  phone: {
    title: 'Your site on a phone',
    measured: (v) =>
      `We opened your page on a simulated phone (Lighthouse, mobile connection): performance ${v.performance}/100; main content visible (LCP) at ${v.lcp} s, first content (FCP) at ${v.fcp} s, Speed Index ${v.speedIndex} s, total blocking time (TBT) ${v.tbt} ms, visual stability (CLS) ${v.cls}.`,
    unavailable:
      'This time we could not measure your page on a phone, so this report has no mobile speed figures (LCP, CLS, TBT), no screenshot and none of the checks only a browser can make. Everything else was checked over HTTP.',
    stopped: {
      memory: (megabytes) =>
        `We stopped the measurement because your page asked for more than ${megabytes} MB of memory, the most we give one analysis: on a real phone, a page like that freezes or closes itself.`,
      cpu: (seconds) =>
        `We stopped the measurement because your page kept the processor busy for more than ${seconds} seconds: on a real phone, a page like that feels frozen and drains the battery.`,
    },
  },
  metrics: {
    lcpMs: 'Main content visible (LCP)',
    fcpMs: 'First content (FCP)',
    speedIndexMs: 'Speed Index',
    tbtMs: 'Total blocking time (TBT)',
    cls: 'Visual stability (CLS)',
  },
  ratings: {
    lcpMs: { good: 'fast', average: 'could be faster', poor: 'slow' },
    fcpMs: { good: 'fast', average: 'could be faster', poor: 'slow' },
    speedIndexMs: { good: 'fast', average: 'could be faster', poor: 'slow' },
    tbtMs: { good: 'responds at once', average: 'slow to respond', poor: 'freezes' },
    cls: { good: 'stable', average: 'somewhat unstable', poor: 'unstable' },
  },
  screenshotAlt: 'Your page on a phone screen',
  business: {
    title: 'What we would do for your business',
    recognised: (name) => `From what we saw, your site is for ${name}.`,
    kinds: {
      restaurant: {
        name: 'a restaurant or food business',
        suggestion:
          'A WhatsApp chatbot that takes orders and reservations at any hour, and a fast site with your menu and an order button on the first screen.',
      },
      clinic: {
        name: 'a clinic or practice',
        suggestion:
          'A voice assistant that answers the phone and books appointments, and a chatbot that confirms and reminds patients on WhatsApp.',
      },
      shop: {
        name: 'a shop',
        suggestion:
          'A chatbot that answers questions about products, prices and delivery on WhatsApp, and a fast catalogue that leads to the purchase.',
      },
      services: {
        name: 'a professional services firm',
        suggestion:
          'A site that turns visits into quote requests, and a chatbot that answers and qualifies your prospects.',
      },
      other: {
        name: 'a business',
        suggestion:
          'A fast site with clear contact buttons and a WhatsApp chatbot that answers your customers at once.',
      },
    },
  },
  passedLabel: 'Already good',
  unmeasuredLabel: 'Unmeasured (only the simulated phone can see these)',
  contact: { title: "Let's talk", booking: 'Book your free 15-minute review', whatsapp: 'WhatsApp', email: 'E-mail' },
  limitsTitle: 'What this scan cannot see',
  limits:
    "We read your page over HTTP, as a search engine does, and opened it once on a simulated phone; from your menu we read up to five pages (contact, menu, booking, services). We do not see what happens when someone taps or scrolls (INP), other inner pages, or the full purchase or booking journey; your real visitors' speed varies with their phone and connection.",
  closing: 'Want to go through these results together and hear what to do first? Book a free 15-minute review.',
  dateLocale: 'en-US',
  linkRemoved: '[link removed]',
  checks: {
    ttfb: {
      title: 'Server response time',
      problem: (v) => `Your server took ${v.ms} ms to start answering; under 600 ms is recommended.`,
      fix: () =>
        'Turn on page caching in your platform, move to faster hosting or put a CDN (such as Cloudflare) in front.',
    },
    redirects: {
      title: 'Redirects',
      problem: (v) =>
        `There ${Number(v.count) === 1 ? 'is' : 'are'} ${plural(v.count, 'redirect', 'redirects')} before your page shows; each one adds waiting time.`,
      fix: () =>
        'Always link and share the final address (https, with or without www, whichever you use) and redirect in a single step.',
    },
    compression: {
      title: 'Text compression',
      problem: (v) => `${plural(v.count, 'text file is', 'text files are')} sent uncompressed (${v.examples}).`,
      fix: () => 'Enable gzip or Brotli on your server or CDN; it is usually a single switch in the hosting panel.',
    },
    caching: {
      title: 'Browser caching',
      problem: (v) => `${plural(v.count, 'file is', 'files are')} cached for less than a week (${v.examples}).`,
      fix: () => 'Set "Cache-Control: max-age" to at least 7 days (ideally a year) for images, CSS and JavaScript.',
    },
    pageWeight: {
      title: 'Page weight',
      problem: (v) => `Your page weighs about ${v.kib} KB; above 2,600 KB it loads slowly on mobile data.`,
      fix: () => 'Compress and resize images, remove unused scripts and plugins, and load videos only on click.',
    },
    requestCount: {
      title: 'Number of files',
      problem: (v) => `The page requests ${v.count} files; each one adds waiting on mobile connections.`,
      fix: () =>
        'Remove plugins and widgets that add little, merge stylesheets and use images only where they are seen.',
    },
    renderBlocking: {
      title: 'Render-blocking resources',
      problem: (v) =>
        `The <head> holds ${[
          Number(v.scripts) > 0 && plural(v.scripts, 'script without async/defer', 'scripts without async/defer'),
          Number(v.styles) > 2 && plural(v.styles, 'stylesheet', 'stylesheets'),
        ]
          .filter(Boolean)
          .join(' and ')} that delay the first paint.`,
      fix: () => 'Add "defer" to scripts, merge stylesheets into one and load non-essential code later.',
    },
    imageFormats: {
      title: 'Image formats',
      problem: (v) => `${plural(v.count, 'image uses', 'images use')} heavy JPEG/PNG/GIF (${v.examples}).`,
      fix: () => 'Convert images to WebP or AVIF: 25–50 % smaller at the same quality.',
    },
    imageSizes: {
      title: 'Image sizes',
      problem: (v) => `${plural(v.count, 'image weighs', 'images weigh')} more than 200 KB: ${v.examples}.`,
      fix: () => 'Resize each image to the size it is shown at (rarely wider than 1600 px) and compress it.',
    },
    imageDimensions: {
      title: 'Image dimensions',
      problem: (v) => `${v.count} of ${v.total} images declare no width and height; content jumps while they load.`,
      fix: () => 'Set width and height attributes (or a CSS aspect-ratio) on every image.',
    },
    lazyLoading: {
      title: 'Lazy-loaded images',
      problem: (v) =>
        Number(v.mainIsLazy)
          ? `The main image (${v.main}) has loading="lazy": the browser fetches it late and the first screen shows empty.`
          : `${plural(v.count, 'image', 'images')} below the first screen download straight away (${v.examples}).`,
      fix: (v) =>
        Number(v.mainIsLazy)
          ? 'Remove loading="lazy" from the main image (and give it fetchpriority="high"); keep it for images further down.'
          : `Add loading="lazy" to those images; never to the main image${v.main ? ` (${v.main})` : ''}.`,
    },
    hotlinkedImages: {
      title: 'Images from other sites',
      problem: (v) =>
        `${plural(v.count, 'image loads', 'images load')} straight from other sites (${v.examples}); if that site changes it, deletes it or is slow, your page suffers.`,
      fix: () => "Download those images (with their owner's permission), optimise them and host them on your own site.",
    },
    layoutShift: {
      title: 'Stability while loading',
      problem: (v) =>
        `On a phone the content jumps while it loads (CLS ${v.value})${v.count ? `: ${v.examples} move` : ''}; visitors lose their place or tap what they did not mean to.`,
      fix: () =>
        'Reserve the space of images, ads and frames (width and height, or aspect-ratio) and never insert content above what is already shown.',
    },
    blockingScripts: {
      title: 'Scripts that keep the phone busy',
      problem: (v) =>
        `Scripts keep the phone busy for ${v.value} ms (total blocking time, TBT): meanwhile the page does not respond to taps${v.count ? `; the heaviest: ${v.examples}` : ''}.`,
      fix: () =>
        'Remove scripts and plugins you do not use, and load chat, social and ad scripts after the first screen.',
    },
    httpStatus: {
      title: 'Page status',
      problem: (v) => `The page answers with error status ${v.status}; Google will not show it.`,
      fix: () => 'Check that the address is right and that the page exists and is published.',
    },
    indexable: {
      title: 'Visible to Google',
      problem: () => 'The page says "noindex": Google will not show it in results.',
      fix: () => 'Remove the "noindex" robots meta tag (or X-Robots-Tag header) from pages you want found.',
    },
    title: {
      title: 'Page title',
      problem: (v) =>
        Number(v.length) === 0
          ? 'The page has no title (<title>).'
          : `The title is ${v.length} characters long (10 to 60 is ideal): “${v.text}”.`,
      fix: (v) =>
        `Write a unique 10–60 character title with your main service and city, e.g. ${kindOf(v).titleExample}.`,
    },
    description: {
      title: 'Meta description',
      problem: (v) =>
        Number(v.length) === 0
          ? 'The meta description is missing: Google will make up the text under your title.'
          : `The meta description is ${v.length} characters long (50 to 160 is ideal).`,
      fix: () => 'Add a <meta name="description"> of 50–160 characters saying what you offer and why to choose you.',
    },
    h1: {
      title: 'Main heading (H1)',
      problem: (v) =>
        Number(v.count) === 0
          ? 'The page has no H1 heading.'
          : `The page has ${v.count} H1 headings; it should have one.`,
      fix: () => 'Use one H1 that says what you do; make other titles H2 and H3.',
    },
    lang: {
      title: 'Declared language',
      problem: () => 'The <html> tag does not declare a language.',
      fix: () => 'Add lang="en" (or the page\u2019s language) to the <html> tag.',
    },
    canonical: {
      title: 'Canonical link',
      problem: () => 'There is no valid canonical link; Google may see duplicate copies of the page.',
      fix: () => 'Add <link rel="canonical"> with the full, official address of each page.',
    },
    viewport: {
      title: 'Mobile-friendly',
      problem: () => 'The viewport tag is missing: on phones the page will look tiny.',
      fix: () => 'Add <meta name="viewport" content="width=device-width, initial-scale=1"> to the <head>.',
    },
    https: {
      title: 'Secure connection (HTTPS)',
      problem: () => 'The page does not use HTTPS: browsers label it “Not secure”.',
      fix: () =>
        'Turn on an SSL certificate (free with Let\u2019s Encrypt or your host) and serve everything over https.',
    },
    httpsRedirect: {
      title: 'Redirect to HTTPS',
      problem: () => 'The http:// version does not redirect to https://.',
      fix: () => 'Set up a permanent (301) redirect from http:// to https:// on the server.',
    },
    openGraph: {
      title: 'Share preview',
      problem: (v) =>
        `${v.count ? `Only ${v.count} of the 3 Open Graph tags are there` : 'The 3 Open Graph tags are missing'} (og:title, og:description, og:image): shared on WhatsApp or Facebook, the preview is incomplete.`,
      fix: () => 'Add og:title, og:description and og:image (1200×630 px) to every page.',
    },
    structuredData: {
      title: 'Structured data',
      problem: () => 'There is no structured data (schema.org).',
      fix: (v) => `Add JSON-LD of type ${kindOf(v).schema}.`,
    },
    robotsTxt: {
      title: 'robots.txt',
      problem: () => 'robots.txt is missing or blocks every search engine.',
      fix: () =>
        'Publish a /robots.txt that allows crawling and ends with a "Sitemap:" line followed by the full address of your sitemap.',
    },
    sitemap: {
      title: 'Sitemap',
      problem: () => 'We found no sitemap (neither in robots.txt nor at /sitemap.xml).',
      fix: () => 'Generate /sitemap.xml (most platforms do it for you) and submit it in Google Search Console.',
    },
    imageAlt: {
      title: 'Image alt text',
      problem: (v) => `${plural(v.count, 'image has', 'images have')} no alternative text (alt): ${v.examples}.`,
      fix: () =>
        'Describe each image in its alt attribute (e.g. alt="Shop front in Santa Tecla"); use alt="" only for decoration.',
    },
    linkText: {
      title: 'Link text',
      problem: (v) => `${plural(v.count, 'link says', 'links say')} little (${v.examples}).`,
      fix: () => 'Replace texts like “here” or “more” with what the link offers, e.g. “See web design prices”.',
    },
    doctype: {
      title: 'Document type',
      problem: () =>
        'The page does not start with <!DOCTYPE html>: browsers show it in "quirks mode" and the layout may break.',
      fix: () => 'Make <!DOCTYPE html> the first line of every page.',
    },
    viewportZoom: {
      title: 'Pinch to zoom',
      problem: () =>
        'The viewport tag stops people from zooming (user-scalable=no or a low maximum-scale): anyone with poor sight cannot read it.',
      fix: () => 'Remove user-scalable=no and maximum-scale from the viewport tag.',
    },
    deadLinks: {
      title: 'Broken links',
      problem: (v) =>
        `${plural(v.count, 'link on your site leads', 'links on your site lead')} to pages that do not exist (${v.examples}).`,
      fix: () => 'Fix or remove those links, or redirect the old addresses to the new page.',
    },
    mixedContent: {
      title: 'Mixed content (http inside https)',
      problem: (v) =>
        `Your secure page requests ${plural(v.count, 'file', 'files')} over unencrypted http (${v.examples}); browsers block them or mark the page as not secure.`,
      fix: () => 'Change those addresses to https:// (or host the files on your own site) and check the page again.',
    },
    consoleErrors: {
      title: 'JavaScript errors',
      problem: (v) =>
        `${plural(v.count, 'JavaScript error', 'JavaScript errors')} appeared when your page opened on a phone (${v.examples}); part of the page may not work.`,
      fix: () => 'Ask whoever maintains your site to open the browser console and fix those errors.',
    },
    whatsapp: {
      title: 'WhatsApp button',
      problem: () => 'There is no WhatsApp link, the channel your customers use most to write.',
      fix: () =>
        'Add a visible button that opens WhatsApp with your full number (wa.me followed by 503 and your 8 digits) and a starter message.',
    },
    phone: {
      title: 'Tap-to-call phone',
      problem: () => 'There is no tel: link to call with one tap from a phone.',
      fix: () => 'Link your number with tel: followed by +503 and your 8 digits, so it dials with one tap.',
    },
    callToAction: {
      title: 'Calls to action',
      problem: (v) =>
        Number(v.elsewhere) > 0
          ? 'Your home page has no button asking visitors to act; they appear only on inner pages.'
          : 'We found no buttons on your site asking visitors to act (order, book, schedule, get a quote, buy).',
      fix: (v) => `Put a clear button on the first screen and after each section, for example ${kindOf(v).cta}.`,
    },
    contactForm: {
      title: 'Contact form',
      problem: () => 'There is no contact form on this page.',
      fix: () => 'Add a short form (name, phone, message) that reaches your inbox or CRM.',
    },
    testimonials: {
      title: 'Testimonials and reviews',
      problem: () => 'We found no customer testimonials or reviews.',
      fix: () => 'Publish 3 real testimonials with name and photo, or embed your Google reviews.',
    },
    trustSignals: {
      title: 'Trust signals',
      problem: (v) =>
        `${v.count ? `Only ${plural(v.count, 'trust signal', 'trust signals')}` : 'No trust signals'} (privacy policy, social profiles, address or map, guarantees).`,
      fix: () =>
        'Add your address or a map, links to your social profiles, a privacy policy and your guarantees or certifications.',
    },
    placeholderLinks: {
      title: 'Template links',
      problem: (v) =>
        `${plural(v.count, 'link looks', 'links look')} like contact, social or privacy links but lead nowhere (${v.examples}); whoever taps one gives up.`,
      fix: () => 'Give each one your real number, profile or page, or remove it.',
    },
    offsiteNavigation: {
      title: 'Menu that leads to other sites',
      problem: (v) =>
        `${plural(v.count, 'menu item leads', 'menu items lead')} to another website (${v.examples}); visitors leave your page and do not always come back.`,
      fix: () => 'Put that content on a page of your own site and link it from the menu.',
    },
    contrast: {
      title: 'Text contrast',
      problem: (v) =>
        `${plural(v.count, 'text has', 'texts have')} too little contrast with the background; on a phone in the sun they are hard to read.`,
      fix: () =>
        'Darken the text or lighten the background to a contrast of at least 4.5 to 1 (3 to 1 for large text).',
    },
    tapTargets: {
      title: 'Buttons and links easy to tap',
      problem: (v) =>
        `${plural(v.count, 'button or link is', 'buttons or links are')} too small or too close together to tap with a finger.`,
      fix: () => 'Make them at least 24 × 24 pixels (48 is better) and space out the ones that touch.',
    },
    formLabels: {
      title: 'Form fields with labels',
      problem: (v) =>
        `${plural(v.count, 'field has', 'fields have')} no label; on a phone, while typing, visitors no longer know what is asked.`,
      fix: () => 'Give every field visible text (a label), not just placeholder text inside it.',
    },
    autoplayMedia: {
      title: 'Audio or video that plays by itself',
      problem: (v) =>
        `${plural(v.count, 'audio or video tries', 'audios or videos try')} to play sound without the visitor asking (${v.examples}).`,
      fix: () => 'Turn autoplay off or mute the video, and let visitors press play themselves.',
    },
    chatWidget: {
      title: 'Live chat or chatbot',
      problem: () => 'No chat or chatbot: night-time visitors leave without an answer.',
      fix: () => 'Install a chatbot that answers common questions 24/7 and hands cases over to WhatsApp.',
    },
    onlineBooking: {
      title: 'Online booking and orders',
      problem: (v) => kindOf(v).booking,
      fix: (v) => kindOf(v).bookingFix,
    },
    analytics: {
      title: 'Analytics',
      problem: () => 'We detected no analytics: you cannot tell how many people visit or where they come from.',
      fix: () => 'Install Google Analytics 4 (or Plausible) and track clicks on WhatsApp and forms.',
    },
    emailCapture: {
      title: 'E-mail capture',
      problem: () => 'There is no way to leave an e-mail address for news or offers.',
      fix: () =>
        'Offer something useful (a discount, a guide) in exchange for the address and connect it to your e-mail tool.',
    },
  },
}
