import {
  memo,
  Suspense,
  use,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from 'react'
import { useLanguage } from '../i18n/language-context'
import { lazySection } from './lazy-section'
import { createDemand, type Demand, type DemandOptions } from './waiting-sections'

const sectionLoads: (() => Promise<unknown>)[] = []

/** The server renders on-demand sections in full: it loads their code before rendering a page. */
export async function loadOnDemandSections(): Promise<void> {
  await Promise.all(sectionLoads.map((load) => load()))
}

/** In a draft preview, no section waits: see `hydrateEverySection`. */
let everySection = false

/**
 * A draft preview (decision 0015) hydrates every section with the page: the Studio's overlays find
 * their elements in the server's markup, and a section waking as the editor clicks would replace
 * the element under the click. Call before hydrating.
 */
export function hydrateEverySection() {
  everySection = true
}

const noSubscription = () => () => {}

/** False on the server and while React hydrates the server's markup; true when rendering in the browser. */
const useBrowserRender = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )

/**
 * The promise, marked as settled the way React's `use` reads it (`status` and `value`), so that
 * `use` returns a component loaded before React first saw the promise at once, on the server's
 * single render pass too, instead of suspending for it.
 */
function readableWhenSettled<T>(promise: Promise<T>): Promise<T> {
  void promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    () => {},
  )
  return promise
}

/**
 * What a section showed before React had to render it afresh (a context changed above it while it
 * waited), shown again while it waits: a copy of the server's markup in the page's language, never
 * a blank.
 */
function ServerMarkup({ demand, language }: { demand: Demand; language: string }) {
  return <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: demand.markupIn(language) }} />
}

/**
 * A section whose code leaves the page's first load (decision 0008). The server renders it in
 * full. In the browser, its markup stays as the server sent it, inert but visible, until it is
 * needed (waiting-sections.ts); then its chunk loads and React hydrates it where it stands: a
 * Suspense boundary that is still suspended during hydration keeps the server's markup untouched.
 *
 * A context that changes above a boundary still waiting (a navigation's router state, on every
 * page, even a fragment's) makes React give up the server's markup and render the section afresh,
 * showing the boundary's fallback meanwhile: a copy of that markup. It waits there too, as long as
 * it has its markup in the page's language: leaving a page never loads the code of the sections it
 * leaves, and a language switch brings the server's markup of them in the other language instead of
 * their code (i18n/language-switch.ts).
 *
 * Mounted in the browser (client navigation), it has no boundary of its own: its code loads at
 * once, and the navigation, a transition, keeps the page before on screen until it is here, so a
 * page arrives whole rather than a section at a time (which would move a #hash target).
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>, options?: DemandOptions) {
  let loading: Promise<ComponentType<P>> | undefined
  const loadOnce = () => (loading ??= readableWhenSettled(load()))
  sectionLoads.push(loadOnce)
  // Only in a build for the benchmark (lazy-section.tsx); the site's build drops this line.
  const variant = import.meta.env.HYDRATION
  if (variant === 'lazy' || (variant === 'middle' && !options?.feature)) return lazySection(loadOnce)

  type GateProps = { props: P; demand: Demand; waiting: boolean; onLive: () => void }

  function Gate({ props, demand, waiting, onLive }: GateProps) {
    if (waiting) use(demand.needed)
    // Always read through `use`, never around it once loaded: a render that suspended here is
    // replayed when the chunk arrives, and the replay must make the same calls as the attempt, or
    // React fails it (error 467) and renders the whole page again.
    const Component = use(loadOnce())
    useEffect(() => {
      demand.live()
      onLive()
    }, [demand, onLive])
    // eslint-disable-next-line react-hooks/static-components -- the loaded module's component, the same every render
    return <Component {...props} />
  }

  function OnDemand(props: P) {
    const region = useRef<HTMLDivElement>(null)
    const { language } = useLanguage()
    // The region's id, the same in the server's markup of the page in either language.
    const id = useId()
    const browser = useBrowserRender()
    // Rendered on the server, or hydrating what it sent: a boundary that can wait.
    const [served] = useState(!browser)
    const [demand] = useState(() => createDemand(loadOnce, language))
    const [live, setLive] = useState(false)
    const onLive = useCallback(() => setLive(true), [])
    useEffect(() => demand.watch(region.current!, options), [demand])
    const waiting = !live && served && demand.waitsIn(language) && typeof window !== 'undefined' && !everySection
    // The boundary changes only when what it shows must: new props to a boundary still waiting
    // make React give up its server markup and render it afresh. Hence the memo here (the render
    // after hydration changes nothing below) and below (a parent's re-render never reaches it).
    const content = useMemo(() => {
      const gate = <Gate props={props} demand={demand} waiting={waiting} onLive={onLive} />
      if (!served) return gate
      return <Suspense fallback={<ServerMarkup demand={demand} language={language} />}>{gate}</Suspense>
    }, [props, demand, waiting, onLive, served, language])
    return (
      <div ref={region} data-section={id} data-on-demand={live ? 'live' : 'waiting'}>
        {content}
      </div>
    )
  }
  return memo(OnDemand)
}
