/** Account calls: sign-in, registration, verification, password reset, profile, password change. */
import { http, HttpResponse } from 'msw'
import { z } from 'zod'
import {
  changePasswordBodySchema,
  loginBodySchema,
  newPasswordBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  updateProfileBodySchema,
  verifyBodySchema,
  type User,
} from '@/lib/api/schemas/account'
import { mockConfig } from '../config'
import { hashPassword, randomHex, signToken, verifyPassword } from '../db/crypto'
import type { Database } from '../db/database'
import type { UserRecord } from '../db/schema'
import { fail, invalid, languageOf, message, readJson, requireUser, route } from '../http'

export function toPublicUser(record: UserRecord): User {
  return {
    id: record.id,
    email: record.email,
    firstName: record.firstName,
    lastName: record.lastName,
    displayName: `${record.firstName} ${record.lastName}`.trim(),
    role: record.role,
    emailVerified: record.emailVerified,
    avatarUrl: record.avatarUrl,
    phoneNumber: record.phoneNumber,
    country: record.country,
    city: record.city,
    address: record.address,
    zipCode: record.zipCode,
    about: record.about,
    isPublic: record.isPublic,
    createdAt: record.createdAt,
  }
}

const findByEmail = (db: Database, email: string) =>
  db.users.findFirst((q) =>
    q.where({ email: (value) => value.toLowerCase() === email.toLowerCase() }),
  )

const issueToken = (db: Database, user: UserRecord) =>
  signToken(
    { sub: user.id, email: user.email, role: user.role, verified: user.emailVerified },
    db.meta.jwtSecret,
    mockConfig.tokenTtlSeconds,
  )

export function sixDigitCode(): string {
  return String(crypto.getRandomValues(new Uint32Array(1))[0]! % 1_000_000).padStart(6, '0')
}

async function sendCode(db: Database, to: string, kind: 'verify' | 'reset') {
  const code = sixDigitCode()
  await db.emails.create({
    id: randomHex(8),
    to: to.toLowerCase(),
    kind,
    code,
    createdAt: new Date().toISOString(),
  })
  return code
}

const secondsSince = (iso: string | null) =>
  iso ? (Date.now() - Date.parse(iso)) / 1000 : Infinity

/** Checks a code sent at `sentAt`; returns the field error code, or null when it matches. */
function checkCode(expected: string | null, sentAt: string | null, given: string) {
  if (!expected) return 'no_code'
  if (secondsSince(sentAt) > mockConfig.codeTtlSeconds) return 'code_expired'
  if (expected !== given) return 'bad_code'
  return null
}

