/**
 * The Bearer token sent with every request once set (spec §7), and who to tell when an
 * authenticated call answers 401. Kept apart from the HTTP client so the session code that runs
 * on every page does not pull the client in.
 */
let authToken: string | null = null
let unauthorizedHandler: (() => void) | null = null

/** Sets or clears the token sent as `Authorization: Bearer <token>`. */
export function setAuthToken(token: string | null) {
  authToken = token
}

export const getAuthToken = () => authToken

/** Called when an authenticated call answers 401 (the auth area signs the user out). */
export function setUnauthorizedHandler(handler: (() => void) | null) {
  unauthorizedHandler = handler
}

export const notifyUnauthorized = () => unauthorizedHandler?.()
