import type { QueryClient } from '@tanstack/react-query'
import type { Store } from '@/lib/session/auth-service'
import { AuthWatcher } from '@/lib/session/auth-watcher'
import { createRootRouteWithContext, lazyRouteComponent, Outlet } from '@tanstack/react-router'
import { SkipLink } from '@/components/skip-link'
import { SettingsButton } from '@/features/settings/settings-button'
import { SettingsDrawerLazy } from '@/features/settings/settings-drawer-lazy'

export interface RouterContext {
  queryClient: QueryClient
  /** The jotai store: guards read the session from it. */
  store: Store
}

const loadFallbacks = () => import('./-root-fallbacks')

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootComponent,
  // The root route is never split automatically; these two are split by hand.
  errorComponent: lazyRouteComponent(loadFallbacks, 'RootError'),
  notFoundComponent: lazyRouteComponent(loadFallbacks, 'RootNotFound'),
})

function RootComponent() {
  return (
    <>
      <SkipLink />
      <AuthWatcher />
      <Outlet />
      <SettingsButton />
      <SettingsDrawerLazy />
    </>
  )
}
