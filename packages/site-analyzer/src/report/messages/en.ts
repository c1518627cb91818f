import type { Catalogue } from './catalogue'
import { kindsEn } from './kinds.en'

/** The report's English copy. */
export const en: Catalogue = {
  reportTitle: 'Your website analysis',
  analyzedSite: 'Site analysed',
  analyzedAt: 'Date',
  overall: 'Overall score',
  topActions: 'Your top 3 actions',
  noActions: 'Excellent! We found nothing urgent to fix.',
  findings: 'All findings',
  fixLabel: 'How to fix it',
  categories: { speed: 'Speed', seo: 'SEO (Google)', sales: 'Sales', automation: 'Automation' },
  status: { pass: '✔ Good', warn: '⚠ Could improve', fail: '✘ Failing' },
  importance: { high: 'high priority', medium: 'medium priority', low: 'low priority' },
  phone: {
    title: 'Your site on a phone',
    measured:
      'We opened your page on a simulated phone (Lighthouse, mobile connection): performance {performance, number}/100; main content visible (LCP) at {lcp, number, ::.0} s, first content (FCP) at {fcp, number, ::.0} s, Speed Index {speedIndex, number, ::.0} s, total blocking time (TBT) {tbt, number} ms, visual stability (CLS) {cls, number}.',
    unavailable:
      'This time we could not measure your page on a phone, so this report has no mobile speed figures (LCP, CLS, TBT), no screenshot and none of the checks only a browser can make. Everything else was checked over HTTP.',
    why: {
      'no-browser':
        'We could not open the browser we measure with on our server: the problem is ours, not your page’s.',
      timeout:
        'The measurement did not finish within the {passSeconds, number} seconds we give it: your page took too long to load or to settle. Ask for the analysis again in a few minutes; if it happens again, your page is too heavy for a phone.',
      busy: 'Our server was busy with other analyses and could not measure your page in time: the problem is ours, not your page’s. Ask for the analysis again in a few minutes to see its speed on a phone too.',
      failed: 'The browser could not finish loading your page to measure it.',
      memory:
        'We stopped the measurement because your page asked for more than {megabytes, number} MB of memory, the most we give one analysis: on a real phone, a page like that freezes or closes itself.',
      cpu: 'We stopped the measurement because your page kept our simulated phone’s processor busy for more than {cpuSeconds, plural, one {# second} other {# seconds}} (scripts that never finish, or animations that never stop): on a real phone, a page like that may feel slow and drain the battery.',
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
    text: 'From what we saw, your site is for {name}. {suggestion}',
  },
  kinds: kindsEn,
  exampleCity: 'your city',
  tradeTitleExample: '"{trade} in {city} | Name"',
  passedLabel: 'Already good',
  unmeasuredLabel:
    'Unmeasured ({why, select, styles {your page’s styles did not reach the simulated phone, which saw it without its colours and layout} fonts {the typefaces, icons or animations your page loads from another site did not reach the simulated phone, and without them the text is not laid out as your visitors see it} scripts {some of your page’s scripts did not reach the simulated phone} other {only the simulated phone can see these}})',
  unjudgedLabel: 'Not judged (our machine was busy while measuring and we could not tell its delay from your site’s)',
  contact: { title: 'Let’s talk', booking: 'Book a 15-minute review', whatsapp: 'WhatsApp', email: 'E-mail' },
  limitsTitle: 'What this scan cannot see',
  limits:
    'We read your page over HTTP, as a search engine does, {phone, select, measured {and opened it once on a simulated phone, where we tapped its buttons and filled in its forms without sending anything} other {but this time we could not open it on a simulated phone: we did not tap its buttons or fill in its forms, so what only its scripts do we judged from what its code says}}; of the pages your navigation links to we read up to five of those that sell (contact, booking, services, products or food menu). We do not measure how fast it answers a tap (INP), nor see other inner pages or the full purchase or booking journey; your real visitors’ speed varies with their phone and connection.',
  closing: 'Want to go through these results together and hear what to do first? Book a free 15-minute review.',
  linkRemoved: '[link removed]',
  places: {
    title: 'in the browser tab title',
    description: 'in the description Google shows',
    mainHeading: 'in the main heading',
    heading: 'in a subheading',
    navigation: 'in the menu',
    header: 'in the header',
    footer: 'in the footer',
    form: 'in the form',
    image: 'on an image',
    button: 'on a button',
    link: 'on a link',
    page: 'in the page text',
    script: 'in one of the site’s scripts',
  },
  placedItem: '"{text}" {place}',
  iconControls: {
    menu: 'the menu button (☰)',
    close: 'the close X',
    search: 'the search magnifier',
    slides: 'the photo slider’s arrows',
    scrollTop: 'the back-to-top arrow',
    cart: 'the cart icon',
    call: 'the phone icon',
    mail: 'the e-mail icon',
    map: 'the location icon',
    signIn: 'the sign-in icon',
    list: 'a drop-down list',
    icon: 'an icon without text',
  },
  checks: {
    ttfb: {
      title: 'Server response time',
      problem: 'Your server took {ms, number} ms to start answering; under 600 ms is recommended.',
      fix: 'Turn on page caching in your platform, move to faster hosting or put a CDN (such as Cloudflare) in front.',
    },
    redirects: {
      title: 'Redirects',
      problem:
        '{count, plural, one {There is # redirect before your page shows{refresh, select, 1 {, made by the page itself (meta refresh), which shows an empty page first and which Google does not always follow; it adds waiting time.} other {, and it adds waiting time.}}} other {There are # redirects before your page shows{refresh, select, 1 {, one of them made by the page itself (meta refresh), which shows an empty page first and which Google does not always follow} other {}}; each one adds waiting time.}}',
      fix: 'Always link and share the final address (https, with or without www, whichever you use) and redirect in a single step.',
    },
    compression: {
      title: 'Text compression',
      problem:
        '{withPage, select, yes {The page{count, plural, =0 { is} one { and # more text file are} other { and # more text files are}}} other {{count, plural, one {# text file is} other {# text files are}}}} sent uncompressed{examples, select, none {} other { ({examples})}}.',
      fix: 'Enable gzip or Brotli on your server or CDN; it is usually a single switch in the hosting panel.',
    },
    caching: {
      title: 'Browser caching',
      problem:
        '{count, plural, one {# file is} other {# files are}} cached for less than a week{examples, select, none {} other { ({examples})}}.',
      fix: 'Set "Cache-Control: max-age" to at least 7 days (ideally a year) for images, CSS and JavaScript.',
    },
    pageWeight: {
      title: 'Page weight',
      problem: 'Your page weighs about {kib, number} KB; above 2,600 KB it loads slowly on mobile data.',
      fix: '{photos, select, most {Nearly all of that weight is your photos: compress them and resize them to the size they are shown at{videos, select, yes {, and load videos only on click} other {}}.} other {Compress and resize images{videos, select, yes {, remove unused scripts and plugins, and load videos only on click} other { and remove unused scripts and plugins}}.}}',
    },
    requestCount: {
      title: 'Number of files',
      problem:
        'The page requests {count, plural, one {# file} other {# files}}; each one adds waiting on mobile connections.',
      fix: 'Remove plugins and widgets that add little, merge stylesheets and use images only where they are seen.',
    },
    renderBlocking: {
      title: 'Render-blocking resources',
      problem:
        'The <head> holds {scripts, plural, =0 {} one {# script without async/defer} other {# scripts without async/defer}}{styles, plural, =0 {} =1 {} =2 {} other {{scripts, plural, =0 {} other { and }}# stylesheets}}{foreign, plural, =0 {} other {{scripts, plural, =0 {{styles, plural, =0 {} =1 {} =2 {} other { and }}} other { and }}{foreign, plural, one {# stylesheet} other {# stylesheets}} from another site{examples, select, none {} other { ({examples})}},}} that {scripts, plural, one {{styles, plural, =0 {{foreign, plural, =0 {holds} other {hold}}} =1 {{foreign, plural, =0 {holds} other {hold}}} =2 {{foreign, plural, =0 {holds} other {hold}}} other {hold}}} =0 {{foreign, plural, one {holds} other {hold}}} other {hold}} back the moment your page appears{foreign, plural, =0 {} one {; the one from another site also waits for one more connection to open} other {; those from another site also wait for one more connection to each}}.',
      fix: '{scripts, plural, =0 {} one {Add "defer" to that script and to the scripts that use what it defines, and move any code written in the page that calls it into a deferred file: deferred scripts run in order, once the page is read. } other {Add "defer" to those scripts and to the scripts that use what they define, and move any code written in the page that calls them into a deferred file: deferred scripts run in order, once the page is read. }}{styles, plural, =0 {} =1 {} =2 {} other {Merge your stylesheets into one. }}{foreign, plural, =0 {Load what is not essential later.} other {Serve from your own site what you now fetch from another (your fonts, with font-display: swap) and load what is not essential later.}}',
    },
    imageFormats: {
      title: 'Image formats',
      problem:
        '{count, plural, one {# image uses a heavy format} other {# images use heavy formats}} (JPEG, PNG or GIF){examples, select, none {} other {: {examples}}}.',
      fix: 'Convert {count, plural, one {that image} other {those # images}} to WebP or AVIF, which are 25–50 % smaller at the same quality.',
    },
    imageSizes: {
      title: 'Image sizes',
      problem:
        '{count, plural, one {# image weighs} other {# images weigh}} more than 200 KB{examples, select, none {} other {: {examples}}}.',
      fix: 'Resize {count, plural, one {that image} other {each image}} to the size it is shown at (rarely wider than 1600 px) and compress it.',
    },
    imageDimensions: {
      title: 'Image dimensions',
      problem:
        '{count, plural, one {# image declares} other {# images declare}} no width and height (your page has {total, plural, one {# image} other {# images}}): {moved, select, yes {content jumped while {count, plural, one {it loaded} other {they loaded}}} other {unless your stylesheet gives {count, plural, one {it a size, content jumps while it loads} other {them a size, content jumps while they load}}}}.',
      fix: 'Set width and height attributes (or a CSS aspect-ratio) on {count, plural, one {that image} other {each of those images}}.',
    },
    lazyLoading: {
      title: 'Lazy-loaded images',
      problem:
        '{mainIsLazy, select, 1 {The main image ({main}) has loading="lazy": the browser fetches it late and the first screen shows empty.} other {{count, plural, one {# image below the first screen downloads} other {# images below the first screen download}} straight away{examples, select, none {} other { ({examples})}}.}}',
      fix: '{mainIsLazy, select, 1 {Remove loading="lazy" from the main image (and give it fetchpriority="high"); keep it for images further down.} other {Add loading="lazy" to {count, plural, one {that image} other {those images}}; never to the main image{main, select, none {} other { ({main})}}.}}',
    },
    hotlinkedImages: {
      title: 'Images from other sites',
      problem:
        '{count, plural, one {# image loads straight from another site} other {# images load straight from other sites}}{examples, select, none {} other { ({examples})}}; if that site changes {count, plural, one {it, deletes it} other {them, deletes them}} or is slow, your page suffers.',
      fix: '{count, plural, one {Download that image (with its owner’s permission), optimise it and host it} other {Download those images (with their owners’ permission), optimise them and host them}} on your own site.',
    },
    layoutShift: {
      title: 'Stability while loading',
      problem:
        'On a phone the content jumps while it loads (CLS {value}){examples, select, none {} other {{count, plural, one {: {examples} moves} other {: {examples} move}}}}; visitors lose their place or tap what they did not mean to.',
      fix: 'Reserve the space of images, ads and frames (width and height, or aspect-ratio) and never insert content above what is already shown.',
    },
    blockingScripts: {
      title: 'Scripts that keep the phone busy',
      problem:
        'Scripts keep the phone busy for {value, number} ms (total blocking time, TBT): meanwhile the page does not respond to taps{examples, select, none {} other {{count, plural, one {; the one to blame: {examples}} other {; the heaviest: {examples}}}}}.',
      fix: 'Remove scripts and plugins you do not use, and load chat, social and ad scripts after the first screen.',
    },
    httpStatus: {
      title: 'Page status',
      problem:
        '{where, select, root {This page answers, but your site’s own address (/) answers with error status {status}: anyone who types just your domain, and Google, land on an error page.} other {The page answers with error status {status}; Google will not show it.}}',
      fix: '{where, select, root {Publish your home page as index.html (lower case) at the root of the site, or make the site’s address redirect to it.} other {Check that the address is right and that the page exists and is published.}}',
    },
    indexable: {
      title: 'Visible to Google',
      problem: 'The page says "noindex": Google will not show it in results.',
      fix: 'Remove the "noindex" robots meta tag (or X-Robots-Tag header) from pages you want found.',
    },
    title: {
      title: 'Page title',
      problem:
        '{garbled, select, yes {The title shows broken characters, “{text}”: the page was saved in one encoding and is served in another, and that is how Google and the browser tab show it.} other {{shared, plural, =0 {{length, plural, =0 {The page has no title (<title>).} one {The title is # character long (10 to 60 is ideal): “{text}”.} other {The title is # characters long (10 to 60 is ideal): “{text}”.}}} one {Your home page and one other page have the same title, “{text}”: Google shows them alike for every search and cannot tell which one answers it.} other {Your home page and # other pages have the same title, “{text}”: Google shows them alike for every search and cannot tell which one answers it.}}}}',
      fix: '{garbled, select, yes {Save your pages in UTF-8, declare <meta charset="utf-8"> at the start of the <head> and retype the title’s accents.} other {{shared, plural, =0 {Write a unique 10–60 character title with your main service and city, e.g. {titleExample}.} other {Give each page its own 10–60 character title: the home page your main service and city, e.g. {titleExample}; every other page what it offers (its services, its contact details).}}}}',
    },
    description: {
      title: 'Meta description',
      problem:
        '{length, plural, =0 {The meta description is missing: Google will make up the text under your title.} one {The meta description is # character long (50 to 160 is ideal).} other {The meta description is # characters long (50 to 160 is ideal).}}',
      fix: '{length, plural, =0 {Add a <meta name="description"> of 50–160 characters saying what you offer and why to choose you.} other {Bring your meta description to 50–160 characters, saying what you offer and why to choose you.}}',
    },
    h1: {
      title: 'Main heading (H1)',
      problem:
        '{hidden, select, yes {Your H1 heading is hidden on phones: your page hides it, and visitors never see it.} other {{count, plural, =0 {The page has no H1 heading.} one {The page has # H1 heading.} other {The page has # H1 headings; it should have one.}}}}',
      fix: '{hidden, select, yes {Show the H1 on phones too (remove the style that hides it, such as a display: none) and have it say what you do.} other {Use one H1 that says what you do; make other titles H2 and H3.}}',
    },
    lang: {
      title: 'Declared language',
      problem:
        '{written, select, es {The <html> tag declares lang="{lang}", but your page is written in Spanish} en {The <html> tag declares lang="{lang}", but your page is written in English} other {The <html> tag does not declare a language}}: Google may show it to people searching in another language, and screen readers read it with the wrong pronunciation.',
      fix: '{written, select, es {Change the <html> tag’s language to lang="es".} en {Change the <html> tag’s language to lang="en".} other {Add lang="en" (or the page’s language) to the <html> tag.}}',
    },
    canonical: {
      title: 'Canonical link',
      problem:
        '{example, select, canonical {Your canonical link points to the example address the template left, not to your site’s: Google may take that other page for the official one.} share {Your page says in og:url that its address is the example one the template left: shared on Facebook or WhatsApp, the link may lead to that other page, not to yours.} other {{href, select, none {There is no canonical link; Google may see duplicate copies of the page.} other {The canonical link is relative ("{href}"): Google needs the full address and may ignore it or take another page for the official one.}}}}',
      fix: '{example, select, no {Add <link rel="canonical"> with the full, official address of each page.} other {Replace that address with your site’s own, in <link rel="canonical"> and in og:url, or remove the tag.}}',
    },
    viewport: {
      title: 'Mobile-friendly',
      problem: 'The viewport tag is missing: on phones the page will look tiny.',
      fix: 'Add <meta name="viewport" content="width=device-width, initial-scale=1"> to the <head>.',
    },
    https: {
      title: 'Secure connection (HTTPS)',
      problem: 'The page does not use HTTPS: browsers label it “Not secure”.',
      fix: 'Turn on an SSL certificate (free with Let’s Encrypt or your host) and serve everything over https.',
    },
    httpsRedirect: {
      title: 'Redirect to HTTPS',
      problem: 'The http:// version does not redirect to https://.',
      fix: 'Set up a permanent (301) redirect from http:// to https:// on the server.',
    },
    openGraph: {
      title: 'Share preview',
      problem:
        '{shareImage, select, missing {The picture your page gives for its preview (og:image) does not exist on your site: shared on WhatsApp or Facebook, the link shows no photo.} svg {The picture your page gives for its preview (og:image) is an SVG, which WhatsApp and Facebook do not show: shared, the link shows no photo.} other {{count, plural, =0 {The 3 Open Graph tags are missing} one {Only # of the 3 Open Graph tags is there} other {Only # of the 3 Open Graph tags are there}} (og:title, og:description, og:image): shared on WhatsApp or Facebook, the preview is incomplete.}}',
      fix: '{shareImage, select, missing {Upload that picture (1200×630 px) and give og:image its full address, with https://.} svg {Give og:image a JPG or PNG picture (1200×630 px), with its full address and https://.} other {Add og:title, og:description and og:image (1200×630 px) to every page.}}',
    },
    structuredData: {
      title: 'Structured data',
      problem: 'There is no structured data (schema.org).',
      fix: 'Add JSON-LD of type {type, select, none {{schema}} other {{type}, with your address, phone and opening hours}}.',
    },
    robotsTxt: {
      title: 'robots.txt',
      problem: 'robots.txt is missing or blocks every search engine.',
      fix: 'Publish a /robots.txt that allows crawling and ends with a "Sitemap:" line followed by the full address of your sitemap.',
    },
    sitemap: {
      title: 'Sitemap',
      problem: 'We found no sitemap (neither in robots.txt nor at /sitemap.xml).',
      fix: 'Generate /sitemap.xml (most platforms do it for you) and submit it in Google Search Console.',
    },
    imageAlt: {
      title: 'Image alt text',
      problem:
        '{count, plural, one {# image has} other {# images have}} no alternative text (alt){examples, select, none {} other {: {examples}}}.',
      fix: 'Describe each image in its alt attribute (e.g. alt="Shop front in {city}"); use alt="" only for decoration.',
    },
    linkText: {
      title: 'Link text',
      problem:
        '{count, plural, one {# link says little about where it leads} other {# links say little about where they lead}}{examples, select, none {} other { ({examples})}}.',
      fix: 'Replace texts like “here” or “more” with what the link offers, e.g. “See web design prices”.',
    },
    doctype: {
      title: 'Document type',
      problem:
        'The page does not start with <!DOCTYPE html>: browsers show it in "quirks mode" and the layout may break.',
      fix: 'Make <!DOCTYPE html> the first line of every page.',
    },
    viewportZoom: {
      title: 'Pinch to zoom',
      problem:
        'The viewport tag stops people from zooming (user-scalable=no or a low maximum-scale): anyone with poor sight cannot read it.',
      fix: 'Remove user-scalable=no and maximum-scale from the viewport tag.',
    },
    deadLinks: {
      title: 'Broken links',
      problem:
        '{count, plural, one {# link on your site leads to a page that does not exist} other {# links on your site lead to pages that do not exist}}{examples, select, none {} other { ({examples})}}.',
      fix: '{count, plural, one {Fix or remove that link, or redirect the old address to the new page.} other {Fix or remove those links, or redirect the old addresses to the new page.}}',
    },
    location: {
      title: 'Where your business is',
      problem:
        '{address, select, 1 {Your site shows your address, but neither your title, your description nor your main heading names your city or area} area {Your site shows the areas you serve, but neither your title, your description nor your main heading names your city or area} other {{named, select, 1 {Your title, description or main heading says where you are, but no page shows your address or a map} other {Neither your title, your description nor your main heading names your city or area, and the pages we read show no address or map}}}}. Google cannot show you to people searching nearby, and visitors cannot tell whether you serve their area.',
      fix: '{address, select, area {Name the city or the areas you serve in your title and description (for example {titleExample}).} other {Name your city or area in your title and description (for example {titleExample}), and put your address with a link to Google Maps in the footer of every page.}}',
    },
    mixedContent: {
      title: 'Mixed content (http inside https)',
      problem:
        'Your secure page requests {count, plural, one {# file} other {# files}} over unencrypted http{examples, select, none {} other { ({examples})}}; browsers block {count, plural, one {it} other {them}} or mark the page as not secure.',
      fix: 'Change {count, plural, one {that address} other {those addresses}} to https:// (or host {count, plural, one {the file} other {the files}} on your own site) and check the page again.',
    },
    thinHome: {
      title: 'Content of the home page',
      problem:
        '{coming, select, yes {Your home page only says the site is under construction: visitors cannot see what you offer or how to buy from you, and Google has nothing to show.} other {Your home page has only {words, plural, one {# word} other {# words}}{frames, plural, =0 {{images, plural, =0 {} one { and # image} other { and # images}}} other { and shows the rest inside a frame (iframe) that brings in another page}}: Google cannot tell what you offer and visitors cannot tell whether they are in the right place.}}',
      fix: '{coming, select, yes {Publish what you have now: what you sell, which city you are in and how to order or get in touch; the rest of the site can come later.} other {Write on the first page, as text and not inside an image, what you sell, which city you are in and how to order or get in touch; about 150 words are enough to start.}}',
    },
    consoleErrors: {
      title: 'JavaScript errors',
      problem:
        '{count, plural, one {# JavaScript error appeared} other {# JavaScript errors appeared}} when your page opened on a phone{examples, select, none {} other { ({examples})}}; part of the page may not work.',
      fix: 'Ask whoever maintains your site to open the browser console and fix {count, plural, one {that error} other {those errors}}.',
    },
    whatsapp: {
      title: 'WhatsApp button',
      problem:
        '{broken, select, yes {Your WhatsApp button does not open a chat with you: it leads to an example number or nowhere, and whoever taps it to write to you cannot reach you.} other {On the pages of your site we read, no button or link opens WhatsApp{market, select, english {: few of your customers use it, but it saves a call for those who write from abroad} other {, the channel your customers use most to write}}.}}',
      fix: 'Add a visible button that opens WhatsApp with your full number (wa.me followed by your country code and number, digits only) and a starter message.',
    },
    phone: {
      title: 'Tap-to-call phone',
      problem:
        '{shownNumber, select, none {On the pages of your site we read, no button or link calls your number with one tap from a phone.} other {Your number ({shownNumber}) is written on the page, but it cannot be tapped to call: on a phone, a customer has to copy it by hand.}}',
      fix: 'Show your number on every page and link it with tel: followed by + and your country code and number, so it dials with one tap from any country.',
    },
    callToAction: {
      title: 'Calls to action',
      problem:
        '{dead, select, none {{elsewhere, plural, =0 {We found no buttons on the pages of your site we read asking visitors to act (order, book, schedule, get a quote, buy).} other {Your home page has no button asking visitors to act; they appear only on inner pages.}}} other {Your home page has buttons asking visitors to act ({dead}), but they lead nowhere: whoever taps one stays where they were and cannot order, book or write to you.}}',
      fix: '{dead, select, none {Put a clear button on the first screen and after each section, for example {cta}.} other {Make each one lead to something that works: your WhatsApp, your booking calendar or your contact form.}}',
    },
    contactForm: {
      title: 'Contact form',
      problem: 'We found no contact form on the pages of your site we checked.',
      fix: 'Add a short form (name, phone, message) that reaches your inbox or CRM.',
    },
    deadForm: {
      title: 'Forms that reach you',
      problem:
        '{state, select, unverified {We could not check that {count, plural, one {{examples, select, none {your form} other {your form “{examples}”}} reaches you} other {# of your forms ({examples}) reach you}}: {reason, select, mailDraft {{count, plural, one {it only opens a mail draft on the visitor’s phone, and if no mail app is set up there, or they never press send, nothing reaches you} other {they only open a mail draft on the visitor’s phone, and if no mail app is set up there, or they never press send, nothing reaches you}}.} ownPage {{count, plural, one {it posts to its own page with no real address (as templates leave forms unconnected), and only arrives if your server handles it} other {they post to their own page with no real address (as templates leave forms unconnected), and only arrive if your server handles them}}.} other {{count, plural, one {it does not say where to send what is filled in and relies} other {they do not say where to send what is filled in and rely}} on a script in the page.}}} other {{reason, select, storage {{count, plural, one {{examples, select, none {Your form} other {Your form “{examples}”}} keeps} other {# of your forms ({examples}) keep}} what is filled in only on the visitor’s own phone: nothing reaches you, and the customer believes they already wrote or booked.} example {{count, plural, one {{examples, select, none {Your form} other {Your form “{examples}”}} sends messages} other {# of your forms ({examples}) send messages}} to the example address the template left (its e-mail or form id was never changed): nothing reaches you, and the customer believes they’ve written to you.} noAction {{count, plural, one {{examples, select, none {Your form} other {Your form “{examples}”}} does not say where to send what is filled in, and nothing on the page sends it anywhere} other {# of your forms ({examples}) do not say where to send what is filled in, and nothing on the page sends them anywhere}}: whatever visitors write is lost.} other {We filled in {count, plural, one {{examples, select, none {your form} other {your form “{examples}”}} and pressed its button} other {# of your forms ({examples}) and pressed their buttons}}, and nothing was sent anywhere: messages and bookings are lost.}}}}',
      fix: '{state, select, unverified {Send yourself a test from your phone and check that it arrives; if it does not, connect the form to your e-mail or WhatsApp.} other {Connect the form so that every entry reaches you (your e-mail, your WhatsApp or your appointment calendar), then send yourself a test from your phone.}}',
    },
    lostMessages: {
      title: 'Forms that lose messages',
      problem:
        '{count, plural, one {{examples, select, none {Your form} other {Your form “{examples}”}} sends} other {# of your forms ({examples}) send}} what your customers write nowhere: pressing the button {how, select, alert {only shows a thank-you message} storage {only saves it on the visitor’s own phone} log {only writes it to the browser’s console, which nobody reads} other {does nothing else}}. The customer believes they’ve written to you or booked, and you get nothing.',
      fix: 'Connect {count, plural, one {the form} other {each form}} to your e-mail, your WhatsApp or your booking calendar (a form service will do) and send yourself a test from your phone before you promote it again.',
    },
    lostOrders: {
      title: 'A cart that never sends you the orders',
      problem:
        'Your online shop never sends you the orders: pressing “{examples}” in the cart {how, select, alert {only shows a thank-you message} storage {only saves the order on the customer’s own phone} log {only writes the order to the browser’s console, which nobody reads} other {does nothing else}} and nothing is sent anywhere. The customer believes they’ve bought from you, and you get neither the order nor the payment.',
      fix: 'Connect the cart to something that tells you about each order (your WhatsApp with the products and the total, your e-mail or a payment provider) and place a test order from your phone. Until then, remove that button or change its words so nobody believes they’ve already bought.',
    },
    testimonials: {
      title: 'Testimonials and reviews',
      problem:
        'On the pages of your site we checked we found no customer testimonials or reviews; if you have them on another page, bring them to your home page too, where first-time visitors see them.',
      fix: 'Publish 3 real testimonials with name and photo, or embed your Google reviews.',
    },
    trustSignals: {
      title: 'Trust signals',
      problem:
        '{count, plural, =0 {We found no trust signals} one {We found only # trust signal} other {We found only # trust signals}} (privacy policy, social profiles, address or map, guarantees).',
      fix: 'Also show{address, select, yes {} other { your address or a map,}}{social, select, yes {} other { links to your social profiles,}}{privacy, select, yes {} other { a privacy policy,}}{guarantee, select, yes {} other { your guarantees, certifications or years of experience,}} so that people who do not know you yet feel safe getting in touch.',
    },
    placeholderLinks: {
      title: 'Links that lead nowhere',
      problem:
        '{count, plural, one {# link invites a tap but leads nowhere or back to the same page} other {# links invite a tap but lead nowhere or back to the same page}}{placed, select, none {{examples, select, none {} other { ({examples})}}} other {: {placed}}}; whoever taps {count, plural, one {it} other {one}} gives up.',
      fix: '{count, plural, one {Give it its real destination (your WhatsApp number, your profile, the page it promises) or remove it.} other {Give each one its real destination (your WhatsApp number, your profile, the page it promises) or remove it.}}',
    },
    mismatchedContacts: {
      title: 'Contact links that lead elsewhere',
      problem:
        '{count, plural, =0 {} one {A contact link shows one e-mail address or number and opens another{examples, select, none {} other { ({examples})}}} other {# contact links show one e-mail address or number and open another{examples, select, none {} other { ({examples})}}}}{local, plural, =0 {} one {{count, plural, =0 {Your} other {, and your}} {localKind, select, phone {call} other {WhatsApp}} link carries the number without your country code{dial, select, none {} other { (+{dial})}}, which {localKind, select, phone {goes after the +} other {WhatsApp needs}} ({localExamples})} other {{count, plural, =0 {} other {, and }}# {localKind, select, phone {call} both {WhatsApp and call} other {WhatsApp}} links carry the number without your country code{dial, select, none {} other { (+{dial})}}, which {localKind, select, phone {goes after the +} other {WhatsApp needs}} ({localExamples})}}{unplussed, plural, =0 {} one {{before, select, yes {, and your} other {Your}} call link carries your country code without the + before it ({unplussedExamples}), so the phone dials it as a local number} other {{before, select, yes {, and } other {}}# call links carry your country code without the + before it ({unplussedExamples}), so the phone dials them as local numbers}}: whoever writes or calls believing they reach you reaches someone else, or no one.',
      fix: 'Give each link (mailto:, tel: and wa.me) the same address or number its text shows, in wa.me with your country code first and digits only{unplussed, plural, =0 {} other {, in tel: with a + before your country code}}, and try them from your phone.',
    },
    offsiteNavigation: {
      title: 'Menu that leads to other sites',
      problem:
        '{count, plural, one {# menu item leads} other {# menu items lead}} to another website{examples, select, none {} other { ({examples})}}; visitors leave your page and do not always come back.',
      fix: '{count, plural, one {Put that content on a page of your own site and link it from the menu.} other {Put that content on pages of your own site and link them from the menu.}}',
    },
    prices: {
      title: 'Prices shown',
      problem:
        'We found no written prices{sells, select, menu { on your menu} services { for your services} products { for your products} rooms { for your rooms} tours { for your tours} plans { for your plans} other { for your sessions or packages}} on the pages of your site we read: it is the first thing people ask when they compare, and those who do not see it tend to go to a business that shows it.',
      fix: '{sells, select, menu {Put the price beside each dish or item on your menu} services {Put the price of each service, even a “from …”} products {Put the price of each product} rooms {Put each room’s nightly rate, even a “from …”} tours {Put each tour’s price per person, even a “from …”} plans {Put the price of each plan or membership} other {Put the price of your sessions or packages, even a “from …”}}, written on the page and not only in a picture (Google does not read pictures, and on a phone they are hard to zoom), so that those who write to you have already decided.',
    },
    openingHours: {
      title: 'Opening hours',
      problem:
        'We did not find your opening hours on the pages of your site we read: someone thinking of visiting or calling cannot tell whether you will be open, and puts it off or goes elsewhere.',
      fix: 'Write your hours day by day (“Monday to Friday 9am–6pm, Saturday 9am–1pm”) on the home page or in the footer, and the same on your Google Business Profile.',
    },
    contrast: {
      title: 'Text contrast',
      problem:
        '{count, plural, one {# text{examples, select, none {} other { ({examples})}} has too little contrast with its background; on a phone in the sun it is hard to read.} other {# texts{examples, select, none {} other {, such as {examples},}} have too little contrast with their background; on a phone in the sun they are hard to read.}}',
      fix: 'Darken the text or lighten the background to a contrast of at least 4.5 to 1 (3 to 1 for large text).',
    },
    tapTargets: {
      title: 'Buttons and links easy to tap',
      problem:
        '{count, plural, one {# button or link{examples, select, none {} other { ({examples})}} is too small or too close to another to tap with a finger.} other {# buttons or links{examples, select, none {} other {, such as {examples},}} are too small or too close together to tap with a finger.}}',
      fix: '{count, plural, one {Make it at least 24 × 24 pixels (48 is better) and give it room from what is next to it.} other {Make them at least 24 × 24 pixels (48 is better) and space out the ones that touch.}}',
    },
    pageWidth: {
      title: 'Fits the phone’s screen',
      problem:
        'Your page is {pixels} pixels wider than a phone’s screen: it slides sideways under a swipe and part of it is out of view{count, plural, =0 {.} one {. What sticks out: {examples}.} other {. What sticks out: {examples}.}}',
      fix: 'Make it fit 360 pixels across: remove fixed widths in pixels, give images, videos and tables max-width: 100%, and let long words break (overflow-wrap: anywhere).',
    },
    formLabels: {
      title: 'Form fields with labels',
      problem:
        '{count, plural, one {# field has} other {# fields have}} no label tied to {count, plural, one {it} other {them}}: a screen reader does not say what is asked, and on a phone, while typing, visitors lose sight of it.',
      fix: 'Tie {count, plural, one {that field} other {every field}} to its visible label (a <label for="…"> with the field’s id), not just placeholder text inside it.',
    },
    autoplayMedia: {
      title: 'Audio or video that plays by itself',
      problem:
        '{count, plural, one {# audio or video tries} other {# audios or videos try}} to play sound without the visitor asking{examples, select, none {} other { ({examples})}}.',
      fix: 'Turn autoplay off or mute the video, and let visitors press play themselves.',
    },
    templateContent: {
      title: 'Template leftovers',
      problem:
        '{shown, select, alt {{count, plural, one {# image on your site is still described} other {# images on your site are still described}} as in the template: {placed}. Nobody sees that text, but it is what Google and screen-reader users read, and it does not say what the photo shows.} no {Your site’s code still holds {count, plural, one {# sample setting} other {# sample settings}} from the template it was built with: {placed}. While it does, what depends on {count, plural, one {it} other {them}} (a form, a chat, a booking calendar, a map) cannot work for your customers.} other {Your site still shows {count, plural, one {# piece} other {# pieces}} of sample content from the template it was built with: {placed}. Visitors who see it think the site is abandoned or the business is not to be trusted.}}',
      fix: '{shown, select, alt {Describe each image in its alt by what it shows and where, e.g. alt="Our premises in {city}".} no {Put the real value in its place (the key or ID of your own account with that service) and try whatever uses it from your phone; if you no longer use that service, remove the code that loads it.} other {Replace {count, plural, one {it} other {each one}} with your real details (name, phone, address, e-mail) and your own words; remove whatever has no content yet.}}',
    },
    brokenResources: {
      title: 'Pictures and files that do not exist',
      problem:
        'Your home page loads {count, plural, one {# file that no longer exists} other {# files that no longer exist}} on your server{examples, select, none {} other { ({examples})}}: visitors see broken images or the page without its design, and think the site is abandoned.',
      fix: 'Upload {count, plural, one {that file} other {those files}} to the path the page uses (mind upper and lower case, accents and spaces, which the server tells apart: names without accents or spaces are safest) or fix the path in the code; remove from the page whatever you no longer use.',
    },
    unconfirmed: {
      title: 'What we couldn’t confirm',
      problem:
        '{reason, select, named {Your site has buttons that say they offer this, but we couldn’t check where they lead} drawn {Your page is drawn by its code as it opens, and this time we couldn’t open it on a simulated phone to see it} other {Your page runs code we couldn’t read{examples, select, none {} other { ({examples})}}}}, so we don’t claim it lacks {count, plural, one {this} other {these}}:{askWhatsapp, select, 1 { “WhatsApp”} other {}}{askPhone, select, 1 { “call with one tap”} other {}}{askAction, select, 1 { “buttons that ask visitors to act”} other {}}{askForm, select, 1 { “a contact form”} other {}}{askBooking, select, 1 { “online booking or ordering”} other {}}{askChat, select, 1 { “a chat”} other {}}.',
      fix: 'Open your site on your phone and tap each button: check that {count, plural, one {it’s there and works} other {each one is there and works}}. If something is missing or leads nowhere, it’s among the first things to fix.',
    },
    mixedLanguage: {
      title: 'Text in another language',
      problem:
        'Your page is in {page, select, en {English} other {Spanish}}, but {count, plural, one {# block of text is} other {# blocks of text are}} in {page, select, en {Spanish} other {English}}: {placed}. Your customers get confused and Google cannot tell which language to show you in.',
      fix: '{count, plural, one {Translate that text} other {Translate those texts}} into the language of the page; if you want a site in two languages, make a full version of each and link them to each other.',
    },
    accessibleNames: {
      title: 'Buttons and links with a name',
      problem:
        '{count, plural, one {# button or link has} other {# buttons or links have}} no name, only an icon or an image without text: {placed}. A blind customer’s screen reader only says "link" or "button", and Google cannot tell where it leads.',
      fix: 'Give each icon a text that names it: visible text beside it, or an aria-label on the link or button that says where it leads or what it does (for example, aria-label="Open the menu"){lists, plural, =0 {} other {; and give each drop-down list its label}}.',
    },
    chatWidget: {
      title: 'Live chat or chatbot',
      problem:
        '{onWhatsapp, select, yes {Customers can write to you on WhatsApp, but no one answers at once: whoever writes at night or while you are busy waits for your reply, and sometimes writes to someone else.} other {No chat or chatbot: night-time visitors leave without an answer.}}',
      fix: '{onWhatsapp, select, yes {Connect a chatbot to your WhatsApp that answers common questions at once, at any hour, and hands you what needs a person.} other {Install a chatbot that answers common questions 24/7 and hands cases over to WhatsApp.}}',
    },
    onlineBooking: {
      title: 'Online booking and orders',
      problem: '{booking}',
      fix: '{bookingFix}',
    },
    analytics: {
      title: 'Analytics',
      problem:
        '{placeholder, select, yes {Your Google Analytics code still has the template’s example id (G-XXXXXXXXXX): it measures nothing, and you cannot tell how many people visit or where they come from.} other {We detected no analytics: you cannot tell how many people visit or where they come from.}}',
      fix: 'Install Google Analytics 4 (or Plausible) and track clicks on WhatsApp and forms.',
    },
    emailCapture: {
      title: 'E-mail capture',
      problem:
        '{lost, select, yes {Your site asks for an e-mail address for news, but its form sends it nowhere: whoever subscribes sees a thank-you and you receive nothing.} other {There is no way to leave an e-mail address for news or offers.}}',
      fix: '{lost, select, yes {Connect that form to your e-mail tool (Mailchimp, Brevo or a form service) and subscribe yourself first to test it.} other {Offer something useful (a discount, a guide) in exchange for the address and connect it to your e-mail tool.}}',
    },
  },
}
