/**
 * One render helper for component tests: the real providers (Mantine in test mode, a fresh
 * QueryClient without retries, a fresh jotai store, i18n) around the real route tree, on a
 * memory history at the given URL.
 */
import type { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createStore } from 'jotai'
import { Suspense } from 'react'
import { AppProviders } from '@/app/providers'
import { createAppRouter } from '@/app/router'
import { initAuth, signIn } from '@/lib/session/auth-service'
import { createQueryClient } from '@/lib/query-client'

export function createTestQueryClient() {
  // The app's client (no query retries, the failed-write toast) with React Query's own freshness
  // defaults, keeping every entry for the length of the test.
  return createQueryClient({
    queries: { gcTime: Infinity, staleTime: 0, refetchOnWindowFocus: true },
  })
}

export const DEMO = {
  admin: { email: 'demo@example.com', password: 'demo1234' },
  user: { email: 'user@example.com', password: 'demo1234' },
} as const

export interface RenderAppOptions {
  /** Cookies set before the app starts, e.g. { themeMode: 'dark' }. */
  cookies?: Record<string, string>
  /** Sign in with a demo account first (through the mock API), as a returning user would be. */
  session?: keyof typeof DEMO
  /** The client to render with; by default React Query's freshness (`createTestQueryClient`). */
  queryClient?: QueryClient
}

export async function renderApp(
  url: string,
  { cookies = {}, session, queryClient = createTestQueryClient() }: RenderAppOptions = {},
) {
  for (const [name, value] of Object.entries(cookies)) document.cookie = `${name}=${value}; Path=/`
  const store = createStore()
  if (session) {
    await signIn(store, queryClient, DEMO[session])
  }
  // The real start-up: restore the stored session and fetch the account.
  await initAuth(store, queryClient)
  const history = createMemoryHistory({ initialEntries: [url] })
  const router = createAppRouter({ queryClient, store, history })
  // No timer between keystrokes and clicks: tests wait for what the user sees, never for time.
  const user = userEvent.setup({ delay: null })
  const result = render(
    <AppProviders store={store} queryClient={queryClient} env="test">
      <Suspense fallback={<div data-testid="suspended" />}>
        <RouterProvider router={router} />
      </Suspense>
    </AppProviders>,
  )
  // The first visit of a route imports its code, which a loaded machine transforms slowly.
  const firstLoad = { timeout: 10_000 }
  await waitFor(() => expect(router.state.status).toBe('idle'), firstLoad)
  await waitFor(() => expect(screen.queryByTestId('suspended')).not.toBeInTheDocument(), firstLoad)
  // The router is idle once its loaders are done, but a route's component is code split: until
  // its chunk is imported and React renders it, the route shows the pending placeholder. A test
  // starts from the page itself (a layout's placeholder gives way to the page's own, never to
  // nothing, so no moment between them passes this check).
  await waitFor(
    () => expect(screen.queryByTestId('page-loader')).not.toBeInTheDocument(),
    firstLoad,
  )
  return { ...result, router, store, queryClient, user }
}

/** Every cookie as a name -> value map. */
export function readCookies(): Record<string, string> {
  return Object.fromEntries(
    document.cookie
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const index = part.indexOf('=')
        return [part.slice(0, index), decodeURIComponent(part.slice(index + 1))]
      }),
  )
}
