import './app/styles'
import { nprogress } from '@mantine/nprogress'
import { createStore } from 'jotai'
import { createRoot } from 'react-dom/client'
import { AppRoot } from '@/app/app-root'
import { createAppRouter, preloadCurrentRoute } from '@/app/router'
import { restoreStoredSession } from '@/lib/session/session'
import { markApiReady, setApiStarter, whenApiReady } from '@/lib/api-ready'
import { holdUntilFirstRender } from '@/lib/first-paint'
import { handOverPrerendered } from '@/lib/prerendered'
import { config } from '@/lib/config'
import { initI18n } from '@/lib/i18n/i18n'
import { attachRouteProgress } from '@/lib/progress'
import { createQueryClient } from '@/lib/query-client'

const queryClient = createQueryClient()
const store = createStore()
const router = createAppRouter({ queryClient, store })

// Everything the first paint needs starts downloading now, side by side: the current route's
// chunks and the active language. What it does not need waits for the paint (lib/first-paint),
// such as the account check, while the shell draws from the stored session.
// The mock API runs in a worker of its own (app/start-mock-api.ts): starting it costs this page's
// main thread a small chunk, a worker and a message port, so with a session stored it starts now,
// beside the route's chunks, and has its code and the stored demo data ready when the page first
// asks. (Making the worker in the entry itself, before the starter's chunk, was tried: the
// worker's start then competed with the first paint, 4x FCP 2,424 -> 2,680 ms.)
// Without a session it starts on the first API call (lib/api-ready), so a public page loads
// none of its code until a form is sent.
// The stored session applies before any route loads, so the first API calls carry the token.
const signedIn = restoreStoredSession()
holdUntilFirstRender(router)
// A prerendered first screen (dist/auth/login.html) gives way once the router has drawn the page.
handOverPrerendered(router)
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

createRoot(container).render(<AppRoot router={router} store={store} queryClient={queryClient} />)
