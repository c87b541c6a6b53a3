/** Directory rules: unique e-mails, and what an admin may not do to themselves or the demo. */
import type { UpdateUserInput, UserInput } from '@/lib/api/schemas/users'
import type { Database } from '../../db/database'
import { forbidden, invalid } from '../../lib/errors'
import { DEMO_ADMIN_ID, DEMO_USER_ID } from '../../lib/demo-accounts'
import { findByEmail, type UserRecord } from '../../lib/people'

export const isDemoAccount = (userId: string) => userId === DEMO_ADMIN_ID || userId === DEMO_USER_ID

/** 400 `email_taken` when another person has this address (any case). */
export function ensureEmailFree(db: Database, email: string, userId: string | null) {
  const owner = findByEmail(db, email)
  if (owner && owner.id !== userId) invalid({ email: 'email_taken' }, 'email_taken')
}

/**
 * An admin cannot change their own role or status (nobody locks the last admin out by mistake),
 * and the demo accounts keep their e-mail, role and status (the sign-in page offers them).
 */
export function checkUpdate(
  actor: UserRecord,
  target: UserRecord,
  next: UserInput & Partial<UpdateUserInput>,
) {
  const changes = {
    role: next.role !== target.role,
    status: next.status !== undefined && next.status !== target.status,
    email: next.email.toLowerCase() !== target.email.toLowerCase(),
  }
  if (isDemoAccount(target.id) && (changes.role || changes.status || changes.email))
    forbidden('demo_account_protected')
  if (actor.id === target.id && (changes.role || changes.status)) forbidden('cannot_change_self')
}

export function checkDelete(actor: UserRecord, targetId: string) {
  if (isDemoAccount(targetId)) forbidden('demo_account_protected')
  if (actor.id === targetId) forbidden('cannot_change_self')
}
