/**
 * "Remember me" on the sign-in page: the e-mail it keeps in localStorage for the next visit. Its
 * own module (no React) so the build's prerendered page (app/prerender.tsx) and the browser
 * tests can name the key and the box too.
 */

/** The stored e-mail's key. */
export const REMEMBER_KEY = 'auth.rememberedEmail'
/** The "Remember me" box's name (the prerendered page ticks it for a remembered e-mail). */
export const REMEMBER_FIELD = 'remember'

export function readRememberedEmail(): string {
  try {
    return localStorage.getItem(REMEMBER_KEY) ?? ''
  } catch {
    return ''
  }
}

export function rememberEmail(email: string | null) {
  try {
    if (email) localStorage.setItem(REMEMBER_KEY, email)
    else localStorage.removeItem(REMEMBER_KEY)
  } catch {
    // not remembered: nothing else to do
  }
}
