import {
  createRouter,
  lazyRouteComponent,
  type AnyRoute,
  type RouterHistory,
} from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import type { Store } from '@/lib/session/auth-service'
import { PageLoader } from '@/components/loading-screen'
import { routeTree } from '@/routeTree.gen'
import { prefetchRouteNamespaces } from '@/lib/router/route-namespaces'

// Most visits never show these; they load on first need, not with the entry.
const loadFallbacks = () => import('./route-fallbacks')

export interface CreateAppRouterOptions {
  queryClient: QueryClient
  store: Store
  history?: RouterHistory
}

export function createAppRouter({ queryClient, store, history }: CreateAppRouterOptions) {
  return createRouter({
    routeTree,
    context: { queryClient, store },
    history,
    defaultPreload: 'intent',
    // Preloads go through React Query's own cache, so the router keeps none of its own.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultPendingComponent: PageLoader,
    defaultErrorComponent: lazyRouteComponent(loadFallbacks, 'DefaultRouteError'),
    defaultNotFoundComponent: lazyRouteComponent(loadFallbacks, 'DefaultNotFound'),
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}

/**
 * Starts fetching the code and the translation namespaces of every route matching the current
 * address, so the shell, the page and their words load in parallel with the language bundle
 * rather than one after the other.
 */
export function preloadCurrentRoute(router: AppRouter) {
  const byId = router.routesById as unknown as Record<string, AnyRoute | undefined>
  const routes = router
    .matchRoutes(router.latestLocation)
    .flatMap((match) => byId[match.routeId as string] ?? [])
  for (const route of routes) void router.loadRouteChunk(route)
  prefetchRouteNamespaces(routes)
}
