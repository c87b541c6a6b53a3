/**
 * Search params of the auth pages. Hand-written (no zod) because route search validation runs
 * in the first bundle.
 */
import type { SessionEndReason } from '@/lib/session/session'

export interface AuthSearch {
  returnTo?: string
  reason?: SessionEndReason
  email?: string
}

const REASONS: readonly SessionEndReason[] = ['expired', 'unauthorized', 'signed-out-elsewhere']

export function parseAuthSearch(search: Record<string, unknown>): AuthSearch {
  const result: AuthSearch = {}
  if (typeof search.returnTo === 'string' && search.returnTo) result.returnTo = search.returnTo
  if (typeof search.reason === 'string' && (REASONS as readonly string[]).includes(search.reason))
    result.reason = search.reason as SessionEndReason
  if (typeof search.email === 'string' && search.email.length <= 254) result.email = search.email
  return result
}
