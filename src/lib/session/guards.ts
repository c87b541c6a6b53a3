/**
 * Route guards (used in beforeLoad). They decide from the session state, or, while the account is
 * still being fetched at start-up, from the stored token itself, so a signed-in reload shows the
 * dashboard at once instead of waiting for the API.
 */
import { redirect, type ParsedLocation } from '@tanstack/react-router'
import { DASHBOARD_HOME } from '@/lib/router/paths'
import { authAtom } from './atoms'
import type { Store } from './auth-service'
import { sanitizeReturnTo } from './return-to'
import { readStoredToken } from './session'
import { decodeToken, isValidToken } from './token'

interface SessionView {
  signedIn: boolean
  verified: boolean
}

export function sessionView(store: Store): SessionView {
  const state = store.get(authAtom)
  if (state.isInitialized || state.isAuthenticated) {
    return { signedIn: state.isAuthenticated, verified: state.user?.emailVerified ?? false }
  }
  const token = readStoredToken()
  if (!isValidToken(token)) return { signedIn: false, verified: false }
  return { signedIn: true, verified: decodeToken(token)?.verified === true }
}

/** The dashboard: signed-in and verified users only; others go to sign in (and come back). */
export function requireSession(store: Store, location: ParsedLocation) {
  const { signedIn, verified } = sessionView(store)
  if (!signedIn) {
    throw redirect({ to: '/auth/login', search: { returnTo: location.href } })
  }
  if (!verified) throw redirect({ to: '/auth/verify', search: { returnTo: location.href } })
}

/** Login and register: a signed-in user goes straight where they were heading. */
export function redirectSignedIn(store: Store, returnTo: string | undefined) {
  if (sessionView(store).signedIn) {
    throw redirect({ href: sanitizeReturnTo(returnTo, DASHBOARD_HOME.to) })
  }
}

/** The verify page needs a stored session that still has to be verified. */
export function requirePendingVerification(store: Store, returnTo: string | undefined) {
  const { signedIn, verified } = sessionView(store)
  // The login page says why the visitor landed there instead of the code form.
  if (!signedIn && !readStoredToken())
    throw redirect({ to: '/auth/login', search: { notice: 'nothing-to-verify' } })
  if (signedIn && verified) throw redirect({ href: sanitizeReturnTo(returnTo, DASHBOARD_HOME.to) })
}