export const accountHandlers = [
  http.post(
    '*/api/account/login',
    route(async ({ request, db }) => {
      const body = await readJson(request, loginBodySchema)
      const user = findByEmail(db, body.email)
      if (!user) invalid(request, { email: 'no_account' }, 'no_account')
      if (!(await verifyPassword(body.password, user.passwordSalt, user.passwordHash)))
        invalid(request, { password: 'wrong_password' }, 'wrong_password')
      return HttpResponse.json({
        accessToken: await issueToken(db, user),
        user: toPublicUser(user),
      })
    }),
  ),

  http.post(
    '*/api/account/register',
    route(async ({ request, db }) => {
      const body = await readJson(request, registerBodySchema)
      if (findByEmail(db, body.email)) invalid(request, { email: 'email_taken' }, 'email_taken')
      const salt = randomHex(16)
      const now = new Date().toISOString()
      const user = await db.users.create({
        id: `user-${randomHex(8)}`,
        email: body.email,
        passwordHash: await hashPassword(body.password, salt),
        passwordSalt: salt,
        firstName: body.firstName,
        lastName: body.lastName,
        role: 'user',
        emailVerified: false,
        avatarUrl: null,
        phoneNumber: '',
        country: '',
        city: '',
        address: '',
        zipCode: '',
        about: '',
        isPublic: false,
        createdAt: now,
        verificationCode: await sendCode(db, body.email, 'verify'),
        verificationSentAt: now,
        resetCode: null,
        resetSentAt: null,
      })
      return HttpResponse.json(
        { accessToken: await issueToken(db, user), user: toPublicUser(user) },
        { status: 201 },
      )
    }),
  ),

  http.get(
    '*/api/account/my-account',
    route(async ({ request, db }) => {
      const user = await requireUser(request, db, { allowUnverified: true })
      return HttpResponse.json({ user: toPublicUser(user) })
    }),
  ),

  http.post(
    '*/api/account/verify',
    route(async ({ request, db }) => {
      const user = await requireUser(request, db, { allowUnverified: true })
      const { code } = await readJson(request, verifyBodySchema)
      if (!user.emailVerified) {
        const problem = checkCode(user.verificationCode, user.verificationSentAt, code)
        if (problem) invalid(request, { code: problem }, problem)
      }
      const updated = await db.users.update((q) => q.where({ id: user.id }), {
        data(draft) {
          draft.emailVerified = true
          draft.verificationCode = null
          draft.verificationSentAt = null
        },
      })
      const verified = updated ?? user
      return HttpResponse.json({
        accessToken: await issueToken(db, verified),
        user: toPublicUser(verified),
      })
    }),
  ),

  http.post(
    '*/api/account/verify/resend',
    route(async ({ request, db }) => {
      const user = await requireUser(request, db, { allowUnverified: true })
      if (user.emailVerified) fail(request, 400, 'already_verified')
      const waited = secondsSince(user.verificationSentAt)
      if (waited < mockConfig.resendCooldownSeconds) {
        const seconds = Math.ceil(mockConfig.resendCooldownSeconds - waited)
        return HttpResponse.json(
          {
            message: message(languageOf(request), 'too_many_requests', { seconds }),
            retryAfter: seconds,
          },
          { status: 429, headers: { 'Retry-After': String(seconds) } },
        )
      }
      const code = await sendCode(db, user.email, 'verify')
      await db.users.update((q) => q.where({ id: user.id }), {
        data(draft) {
          draft.verificationCode = code
          draft.verificationSentAt = new Date().toISOString()
        },
      })
      return HttpResponse.json({ retryAfter: mockConfig.resendCooldownSeconds })
    }),
  ),

  http.post(
    '*/api/account/reset-password',
    route(async ({ request, db }) => {
      const { email } = await readJson(request, resetPasswordBodySchema)
      const user = findByEmail(db, email)
      // The same answer whether or not the account exists: nobody learns who has one.
      if (user && secondsSince(user.resetSentAt) >= mockConfig.resendCooldownSeconds) {
        const code = await sendCode(db, user.email, 'reset')
        await db.users.update((q) => q.where({ id: user.id }), {
          data(draft) {
            draft.resetCode = code
            draft.resetSentAt = new Date().toISOString()
          },
        })
      }
      return HttpResponse.json({ message: message(languageOf(request), 'reset_sent', { email }) })
    }),
  ),

  http.post(
    '*/api/account/new-password',
    route(async ({ request, db }) => {
      const body = await readJson(request, newPasswordBodySchema)
      const user = findByEmail(db, body.email)
      const problem = user ? checkCode(user.resetCode, user.resetSentAt, body.code) : 'bad_code'
      if (problem || !user) invalid(request, { code: problem ?? 'bad_code' }, problem ?? 'bad_code')
      const salt = randomHex(16)
      const passwordHash = await hashPassword(body.password, salt)
      await db.users.update((q) => q.where({ id: user.id }), {
        data(draft) {
          draft.passwordHash = passwordHash
          draft.passwordSalt = salt
          draft.resetCode = null
          draft.resetSentAt = null
          // Receiving the code proves the address too.
          draft.emailVerified = true
        },
      })
      return HttpResponse.json({ message: message(languageOf(request), 'password_reset') })
    }),
  ),

  http.post(
    '*/api/account/profile/update',
    route(async ({ request, db }) => {
      const user = await requireUser(request, db)
      const body = await readJson(request, updateProfileBodySchema)
      const updated = await db.users.update((q) => q.where({ id: user.id }), {
        data(draft) {
          Object.assign(draft, body)
        },
      })
      return HttpResponse.json({ user: toPublicUser(updated ?? user) })
    }),
  ),

  http.post(
    '*/api/account/password/change',
    route(async ({ request, db }) => {
      const user = await requireUser(request, db)
      const body = await readJson(request, changePasswordBodySchema)
      if (!(await verifyPassword(body.oldPassword, user.passwordSalt, user.passwordHash)))
        invalid(request, { oldPassword: 'wrong_current_password' }, 'wrong_current_password')
      if (body.oldPassword === body.newPassword)
        invalid(request, { newPassword: 'same_password' }, 'same_password')
      const salt = randomHex(16)
      const passwordHash = await hashPassword(body.newPassword, salt)
      await db.users.update((q) => q.where({ id: user.id }), {
        data(draft) {
          draft.passwordHash = passwordHash
          draft.passwordSalt = salt
        },
      })
      return HttpResponse.json({ message: message(languageOf(request), 'password_changed') })
    }),
  ),
]

/** Used by the outbox handler to validate its query. */
export const outboxQuerySchema = z.object({ email: z.string().trim().min(1, 'email_required') })
