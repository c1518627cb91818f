import { onDemand } from './on-demand-section'

/*
 * Blocks with nothing to do in the browser: numbered steps, check lists, the agency's contact links
 * (plain mail and WhatsApp links, which work in the server's markup), and those whose code is
 * heavy for what they draw: the CMS icon map (cards), the Portable Text renderer (legal texts), the
 * image URL builder (photos). The server renders them in full and the browser keeps that markup;
 * their chunk loads only when the visitor reaches into one or the page renders again (a language
 * switch), through the boundary that holds the forms back (on-demand-section.tsx, decision 0008).
 * Pages import these, not the blocks themselves.
 */

export const Steps = onDemand(() => import('../components/blocks/steps').then((module) => module.Steps))

export const CheckList = onDemand(() => import('../components/blocks/check-list').then((module) => module.CheckList))

export const ContactLinks = onDemand(() =>
  import('../components/blocks/contact-links').then((module) => module.ContactLinks),
)

export const CardGrid = onDemand(() => import('../components/blocks/card-grid').then((module) => module.CardGrid))

export const RichText = onDemand(() =>
  import('../components/portable-text/rich-text').then((module) => module.RichText),
)

export const ContentImage = onDemand(() =>
  import('../components/ui/content-image').then((module) => module.ContentImage),
)
