import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import {
  createRouter,
  useRouter,
  type AnyRoute,
  type ErrorComponentProps,
  type RouterHistory,
} from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { PageLoader } from '@/components/loading-screen'
import { RouteError } from '@/components/status/route-error'
import { NotFoundView } from '@/components/status/status-pages'
import { routeTree } from '@/routeTree.gen'

/** In-place error for a page: the layout around it stays, with a retry. */
export function DefaultRouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const queryErrors = useQueryErrorResetBoundary()
  return (
    <RouteError
      error={error}
      onRetry={() => {
        queryErrors.reset()
        reset()
        void router.invalidate()
      }}
    />
  )
}

export interface CreateAppRouterOptions {
  queryClient: QueryClient
  history?: RouterHistory
}

export function createAppRouter({ queryClient, history }: CreateAppRouterOptions) {
  return createRouter({
    routeTree,
    context: { queryClient },
    history,
    defaultPreload: 'intent',
    // Preloads go through React Query's own cache, so the router keeps none of its own.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultPendingComponent: PageLoader,
    defaultErrorComponent: DefaultRouteError,
    defaultNotFoundComponent: NotFoundView,
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
