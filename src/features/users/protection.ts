/**
 * What the API refuses to do to a person whatever the UI sends (docs/api.md, "Users"): the demo
 * accounts keep their e-mail, role and status and stay; an admin keeps their own role and status
 * and cannot delete themselves. The screens disable those actions and say why.
 */
import { DEMO_ACCOUNT_EMAILS, type User } from '@/lib/api/schemas/users'

export type UserLock = 'demo' | 'self'

/** Why `target`'s role, status and existence are fixed for `me`, or null when they are not. */
export function userLock(
  target: Pick<User, 'id' | 'email'>,
  me: Pick<User, 'id'> | undefined,
): UserLock | null {
  if (DEMO_ACCOUNT_EMAILS.includes(target.email.toLowerCase())) return 'demo'
  if (me && me.id === target.id) return 'self'
  return null
}

export interface UserLocks {
  /** Role and status (the "Banned" switch). */
  roleAndStatus: UserLock | null
  email: UserLock | null
  delete: UserLock | null
}

/**
 * The locked fields of `target` when `me` edits it (a new user, no target, has none). The demo
 * rule names more fields than the self rule, so it is the reason given first.
 */
export function userLocks(
  target: Pick<User, 'id' | 'email'> | undefined,
  me: Pick<User, 'id'> | undefined,
): UserLocks {
  const lock = target ? userLock(target, me) : null
  return {
    roleAndStatus: lock,
    email: lock === 'demo' ? lock : null,
    delete: lock,
  }
}
