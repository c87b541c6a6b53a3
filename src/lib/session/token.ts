/** Reading access tokens (spec §3, §5): a JWT whose payload has `exp` in seconds since the epoch. */
import { jwtDecode } from 'jwt-decode'

export interface TokenClaims {
  sub?: string
  email?: string
  role?: string
  verified?: boolean
  exp?: number
  iat?: number
}

export function decodeToken(token: string): TokenClaims | null {
  try {
    return jwtDecode<TokenClaims>(token)
  } catch {
    return null
  }
}

/** Milliseconds since the epoch when the token expires, or null without a readable `exp`. */
export function tokenExpiresAt(token: string): number | null {
  const exp = decodeToken(token)?.exp
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null
}

/** Spec §5: a stored token is valid only if its exp is later than the current time. */
export function isValidToken(token: string | null | undefined, now = Date.now()): token is string {
  if (!token) return false
  const expiresAt = tokenExpiresAt(token)
  return expiresAt !== null && expiresAt > now
}
