import './app/styles'
import { RouterProvider } from '@tanstack/react-router'
import { nprogress } from '@mantine/nprogress'
import { createStore } from 'jotai'
import { StrictMode, Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import { AppProviders } from '@/app/providers'
import { createAppRouter, preloadCurrentRoute } from '@/app/router'
import { LoadingScreen } from '@/components/loading-screen'
import { restoreStoredSession } from '@/lib/session/session'
import { markApiReady, setApiStarter, whenApiReady } from '@/lib/api-ready'
import { config } from '@/lib/config'
import { initI18n } from '@/lib/i18n/i18n'
import { attachRouteProgress } from '@/lib/progress'
import { createQueryClient } from '@/lib/query-client'

const queryClient = createQueryClient()
const store = createStore()
const router = createAppRouter({ queryClient, store })

// Everything the first paint needs starts downloading now, side by side: the current route's
// chunks, the active language and, when a session is stored (its first API call is the account
// check, right after start-up), the mock API. Without a session the mock API starts on the first
// API call (lib/api-ready), so a public page loads none of its code until a form is sent.
// The stored session applies before any route loads, so the first API calls carry the token.
const signedIn = restoreStoredSession()
preloadCurrentRoute(router)
void initI18n()
void import('@/lib/session/auth-service').then((m) => m.initAuth(store, queryClient))
if (config.mockApi) {
  setApiStarter(() => void import('@/app/start-mock-api').then((m) => m.startMockApi()))
  if (signedIn) void whenApiReady()
} else markApiReady()

attachRouteProgress(router, {
  start: () => nprogress.start(),
  complete: () => nprogress.complete(),
})

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

createRoot(container).render(
  <StrictMode>
    <AppProviders store={store} queryClient={queryClient}>
      <Suspense fallback={<LoadingScreen />}>
        <RouterProvider router={router} />
      </Suspense>
    </AppProviders>
  </StrictMode>,
)
