/**
 * The people of the demo world: one `users` collection holds the accounts that sign in and the
 * user directory (the users area stores and serves it; the account area signs people in). Both
 * build records with `newUser` and answer with `toPublicUser`, so a field is named once.
 */
import { z } from 'zod/mini'
import { lazySchema } from '@/lib/api/schemas/lazy-schema'
import { userSchema, type User } from '@/lib/api/schemas/account'
import { randomHex } from '../db/crypto'
import type { Database } from '../db/database'

export const userRecordSchema = lazySchema(() =>
  z.extend(z.omit(userSchema, { displayName: true }), {
    /** Usernames before a rename: old links still find the person (the app redirects). */
    formerUsernames: z.array(z.string()),
    /** `pbkdf2-sha256$<iterations>$<hex>` (mocks/db/crypto.ts); '' for someone who never chose one. */
    passwordHash: z.string(),
    passwordSalt: z.string(),
    /** Signed into every token; a password change, reset or ban moves it on and older tokens stop working. */
    tokenVersion: z.number().check(z.int(), z.gte(0)),
    /** Current e-mail verification code, when it was sent (ISO), and the wrong tries it had. */
    verificationCode: z.nullable(z.string()),
    verificationSentAt: z.nullable(z.string()),
    verificationAttempts: z.number().check(z.int(), z.gte(0)),
    /** Current password reset code, when it was sent (ISO), and the wrong tries it had. */
    resetCode: z.nullable(z.string()),
    resetSentAt: z.nullable(z.string()),
    resetAttempts: z.number().check(z.int(), z.gte(0)),
  }),
)
export type UserRecord = z.infer<typeof userRecordSchema>

type Required = 'email' | 'firstName' | 'lastName' | 'username'

/** A new account as registration creates it; seeds and tests state only what differs. */
export function newUser(fields: Pick<UserRecord, Required> & Partial<UserRecord>): UserRecord {
  return {
    id: `user-${randomHex(8)}`,
    role: 'user',
    status: 'pending',
    emailVerified: false,
    avatarUrl: null,
    coverUrl: null,
    phoneNumber: '',
    country: '',
    state: '',
    city: '',
    address: '',
    zipCode: '',
    company: '',
    jobTitle: '',
    about: '',
    isPublic: false,
    socials: { facebook: '', instagram: '', linkedin: '', x: '' },
    createdAt: new Date().toISOString(),
    formerUsernames: [],
    passwordHash: '',
    passwordSalt: '',
    tokenVersion: 0,
    verificationCode: null,
    verificationSentAt: null,
    verificationAttempts: 0,
    resetCode: null,
    resetSentAt: null,
    resetAttempts: 0,
    ...fields,
  }
}

/** Whether someone can sign in at all: the demo accounts, and anyone who chose a password. */
export const canSignIn = (user: Pick<UserRecord, 'passwordHash'>) => user.passwordHash !== ''

/** E-mail addresses match case-insensitively. */
export const findByEmail = (db: Database, email: string) =>
  db.users.findFirst((q) =>
    q.where({ email: (value) => value.toLowerCase() === email.toLowerCase() }),
  )

export const displayNameOf = (user: Pick<UserRecord, 'firstName' | 'lastName'>) =>
  `${user.firstName} ${user.lastName}`.trim()

/** Name, e-mail or phone (digits compared without spaces or punctuation). */
export function matchesPerson(user: UserRecord, search: string | undefined): boolean {
  if (!search) return true
  const text = search.toLocaleLowerCase()
  if (displayNameOf(user).toLocaleLowerCase().includes(text)) return true
  if (user.email.toLowerCase().includes(text)) return true
  const digits = search.replace(/\D/g, '')
  return digits.length >= 3 && user.phoneNumber.replace(/\D/g, '').includes(digits)
}

/** What any signed-in user may read about a person: everything but the secrets. */
export function toPublicUser(record: UserRecord): User {
  return {
    id: record.id,
    username: record.username,
    email: record.email,
    firstName: record.firstName,
    lastName: record.lastName,
    displayName: displayNameOf(record),
    role: record.role,
    status: record.status,
    emailVerified: record.emailVerified,
    avatarUrl: record.avatarUrl,
    coverUrl: record.coverUrl,
    phoneNumber: record.phoneNumber,
    country: record.country,
    state: record.state,
    city: record.city,
    address: record.address,
    zipCode: record.zipCode,
    company: record.company,
    jobTitle: record.jobTitle,
    about: record.about,
    isPublic: record.isPublic,
    socials: { ...record.socials },
    createdAt: record.createdAt,
  }
}

/**
 * A URL-safe name from a person's name, Unicode letters kept (`José Núñez` → `josé-núñez`,
 * `李娜` → `李娜`), lower case, words joined by dashes, at most 60 characters.
 */
export function usernameBase(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`
    .normalize('NFC')
    .toLocaleLowerCase('en')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '')
}

/**
 * A free username for `userId`: the name's, with `-2`, `-3`... when taken by someone else, or
 * `user-<short id>` for a name without a letter or digit. A user who keeps a name that still
 * leads to their username keeps it (links to them keep working).
 */
export function freeUsername(
  db: Database,
  { firstName, lastName }: { firstName: string; lastName: string },
  userId: string,
): string {
  const base =
    usernameBase(firstName, lastName) || `user-${userId.replace(/[^a-z0-9]/gi, '').slice(-8)}`
  const current = db.users.findFirst((q) => q.where({ id: userId }))?.username
  if (current && (current === base || new RegExp(`^${escapeRegExp(base)}-\\d+$`).test(current)))
    return current
  const taken = (name: string) => {
    const owner = db.users.findFirst((q) => q.where({ username: name }))
    return owner !== undefined && owner.id !== userId
  }
  if (!taken(base)) return base
  let n = 2
  while (taken(`${base}-${n}`)) n += 1
  return `${base}-${n}`
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
