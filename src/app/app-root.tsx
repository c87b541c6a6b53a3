import { RouterProvider } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import type { createStore } from 'jotai'
import { StrictMode, Suspense } from 'react'
import { AppProviders } from '@/app/providers'
import type { AppRouter } from '@/app/router'
import { LoadingScreen } from '@/components/loading-screen'

interface AppRootProps {
  router: AppRouter
  store: ReturnType<typeof createStore>
  queryClient: QueryClient
}

/**
 * The whole app's tree: what the browser renders (main.tsx) and what the build prerenders for
 * a public page's first screen (app/prerender.tsx), so the two cannot drift apart.
 */
export function AppRoot({ router, store, queryClient }: AppRootProps) {
  return (
    <StrictMode>
      <AppProviders store={store} queryClient={queryClient}>
        <Suspense fallback={<LoadingScreen />}>
          <RouterProvider router={router} />
        </Suspense>
      </AppProviders>
    </StrictMode>
  )
}
