import {
  memo,
  Suspense,
  use,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from 'react'
import { createDemand, type Demand, type DemandOptions } from './demand'

const sectionLoads: (() => Promise<unknown>)[] = []

/** The server renders on-demand sections in full: it loads their code before rendering a page. */
export async function loadOnDemandSections(): Promise<void> {
  await Promise.all(sectionLoads.map((load) => load()))
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
 * A section whose code leaves the page's first load (decision 0008). The server renders it in
 * full. In the browser, its markup stays as the server sent it, inert but visible, until it is
 * needed (lib/demand.ts); then its chunk loads and React hydrates it where it stands: a Suspense
 * boundary that is still suspended during hydration keeps the server's markup untouched. Rendered
 * in the browser without server markup (client navigation), it loads at once.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>, options?: DemandOptions) {
  let loading: Promise<ComponentType<P>> | undefined
  const loadOnce = () => (loading ??= readableWhenSettled(load()))
  sectionLoads.push(loadOnce)

  function Gate({ props, demand, onLive }: { props: P; demand: Demand; onLive: () => void }) {
    if (!useBrowserRender() && typeof window !== 'undefined') use(demand.needed)
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
    const [demand] = useState(() => createDemand(loadOnce))
    const [live, setLive] = useState(false)
    const onLive = useCallback(() => setLive(true), [])
    useEffect(() => demand.watch(region.current!, options), [demand])
    // Memoised (below) so that a parent's re-render never reaches a boundary still waiting: React
    // would give up its server markup and render it afresh.
    return (
      <div ref={region} data-on-demand={live ? 'live' : 'waiting'}>
        <Suspense fallback={null}>
          <Gate props={props} demand={demand} onLive={onLive} />
        </Suspense>
      </div>
    )
  }
  return memo(OnDemand)
}
