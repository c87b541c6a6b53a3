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
 * Starts fetching the code of every route matching the current address, so the shell and the page
 * load in parallel with the language bundle rather than one after the other.
 */
export function preloadCurrentRoute(router: AppRouter) {
  const matches = router.matchRoutes(router.latestLocation)
  for (const match of matches) {
    const routeId = match.routeId as string
    const route = (router.routesById as unknown as Record<string, AnyRoute | undefined>)[routeId]
    if (route) void router.loadRouteChunk(route)
  }
}
