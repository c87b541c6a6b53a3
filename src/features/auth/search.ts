/**
 * Search params of the auth pages, parsed with the URL kit (no zod: route search validation runs
 * in the first bundle).
 */
import { oneOf, parseSearch, verbatim } from '@/lib/url/search-params'
import type { SessionEndReason } from '@/lib/session/session'

export interface AuthSearch {
  returnTo?: string
  reason?: SessionEndReason
  email?: string
  /** Why a page sent the visitor to the login page (not a session ending). */
  notice?: AuthNotice
}

export const AUTH_NOTICES = ['nothing-to-verify'] as const
export type AuthNotice = (typeof AUTH_NOTICES)[number]

const REASONS: readonly SessionEndReason[] = ['expired', 'unauthorized', 'signed-out-elsewhere']

const shape = {
  returnTo: verbatim(),
  reason: oneOf(REASONS),
  email: verbatim({ max: 254 }),
  notice: oneOf(AUTH_NOTICES),
}

export const parseAuthSearch = (search: Record<string, unknown>): AuthSearch =>
  parseSearch(search, shape)
