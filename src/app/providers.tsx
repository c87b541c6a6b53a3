import { NavigationProgress } from '@mantine/nprogress'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { Provider as JotaiProvider, type createStore } from 'jotai'
import { lazy, Suspense, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { afterFirstPaint } from '@/lib/first-paint'
import { SettingsProvider } from '@/lib/settings/settings-context'
import { ThemeProvider } from '@/lib/theme/theme-provider'

// The toast container's three chunks wait for the first paint: no toast is shown before it, and
// one asked for earlier waits in Mantine's notification store until the container mounts.
const Toasts = lazy(() => afterFirstPaint().then(() => import('./toasts')))

/** Mounted before any navigation starts; its label follows the language once that has loaded. */
function RouteProgress() {
  const { t } = useTranslation('common', { useSuspense: false })
  return <NavigationProgress size={3} aria-label={t('layout.loadingPage')} />
}

interface AppProvidersProps {
  store: ReturnType<typeof createStore>
  queryClient: QueryClient
  children: ReactNode
  env?: 'default' | 'test'
}

export function AppProviders({ store, queryClient, children, env = 'default' }: AppProvidersProps) {
  return (
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <SettingsProvider>
          <ThemeProvider env={env}>
            <RouteProgress />
            <Suspense fallback={null}>
              <Toasts />
            </Suspense>
            {children}
          </ThemeProvider>
        </SettingsProvider>
      </QueryClientProvider>
    </JotaiProvider>
  )
}
