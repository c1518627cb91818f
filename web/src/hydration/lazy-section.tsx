import { lazy, Suspense, type ComponentType } from 'react'

/**
 * The alternatives `npm run bench:hydration` measures against sections on demand (decision 0008),
 * chosen when the site is built: `HYDRATION=lazy` makes every section a plain `React.lazy()`, which
 * React loads as it hydrates the page; `HYDRATION=middle` does so for every section but the
 * features with libraries of their own (`feature: true`: the forms, booking, the voice demo). The
 * site is built with neither (`vite.config.ts`), and this module then leaves the bundle.
 *
 * A section as plain `React.lazy()` in a Suspense boundary. `load` is the section's `loadOnce`: on
 * the server, which loaded it before rendering, its promise is already settled, and the section
 * renders in full from a thenable that resolves at once.
 */
export function lazySection<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(() => {
    const loading = load() as Promise<ComponentType<P>> & { value?: ComponentType<P> }
    const loaded = loading.value
    if (!loaded) return loading.then((Component) => ({ default: Component }))
    const atOnce = { then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: loaded }) }
    return atOnce as unknown as Promise<{ default: ComponentType<P> }>
  })
  return function LazySection(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    )
  }
}
