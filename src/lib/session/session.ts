/**
 * The session's token: stored in localStorage under `accessToken` (spec §9), sent as the Bearer
 * header once applied (spec §7), and expired by a timer (spec §4). Also the place that tells the
 * app a session ended by itself (expiry, a 401, signing out in another tab).
 */
import { setAuthToken, setUnauthorizedHandler } from '@/lib/api/auth-token'
import { startExpiryTimer } from './expiry-timer'
import { isValidToken, tokenExpiresAt } from './token'

export const ACCESS_TOKEN_KEY = 'accessToken'

export function readStoredToken(): string | null {
  try {
    return localStorage.getItem(ACCESS_TOKEN_KEY)
  } catch {
    return null
  }
}

export function hasValidStoredToken(now = Date.now()) {
  return isValidToken(readStoredToken(), now)
}

export type SessionEndReason = 'expired' | 'unauthorized' | 'signed-out-elsewhere'
type Listener = (reason: SessionEndReason) => void

const listeners = new Set<Listener>()

/** Subscribe to sessions that end without the user asking (returns the unsubscribe). */
export function onSessionEnded(listener: Listener) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

let cancelTimer: (() => void) | null = null

let leaving = false
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    leaving = true
  })
  // Back from the back-forward cache: the page lives again.
  window.addEventListener('pageshow', () => {
    leaving = false
  })
}

/**
 * Whether the page is being left (reloaded, closed, navigated away from). Its requests still in
 * flight then fail without any answer from the server, which says nothing about the session.
 */
export const isPageLeaving = () => leaving

/** Removes the token everywhere: storage, the Bearer header, the expiry timer. */
export function clearSession() {
  cancelTimer?.()
  cancelTimer = null
  setAuthToken(null)
  try {
    localStorage.removeItem(ACCESS_TOKEN_KEY)
  } catch {
    // storage unavailable: nothing stored either
  }
}

/** Ends the session by itself and tells the listeners why (they sign out and show the login page). */
export function endSession(reason: SessionEndReason) {
  clearSession()
  for (const listener of listeners) listener(reason)
}

/** Stores the token, sends it with every request and arms the expiry timer. */
export function applySession(token: string) {
  try {
    localStorage.setItem(ACCESS_TOKEN_KEY, token)
  } catch {
    // without storage the session lasts until the page closes
  }
  setAuthToken(token)
  cancelTimer?.()
  const expiresAt = tokenExpiresAt(token)
  cancelTimer = expiresAt === null ? null : startExpiryTimer(expiresAt, () => endSession('expired'))
}

/**
 * Spec §7: after register the token is stored but not set as the default header. The account
 * must verify its e-mail first; the verify call sends this token explicitly.
 */
export function storeTokenOnly(token: string) {
  try {
    localStorage.setItem(ACCESS_TOKEN_KEY, token)
  } catch {
    // the verify page then asks the user to sign in again
  }
}

/**
 * Runs once at start-up, before any route loads: a stored, unexpired token is applied (so the first
 * API calls already carry it), anything else is removed. Returns whether a session was restored.
 */
export function restoreStoredSession(): boolean {
  setUnauthorizedHandler(() => endSession('unauthorized'))
  const token = readStoredToken()
  if (isValidToken(token)) {
    applySession(token)
    return true
  }
  if (token) clearSession()
  return false
}
