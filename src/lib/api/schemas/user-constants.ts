/**
 * The user directory's fixed values, without zod: the routes' search parsers run in the entry
 * bundle and import these, so this module must stay free of schemas (account.ts and users.ts
 * build their schemas from it).
 */
export const ROLES = ['admin', 'user'] as const
export type Role = (typeof ROLES)[number]

/**
 * Where an account stands: `pending` until its e-mail is verified, `active`, `banned` by an admin,
 * or `rejected` (an admin refused it). Banned and rejected accounts cannot sign in.
 */
export const USER_STATUSES = ['active', 'pending', 'banned', 'rejected'] as const
export type UserStatus = (typeof USER_STATUSES)[number]

export const USER_SORT_FIELDS = [
  'name',
  'email',
  'phoneNumber',
  'company',
  'role',
  'status',
  'createdAt',
] as const
export type UserSortField = (typeof USER_SORT_FIELDS)[number]

export const USER_PAGE_SIZES = [5, 10, 25, 50] as const
export const DEFAULT_USER_PAGE_SIZE = 10
export const CARD_PAGE_SIZE = 12

/**
 * The demo accounts the sign-in page offers: they keep their e-mail, role and status and cannot be
 * deleted (403 `demo_account_protected`). Their e-mail never changes, so it names them.
 */
export const DEMO_ACCOUNT_EMAILS: readonly string[] = ['demo@example.com', 'user@example.com']
