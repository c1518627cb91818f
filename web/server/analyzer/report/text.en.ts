import type { ReportText } from './text-types'

const plural = (count: string | number | undefined, one: string, many: string) =>
  `${count} ${Number(count) === 1 ? one : many}`

export const en: ReportText = {
  reportTitle: 'Your website analysis',
  analyzedUrl: 'Site analysed',
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
  },
  limitsTitle: 'What this scan cannot see',
  limits:
    "We read your page over HTTP, as a search engine does, and opened it once on a simulated phone. We do not see what happens when someone taps or scrolls (INP), inner pages, or the full purchase or booking journey; your real visitors' speed varies with their phone and connection.",
  closing: 'Want to go through these results together and hear what to do first? Book a free 15-minute review.',
  dateLocale: 'en-US',
  checks: {
    ttfb: {
      title: 'Server response time',
      pass: (v) => `Your server answered in ${v.ms} ms (Google recommends under 600 ms).`,
      problem: (v) => `Your server took ${v.ms} ms to start answering; under 600 ms is recommended.`,
      fix: () =>
        'Turn on page caching in your platform, move to faster hosting or put a CDN (such as Cloudflare) in front.',
    },
    redirects: {
      title: 'Redirects',
      pass: () => 'The address opens your page directly, with no redirects.',
      problem: (v) =>
        `There ${Number(v.count) === 1 ? 'is' : 'are'} ${plural(v.count, 'redirect', 'redirects')} before your page shows; each one adds waiting time.`,
      fix: () =>
        'Always link and share the final address (https, with or without www, whichever you use) and redirect in a single step.',
    },
    compression: {
      title: 'Text compression',
      pass: () => 'Your HTML, CSS and JavaScript are sent compressed.',
      problem: (v) => `${plural(v.count, 'text file is', 'text files are')} sent uncompressed (${v.examples}).`,
      fix: () => 'Enable gzip or Brotli on your server or CDN; it is usually a single switch in the hosting panel.',
    },
    caching: {
      title: 'Browser caching',
      pass: () => 'Your images, styles and scripts are cached long enough.',
      problem: (v) => `${plural(v.count, 'file is', 'files are')} cached for less than a week (${v.examples}).`,
      fix: () => 'Set "Cache-Control: max-age" to at least 7 days (ideally a year) for images, CSS and JavaScript.',
    },
    pageWeight: {
      title: 'Page weight',
      pass: (v) => `Your page weighs about ${v.kib} KB, a good size.`,
      problem: (v) => `Your page weighs about ${v.kib} KB; above 2,600 KB it loads slowly on mobile data.`,
      fix: () => 'Compress and resize images, remove unused scripts and plugins, and load videos only on click.',
    },
    requestCount: {
      title: 'Number of files',
      pass: (v) => `The page loads ${v.count} files, a reasonable number.`,
      problem: (v) => `The page requests ${v.count} files; each one adds waiting on mobile connections.`,
      fix: () =>
        'Remove plugins and widgets that add little, merge stylesheets and use images only where they are seen.',
    },
    renderBlocking: {
      title: 'Render-blocking resources',
      pass: () => 'Nothing in the head keeps the page from showing quickly.',
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
      pass: () => 'Your images use efficient formats or are light.',
      problem: (v) => `${plural(v.count, 'image uses', 'images use')} heavy JPEG/PNG/GIF (${v.examples}).`,
      fix: () => 'Convert images to WebP or AVIF: 25–50 % smaller at the same quality.',
    },
    imageSizes: {
      title: 'Image sizes',
      pass: () => 'No image is over 200 KB.',
      problem: (v) => `${plural(v.count, 'image weighs', 'images weigh')} more than 200 KB: ${v.examples}.`,
      fix: () => 'Resize each image to the size it is shown at (rarely wider than 1600 px) and compress it.',
    },
    imageDimensions: {
      title: 'Image dimensions',
      pass: () => 'Images declare width and height, so the page does not jump while loading.',
      problem: (v) => `${v.count} of ${v.total} images declare no width and height; content jumps while they load.`,
      fix: () => 'Set width and height attributes (or a CSS aspect-ratio) on every image.',
    },
    lazyLoading: {
      title: 'Lazy-loaded images',
      pass: () => 'Images further down load only when needed (or there are few).',
      problem: (v) => `${plural(v.count, 'image', 'images')} below the first screen download straight away.`,
      fix: () => 'Add loading="lazy" to images that are not visible when the page opens.',
    },
    hotlinkedImages: {
      title: 'Images from other sites',
      pass: () => 'The images your visitors see come from your own site or your CDN.',
      problem: (v) =>
        `${plural(v.count, 'image loads', 'images load')} straight from other sites (${v.examples}); if that site changes it, deletes it or is slow, your page suffers.`,
      fix: () => "Download those images (with their owner's permission), optimise them and host them on your own site.",
    },
    httpStatus: {
      title: 'Page status',
      pass: (v) => `The page answers correctly (status ${v.status}).`,
      problem: (v) => `The page answers with error status ${v.status}; Google will not show it.`,
      fix: () => 'Check that the address is right and that the page exists and is published.',
    },
    indexable: {
      title: 'Visible to Google',
      pass: () => 'Nothing stops Google from indexing the page.',
      problem: () => 'The page says "noindex": Google will not show it in results.',
      fix: () => 'Remove the "noindex" robots meta tag (or X-Robots-Tag header) from pages you want found.',
    },
    title: {
      title: 'Page title',
      pass: (v) => `The title is ${v.length} characters long: “${v.text}”.`,
      problem: (v) =>
        Number(v.length) === 0
          ? 'The page has no title (<title>).'
          : `The title is ${v.length} characters long (10 to 60 is ideal): “${v.text}”.`,
      fix: () =>
        'Write a unique 10–60 character title with your main service and city, e.g. “Dental clinic in San Salvador | Name”.',
    },
    description: {
      title: 'Meta description',
      pass: (v) => `The meta description is ${v.length} characters long.`,
      problem: (v) =>
        Number(v.length) === 0
          ? 'The meta description is missing: Google will make up the text under your title.'
          : `The meta description is ${v.length} characters long (50 to 160 is ideal).`,
      fix: () => 'Add a <meta name="description"> of 50–160 characters saying what you offer and why to choose you.',
    },
    h1: {
      title: 'Main heading (H1)',
      pass: () => 'The page has exactly one H1.',
      problem: (v) =>
        Number(v.count) === 0
          ? 'The page has no H1 heading.'
          : `The page has ${v.count} H1 headings; it should have one.`,
      fix: () => 'Use one H1 that says what you do; make other titles H2 and H3.',
    },
    lang: {
      title: 'Declared language',
      pass: (v) => `The page declares its language (${v.lang}).`,
      problem: () => 'The <html> tag does not declare a language.',
      fix: () => 'Add lang="en" (or the page\u2019s language) to the <html> tag.',
    },
    canonical: {
      title: 'Canonical link',
      pass: () => 'The page states its canonical address.',
      problem: () => 'There is no valid canonical link; Google may see duplicate copies of the page.',
      fix: () => 'Add <link rel="canonical" href="https://your-domain/…"> with each page\u2019s official address.',
    },
    viewport: {
      title: 'Mobile-friendly',
      pass: () => 'The page has a viewport tag, so it fits phone screens.',
      problem: () => 'The viewport tag is missing: on phones the page will look tiny.',
      fix: () => 'Add <meta name="viewport" content="width=device-width, initial-scale=1"> to the <head>.',
    },
    https: {
      title: 'Secure connection (HTTPS)',
      pass: () => 'The page uses HTTPS.',
      problem: () => 'The page does not use HTTPS: browsers label it “Not secure”.',
      fix: () =>
        'Turn on an SSL certificate (free with Let\u2019s Encrypt or your host) and serve everything over https.',
    },
    httpsRedirect: {
      title: 'Redirect to HTTPS',
      pass: () => 'Typing http:// leads to the secure version.',
      problem: () => 'The http:// version does not redirect to https://.',
      fix: () => 'Set up a permanent (301) redirect from http:// to https:// on the server.',
    },
    openGraph: {
      title: 'Share preview',
      pass: () => 'It has a title, description and image for WhatsApp and social networks.',
      problem: (v) =>
        `Only ${v.count} of 3 Open Graph tags (og:title, og:description, og:image): shared on WhatsApp or Facebook, the preview is incomplete.`,
      fix: () => 'Add og:title, og:description and og:image (1200×630 px) to every page.',
    },
    structuredData: {
      title: 'Structured data',
      pass: () => 'The page includes structured data for Google.',
      problem: () => 'There is no structured data (schema.org).',
      fix: () => 'Add LocalBusiness JSON-LD with your name, address, phone and opening hours.',
    },
    robotsTxt: {
      title: 'robots.txt',
      pass: () => 'robots.txt exists and lets search engines crawl the site.',
      problem: () => 'robots.txt is missing or blocks every search engine.',
      fix: () =>
        'Publish a /robots.txt that allows crawling and names your sitemap (“Sitemap: https://your-domain/sitemap.xml”).',
    },
    sitemap: {
      title: 'Sitemap',
      pass: () => 'We found your sitemap.',
      problem: () => 'We found no sitemap (neither in robots.txt nor at /sitemap.xml).',
      fix: () => 'Generate /sitemap.xml (most platforms do it for you) and submit it in Google Search Console.',
    },
    imageAlt: {
      title: 'Image alt text',
      pass: () => 'Every image has alternative text.',
      problem: (v) => `${plural(v.count, 'image has', 'images have')} no alternative text (alt): ${v.examples}.`,
      fix: () =>
        'Describe each image in its alt attribute (e.g. alt="Shop front in Santa Tecla"); use alt="" only for decoration.',
    },
    linkText: {
      title: 'Link text',
      pass: () => 'Links say where they lead.',
      problem: (v) => `${plural(v.count, 'link says', 'links say')} little (${v.examples}).`,
      fix: () => 'Replace texts like “here” or “more” with what the link offers, e.g. “See web design prices”.',
    },
    mixedContent: {
      title: 'Mixed content (http inside https)',
      pass: () => 'Everything your secure page loads also travels over https.',
      problem: (v) =>
        `Your secure page requests ${plural(v.count, 'file', 'files')} over unencrypted http (${v.examples}); browsers block them or mark the page as not secure.`,
      fix: () => 'Change those addresses to https:// (or host the files on your own site) and check the page again.',
    },
    consoleErrors: {
      title: 'JavaScript errors',
      pass: () => 'No JavaScript errors appeared when your page opened on a phone.',
      problem: (v) =>
        `${plural(v.count, 'JavaScript error', 'JavaScript errors')} appeared when your page opened on a phone (${v.examples}); part of the page may not work.`,
      fix: () => 'Ask whoever maintains your site to open the browser console and fix those errors.',
    },
    whatsapp: {
      title: 'WhatsApp button',
      pass: () => 'There is a direct WhatsApp link.',
      problem: () => 'There is no WhatsApp link, the channel your customers use most to write.',
      fix: () => 'Add a visible button to https://wa.me/503XXXXXXXX with a starter message.',
    },
    phone: {
      title: 'Tap-to-call phone',
      pass: () => 'The phone number can be dialled with one tap.',
      problem: () => 'There is no tel: link to call with one tap from a phone.',
      fix: () => 'Link your number like this: <a href="tel:+503XXXXXXXX">.',
    },
    callToAction: {
      title: 'Calls to action',
      pass: (v) => `We found ${plural(v.count, 'call', 'calls')} to action.`,
      problem: () => 'We found no buttons asking visitors to act (“Get a quote”, “Book”, “Buy”).',
      fix: () =>
        'Put a clear button on the first screen and after each section, with a verb and a benefit: “Get a free quote today”.',
    },
    contactForm: {
      title: 'Contact form',
      pass: () => 'The page has a contact form.',
      problem: () => 'There is no contact form on this page.',
      fix: () => 'Add a short form (name, phone, message) that reaches your inbox or CRM.',
    },
    testimonials: {
      title: 'Testimonials and reviews',
      pass: () => 'You show customer testimonials or reviews.',
      problem: () => 'We found no customer testimonials or reviews.',
      fix: () => 'Publish 3 real testimonials with name and photo, or embed your Google reviews.',
    },
    trustSignals: {
      title: 'Trust signals',
      pass: (v) => `We found ${v.count} trust signals (privacy, social profiles, address, guarantees).`,
      problem: (v) =>
        `Only ${plural(v.count, 'trust signal', 'trust signals')} (privacy policy, social profiles, address or map, guarantees).`,
      fix: () =>
        'Add your address or a map, links to your social profiles, a privacy policy and your guarantees or certifications.',
    },
    contrast: {
      title: 'Text contrast',
      pass: () => 'Text reads well against its background.',
      problem: (v) =>
        `${plural(v.count, 'text has', 'texts have')} too little contrast with the background; on a phone in the sun they are hard to read.`,
      fix: () =>
        'Darken the text or lighten the background to a contrast of at least 4.5 to 1 (3 to 1 for large text).',
    },
    tapTargets: {
      title: 'Buttons and links easy to tap',
      pass: () => 'Buttons and links are large enough to tap with a finger.',
      problem: (v) =>
        `${plural(v.count, 'button or link is', 'buttons or links are')} too small or too close together to tap with a finger.`,
      fix: () => 'Make them at least 24 × 24 pixels (48 is better) and space out the ones that touch.',
    },
    formLabels: {
      title: 'Form fields with labels',
      pass: () => 'Every field in your forms says what to enter.',
      problem: (v) =>
        `${plural(v.count, 'field has', 'fields have')} no label; on a phone, while typing, visitors no longer know what is asked.`,
      fix: () => 'Give every field visible text (a label), not just placeholder text inside it.',
    },
    autoplayMedia: {
      title: 'Audio or video that plays by itself',
      pass: () => 'Nothing plays sound when your page opens.',
      problem: (v) =>
        `${plural(v.count, 'audio or video tries', 'audios or videos try')} to play sound without the visitor asking (${v.examples}).`,
      fix: () => 'Turn autoplay off or mute the video, and let visitors press play themselves.',
    },
    chatWidget: {
      title: 'Live chat or chatbot',
      pass: () => 'There is a chat or chatbot to answer instantly.',
      problem: () => 'No chat or chatbot: night-time visitors leave without an answer.',
      fix: () => 'Install a chatbot that answers common questions 24/7 and hands cases over to WhatsApp.',
    },
    onlineBooking: {
      title: 'Online booking',
      pass: () => 'Customers can book online.',
      problem: () => 'Appointments or reservations cannot be booked online.',
      fix: () => 'Connect an online calendar (Calendly, Google Calendar) so customers book without calling.',
    },
    analytics: {
      title: 'Analytics',
      pass: () => 'You measure visits with an analytics tool.',
      problem: () => 'We detected no analytics: you cannot tell how many people visit or where they come from.',
      fix: () => 'Install Google Analytics 4 (or Plausible) and track clicks on WhatsApp and forms.',
    },
    emailCapture: {
      title: 'E-mail capture',
      pass: () => 'You can collect your visitors\u2019 e-mail addresses.',
      problem: () => 'There is no way to leave an e-mail address for news or offers.',
      fix: () =>
        'Offer something useful (a discount, a guide) in exchange for the address and connect it to your e-mail tool.',
    },
  },
}
