/**
 * What the API refuses to change (docs/api.md, "Users"), mirrored by the editor so a field that
 * cannot be saved is disabled with the reason instead of failing with a 403 after the click.
 */
import { DEMO_ACCOUNT_EMAILS, type User } from '@/lib/api/schemas/users'

/** Why a protected field is locked: a demo account, or the signed-in admin themself. */
export type LockReason = 'demo' | 'self'

export interface UserLocks {
  /** Role and status (the "Banned" switch). */
  roleAndStatus: LockReason | null
  email: LockReason | null
  delete: LockReason | null
}

const isDemoAccount = (user: Pick<User, 'email'>) =>
  (DEMO_ACCOUNT_EMAILS as readonly string[]).includes(user.email.toLowerCase())

/** The locks of `target` when `me` edits it; a new user (no target) has none. */
export function userLocks(
  target: Pick<User, 'id' | 'email'> | undefined,
  me: Pick<User, 'id'> | undefined,
): UserLocks {
  if (!target) return { roleAndStatus: null, email: null, delete: null }
  // The demo rule names more fields than the self rule, so it is the reason given first.
  if (isDemoAccount(target)) return { roleAndStatus: 'demo', email: 'demo', delete: 'demo' }
  if (me && me.id === target.id) return { roleAndStatus: 'self', email: null, delete: 'self' }
  return { roleAndStatus: null, email: null, delete: null }
}
