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
import { markApiReady, setApiStarter } from '@/lib/api-ready'
import { afterFirstPaint, holdUntilFirstRender } from '@/lib/first-paint'
import { config } from '@/lib/config'
import { initI18n } from '@/lib/i18n/i18n'
import { attachRouteProgress } from '@/lib/progress'
import { createQueryClient } from '@/lib/query-client'

const queryClient = createQueryClient()
const store = createStore()
const router = createAppRouter({ queryClient, store })

// Everything the first paint needs starts downloading now, side by side: the current route's
// chunks and the active language. What it does not need waits for the paint (lib/first-paint):
// with a session stored, the account check (its first API call, which starts the mock API) comes
// right after it, while the shell draws from the stored session. A route loader that needs data
// calls the API, which starts the mock API at once (lib/api-ready); without a session it starts on
// the first API call, so a public page loads none of its code until a form is sent.
// The stored session applies before any route loads, so the first API calls carry the token.
restoreStoredSession()
holdUntilFirstRender(router)
preloadCurrentRoute(router)
void initI18n()
void import('@/lib/session/auth-service').then((m) => m.initAuth(store, queryClient))
if (config.mockApi) {
  const startMockApi = () => void import('@/app/start-mock-api').then((m) => m.startMockApi())
  // A call while the first page is still loading comes from its loader, which the page waits
  // for: start at once. A call from a drawn page (its widgets' queries) waits for the paint.
  setApiStarter(() => {
    if (router.state.status === 'pending') startMockApi()
    else void afterFirstPaint().then(startMockApi)
  })
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
