/**
 * What signing in, up and out does to the session: the token (session.ts), the state (authAtom)
 * and the cached data (the current-user entry is filled here; signing out clears everything).
 * Plain functions over the jotai store and the query client, so the start-up code, the guards and
 * the components share them.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { createStore } from 'jotai'
import { isApiError } from '@/lib/api/http'
import { afterFirstPaint } from '@/lib/first-paint'
import type { LoginBody, RegisterBody, User } from '@/lib/api/schemas/account'
import {
  currentUserQueryOptions,
  loginRequest,
  registerRequest,
  sessionKeys,
  verifyRequest,
} from './api'
import { authAtom } from './atoms'
import {
  applySession,
  clearSession,
  endSession,
  isPageLeaving,
  readStoredToken,
  restoreStoredSession,
  storeTokenOnly,
} from './session'

export type Store = ReturnType<typeof createStore>

/**
 * Spec §4 start-up: a stored, unexpired token is applied and the account fetched; otherwise, or on
 * any error (logged), the state becomes initialized and signed out.
 */
export async function initAuth(store: Store, queryClient: QueryClient) {
  if (!restoreStoredSession()) {
    store.set(authAtom, { type: 'INITIAL', isAuthenticated: false, user: null })
    return
  }
  // The shell draws from the stored session; checking it can wait for the first paint.
  await afterFirstPaint()
  try {
    // Start-up always asks the server, whatever the cache holds; retrying is the HTTP client's job.
    const user = await queryClient.query({
      ...currentUserQueryOptions(),
      staleTime: 0,
      retry: false,
    })
    store.set(authAtom, { type: 'INITIAL', isAuthenticated: true, user })
  } catch (error) {
    // A reload while the account was being fetched: the request died with the page. Ending the
    // session here would remove the token the next page starts from, and sign the user out.
    if (isPageLeaving()) return
    console.error('Restoring the session failed; signing out.', error)
    store.set(authAtom, { type: 'INITIAL', isAuthenticated: false, user: null })
    // A 401 has already ended the session through the HTTP client; anything else ends it here.
    if (!(isApiError(error) && error.status === 401)) endSession('unauthorized')
  }
}

/** A signed-in answer: the account fills the current-user query and the session state. */
function enter(store: Store, queryClient: QueryClient, type: 'LOGIN' | 'REGISTER', user: User) {
  queryClient.setQueryData(sessionKeys.me(), user)
  store.set(authAtom, { type, user })
  return user
}

export async function signIn(
  store: Store,
  queryClient: QueryClient,
  body: LoginBody,
): Promise<User> {
  const { accessToken, user } = await loginRequest(body)
  applySession(accessToken)
  return enter(store, queryClient, 'LOGIN', user)
}

/** Spec §7: the token is stored but not sent by default until the e-mail is verified. */
export async function signUp(
  store: Store,
  queryClient: QueryClient,
  body: RegisterBody,
): Promise<User> {
  const { accessToken, user } = await registerRequest(body)
  storeTokenOnly(accessToken)
  return enter(store, queryClient, 'REGISTER', user)
}

export async function verifyEmail(
  store: Store,
  queryClient: QueryClient,
  code: string,
): Promise<User> {
  const token = readStoredToken()
  if (!token) throw new Error('No session to verify')
  const { accessToken, user } = await verifyRequest(code, token)
  applySession(accessToken)
  return enter(store, queryClient, 'LOGIN', user)
}

/** Signing out forgets the token and every cached answer (they belonged to this user). */
export function signOut(store: Store, queryClient: QueryClient) {
  clearSession()
  store.set(authAtom, { type: 'LOGOUT' })
  queryClient.clear()
}
