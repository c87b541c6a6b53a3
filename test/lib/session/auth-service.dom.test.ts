import { QueryClient } from '@tanstack/react-query'
import { createStore } from 'jotai'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { sessionKeys } from '@/lib/session/api'
import { authAtom } from '@/lib/session/atoms'
import { initAuth, signIn, signOut } from '@/lib/session/auth-service'
import { server } from '../../../mocks/node'
import { DEMO } from '../../utils/render'

const setup = () => ({
  store: createStore(),
  queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
})

describe('the session and the current-user query', () => {
  it('signing in stores the identity in the state and the account in the query', async () => {
    const { store, queryClient } = setup()
    const user = await signIn(store, queryClient, DEMO.admin)
    expect(store.get(authAtom)).toMatchObject({ isAuthenticated: true, user })
    expect(queryClient.getQueryData(sessionKeys.me())).toEqual(user)
  })

  it('start-up asks the server for the account even when the cache has one', async () => {
    const { store, queryClient } = setup()
    const user = await signIn(store, queryClient, DEMO.admin)
    queryClient.setQueryData(sessionKeys.me(), { ...user, displayName: 'Stale' })
    await initAuth(store, queryClient)
    expect(store.get(authAtom)).toMatchObject({ isInitialized: true, isAuthenticated: true })
    expect(queryClient.getQueryData(sessionKeys.me())).toMatchObject({
      displayName: user.displayName,
    })
  })

  it('a reload while the account is being fetched keeps the session for the next page', async () => {
    const { store, queryClient } = setup()
    await signIn(store, queryClient, DEMO.admin)
    const token = localStorage.getItem('accessToken')
    // The page is left while the start-up call is in flight: the call dies without an answer.
    server.use(
      http.get('*/api/account/my-account', () => {
        window.dispatchEvent(new Event('pagehide'))
        return HttpResponse.error()
      }),
    )
    try {
      await initAuth(store, queryClient)
      expect(localStorage.getItem('accessToken')).toBe(token)
    } finally {
      window.dispatchEvent(new Event('pageshow'))
    }
  })

  it('a start-up call that fails while the page stays signs out', async () => {
    const { store, queryClient } = setup()
    await signIn(store, queryClient, DEMO.admin)
    server.use(http.get('*/api/account/my-account', () => HttpResponse.error()))
    await initAuth(store, queryClient)
    expect(store.get(authAtom)).toMatchObject({ isInitialized: true, isAuthenticated: false })
    expect(localStorage.getItem('accessToken')).toBeNull()
  })

  it('signing out forgets the account with every other cached answer', async () => {
    const { store, queryClient } = setup()
    await signIn(store, queryClient, DEMO.user)
    signOut(store, queryClient)
    expect(store.get(authAtom)).toMatchObject({ isAuthenticated: false, user: null })
    expect(queryClient.getQueryData(sessionKeys.me())).toBeUndefined()
    expect(localStorage.getItem('accessToken')).toBeNull()
  })
})
