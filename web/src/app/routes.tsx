import type { QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router-dom'
import type { ContentName } from '../content/content-types'
import { contentQuery, type FetchContent } from '../content/content-query'
import type { Language } from '../i18n/language'
import { paths, routeIds, type PageId } from '../paths'
import type { PageHandle } from './page-handle'
import { PageError } from './page-status'
import { Shell } from './shell'

/** What a route module exports: its page. Its content query is named by its page id. */
type RouteModule = { Component: ComponentType }

/** Every page's module, by source path; each one is a chunk of its own, loaded with its route. */
const routeModules = import.meta.glob<RouteModule>('../pages/*/*-page.tsx')

/** Pages that share a module; every other page's is `pages/<id in kebab-case>/<same>-page.tsx`. */
const sharedModuleFolder: Partial<Record<PageId, string>> = { privacy: 'legal', terms: 'legal' }

/** The glob key of a page's module: a page without one fails as soon as the routes are built. */
function routeModuleKey(pageId: PageId): string {
  const folder = sharedModuleFolder[pageId] ?? pageId.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
  const key = `../pages/${folder}/${folder}-page.tsx`
  if (!(key in routeModules)) throw new Error(`No route module for page ${pageId}: ${key}`)
  return key
}

export type RouteDeps = {
  queryClient: QueryClient
  /** The language the next page is loaded in. */
  language: () => Language
  fetchContent: FetchContent
}

/**
 * A loader puts a content query in the cache and returns nothing; pages read it with `useContent`.
 * It never throws: a failed query is cached too, and the page shows its error screen (product §2),
 * on the server and after hydration alike.
 */
function contentLoader({ queryClient, language, fetchContent }: RouteDeps, name: ContentName) {
  return async () => {
    await queryClient.prefetchQuery(contentQuery(name, language(), fetchContent))
    return null
  }
}

/**
 * The site's routes (React Router data mode, decision 0008): the shell with the layout's content,
 * and one lazy route per page. Loaders are declared here, not in the lazy module, so on client
 * navigation the page's code and its content are fetched at the same time.
 */
export function createRoutes(deps: RouteDeps): RouteObject[] {
  const page = (pageId: PageId, path: string): RouteObject => {
    const module = routeModuleKey(pageId)
    return {
      id: pageId,
      path,
      handle: { pageId, module: module.replace('../', 'src/') } satisfies PageHandle,
      loader: contentLoader(deps, pageId),
      lazy: async () => ({ Component: (await routeModules[module]!()).Component }),
    }
  }
  return [
    {
      id: 'root',
      Component: Shell,
      // The shell's footer loads its code before a navigation renders (hydration/waiting-sections.ts);
      // if that code cannot be loaded either, the whole page offers the reload.
      ErrorBoundary: PageError,
      loader: contentLoader(deps, 'layout'),
      children: [
        {
          // A page whose code cannot be loaded (say, an old tab after a release) offers a reload.
          ErrorBoundary: PageError,
          children: [...routeIds.map((id) => page(id, paths[id])), page('notFound', '*')],
        },
      ],
    },
  ]
}
