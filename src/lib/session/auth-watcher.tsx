import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useStore } from 'jotai'
import { useEffect } from 'react'
import { authAtom } from './atoms'
import { ACCESS_TOKEN_KEY, endSession, onSessionEnded } from './session'

/**
 * Follows sessions that end by themselves: the expiry timer (spec: alert 'Token expired', token
 * removed, to the login route), a 401 on an authenticated call, or signing out in another tab.
 * Signs out here and shows the login page, which says why and comes back afterwards.
 */
export function AuthWatcher() {
  const router = useRouter()
  const store = useStore()
  const queryClient = useQueryClient()

  useEffect(
    () =>
      onSessionEnded((reason) => {
        const wasSignedIn = store.get(authAtom).isAuthenticated
        store.set(authAtom, { type: 'LOGOUT' })
        queryClient.clear()
        const here = router.state.location
        if (here.pathname.startsWith('/auth/')) return
        if (!wasSignedIn && reason === 'unauthorized' && !here.pathname.startsWith('/dashboard'))
          return
        void router.navigate({ to: '/auth/login', search: { returnTo: here.href, reason } })
      }),
    [router, store, queryClient],
  )

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === ACCESS_TOKEN_KEY && !event.newValue && store.get(authAtom).isAuthenticated)
        endSession('signed-out-elsewhere')
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [store])

  return null
}
