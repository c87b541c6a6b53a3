/** Account calls: sign-in, registration, verification, password reset, profile, password change. */
import { http, HttpResponse } from 'msw'
import {
  changePasswordBodySchema,
  loginBodySchema,
  newPasswordBodySchema,
  registerBodySchema,
  PROFILE_MAX_BODY_BYTES,
  resetPasswordBodySchema,
  updateProfileBodySchema,
  verifyBodySchema,
} from '@/lib/api/schemas/account'
import { mockConfig } from '../../config'
import {
  hashPassword,
  randomHex,
  signToken,
  verifyDummyPassword,
  verifyPassword,
} from '../../db/crypto'
import { exclusive, type Database } from '../../db/database'
import { resolveAvatar } from '../../lib/avatars'
import { forbidden, invalid, rateLimited, refuse } from '../../lib/errors'
import { withFormer } from '../../lib/former-addresses'
import { languageOf, message, readJson, route } from '../../lib/http'
import { freeUsername, newUser, toPublicUser, type UserRecord } from '../../lib/people'
import { limitAccountCall, passwordTry } from './limits'
import { burnsCode, checkCode, cooldownLeft, findByEmail, sixDigitCode } from './rules'

const issueToken = (db: Database, user: UserRecord) =>
  signToken(
    {
      sub: user.id,
      email: user.email,
      role: user.role,
      verified: user.emailVerified,
      ver: user.tokenVersion,
    },
    db.meta.jwtSecret,
    mockConfig.tokenTtlSeconds,
  )

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

const CODE_FIELDS = {
  verification: {
    code: 'verificationCode',
    sentAt: 'verificationSentAt',
    attempts: 'verificationAttempts',
  },
  reset: { code: 'resetCode', sentAt: 'resetSentAt', attempts: 'resetAttempts' },
} as const

/**
 * One try of a user's code; call it inside the write lock, so that of two tries of one code only
 * one can use it. The right code is used up at once; a wrong one counts, and the last wrong try
 * allowed burns the code (a new one must be asked for). Throws the field error otherwise.
 */
async function useCode(
  db: Database,
  user: UserRecord,
  kind: keyof typeof CODE_FIELDS,
  given: string,
) {
  const fields = CODE_FIELDS[kind]
  const problem = checkCode(user[fields.code], user[fields.sentAt], given)
  const burnt = problem === 'bad_code' && burnsCode(user[fields.attempts])
  await db.users.update((q) => q.where({ id: user.id }), {
    data(draft) {
      if (problem === 'bad_code' && !burnt) draft[fields.attempts] += 1
      else if (problem === null || burnt) {
        draft[fields.code] = null
        draft[fields.attempts] = 0
      }
    },
  })
  if (burnt) invalid({ code: 'code_burned' }, 'code_burned')
  if (problem) invalid({ code: problem }, problem)
}

export const accountHandlers = [
  http.post(
    '*/api/account/login',
    route.public(
      async ({ request, db }) => {
        const body = await readJson(request, loginBodySchema)
        const attempt = passwordTry(request, body.email)
        const user = findByEmail(db, body.email)
        // An unknown address costs a full hash too, and both failures read the same.
        const ok = user
          ? await verifyPassword(body.password, user.passwordSalt, user.passwordHash)
          : await verifyDummyPassword(body.password)
        if (!user || !ok) invalid({ password: 'wrong_credentials' }, 'wrong_credentials')
        attempt.succeeded()
        // Only after the right password: nobody learns an account's standing by guessing.
        if (user.status === 'banned') forbidden('account_banned')
        if (user.status === 'rejected') forbidden('account_rejected')
        return HttpResponse.json({
          accessToken: await issueToken(db, user),
          user: toPublicUser(user),
        })
      },
      // Nothing is written: the slow hash must not hold up everyone else's writes.
      { concurrent: true },
    ),
  ),

  http.post(
    '*/api/account/register',
    route.public(
      async ({ request, db }) => {
        const body = await readJson(request, registerBodySchema)
        limitAccountCall(request, body.email)
        const taken = () => {
          if (findByEmail(db, body.email)) invalid({ email: 'email_taken' }, 'email_taken')
        }
        taken()
        const salt = randomHex(16)
        const passwordHash = await hashPassword(body.password, salt)
        const user = await exclusive(async () => {
          // Again after the hash: a sign-up with the same address may have landed meanwhile.
          taken()
          const id = `user-${randomHex(8)}`
          return db.users.create(
            newUser({
              id,
              username: freeUsername(db, body, id),
              email: body.email,
              passwordHash,
              passwordSalt: salt,
              firstName: body.firstName,
              lastName: body.lastName,
              verificationCode: await sendCode(db, body.email, 'verify'),
              verificationSentAt: new Date().toISOString(),
            }),
          )
        })
        return HttpResponse.json(
          { accessToken: await issueToken(db, user), user: toPublicUser(user) },
          { status: 201 },
        )
      },
      // The hash runs outside the write lock; the check and the insert run inside it.
      { concurrent: true },
    ),
  ),

  http.get(
    '*/api/account/my-account',
    route.authed(({ user }) => HttpResponse.json({ user: toPublicUser(user) }), {
      allowUnverified: true,
    }),
  ),

  http.post(
    '*/api/account/verify',
    route.authed(
      async ({ request, db, user }) => {
        const { code } = await readJson(request, verifyBodySchema)
        limitAccountCall(request, user.email)
        if (user.emailVerified) refuse('already_verified')
        await useCode(db, user, 'verification', code)
        const updated = await db.users.update((q) => q.where({ id: user.id }), {
          data(draft) {
            draft.emailVerified = true
            draft.verificationSentAt = null
            if (draft.status === 'pending') draft.status = 'active'
          },
        })
        const verified = updated ?? user
        return HttpResponse.json({
          accessToken: await issueToken(db, verified),
          user: toPublicUser(verified),
        })
      },
      { allowUnverified: true },
    ),
  ),

  http.post(
    '*/api/account/verify/resend',
    route.authed(
      async ({ request, db, user }) => {
        limitAccountCall(request, user.email)
        if (user.emailVerified) refuse('already_verified')
        const seconds = cooldownLeft(user.verificationSentAt)
        if (seconds > 0) rateLimited(seconds, 'too_many_requests')
        const code = await sendCode(db, user.email, 'verify')
        await db.users.update((q) => q.where({ id: user.id }), {
          data(draft) {
            draft.verificationCode = code
            draft.verificationSentAt = new Date().toISOString()
            draft.verificationAttempts = 0
          },
        })
        return HttpResponse.json({ retryAfter: mockConfig.resendCooldownSeconds })
      },
      { allowUnverified: true },
    ),
  ),

  http.post(
    '*/api/account/reset-password',
    route.public(async ({ request, db }) => {
      const { email } = await readJson(request, resetPasswordBodySchema)
      limitAccountCall(request, email)
      const user = findByEmail(db, email)
      // The same answer whether or not the account exists: nobody learns who has one.
      if (user && cooldownLeft(user.resetSentAt) === 0) {
        const code = await sendCode(db, user.email, 'reset')
        await db.users.update((q) => q.where({ id: user.id }), {
          data(draft) {
            draft.resetCode = code
            draft.resetSentAt = new Date().toISOString()
            draft.resetAttempts = 0
          },
        })
      }
      return HttpResponse.json({ message: message(languageOf(request), 'reset_sent', { email }) })
    }),
  ),

  http.post(
    '*/api/account/new-password',
    route.public(
      async ({ request, db }) => {
        const body = await readJson(request, newPasswordBodySchema)
        limitAccountCall(request, body.email)
        // The code is checked and used up in one step, before the slow hash.
        const user = await exclusive(async () => {
          const found = findByEmail(db, body.email)
          if (!found) invalid({ code: 'bad_code' }, 'bad_code')
          await useCode(db, found, 'reset', body.code)
          return found
        })
        const salt = randomHex(16)
        const passwordHash = await hashPassword(body.password, salt)
        await exclusive(() =>
          db.users.update((q) => q.where({ id: user.id }), {
            data(draft) {
              draft.passwordHash = passwordHash
              draft.passwordSalt = salt
              draft.resetSentAt = null
              // Every session signed in with the old password ends.
              draft.tokenVersion += 1
              // Receiving the code proves the address too.
              draft.emailVerified = true
              if (draft.status === 'pending') draft.status = 'active'
            },
          }),
        )
        return HttpResponse.json({ message: message(languageOf(request), 'password_reset') })
      },
      { concurrent: true },
    ),
  ),

  http.post(
    '*/api/account/profile/update',
    route.authed(
      async ({ request, db, user }) => {
        const { avatarUrl, ...body } = await readJson(request, updateProfileBodySchema)
        const avatar =
          avatarUrl === undefined
            ? user.avatarUrl
            : await resolveAvatar(db, user.id, avatarUrl, user.avatarUrl)
        const username = freeUsername(db, body, user.id)
        const updated = await db.users.update((q) => q.where({ id: user.id }), {
          data(draft) {
            for (const [key, value] of Object.entries(body))
              if (value !== undefined) Object.assign(draft, { [key]: value })
            draft.avatarUrl = avatar
            draft.formerUsernames = withFormer(draft.formerUsernames, draft.username, username)
            draft.username = username
          },
        })
        return HttpResponse.json({ user: toPublicUser(updated ?? user) })
      },
      { maxBodyBytes: PROFILE_MAX_BODY_BYTES },
    ),
  ),

  http.post(
    '*/api/account/password/change',
    route.authed(
      async ({ request, db, user }) => {
        const body = await readJson(request, changePasswordBodySchema)
        // Guessing the current password with a borrowed session counts as failed sign-ins.
        const attempt = passwordTry(request, user.email)
        if (!(await verifyPassword(body.oldPassword, user.passwordSalt, user.passwordHash)))
          invalid({ oldPassword: 'wrong_current_password' }, 'wrong_current_password')
        attempt.succeeded()
        if (body.oldPassword === body.newPassword)
          invalid({ newPassword: 'same_password' }, 'same_password')
        const salt = randomHex(16)
        const passwordHash = await hashPassword(body.newPassword, salt)
        const updated = await exclusive(async () => {
          const current = db.users.findFirst((q) => q.where({ id: user.id }))
          // Another change landed during the hash: the password checked above is no longer current.
          if (current?.passwordHash !== user.passwordHash)
            invalid({ oldPassword: 'wrong_current_password' }, 'wrong_current_password')
          return db.users.update((q) => q.where({ id: user.id }), {
            data(draft) {
              draft.passwordHash = passwordHash
              draft.passwordSalt = salt
              // Every other session ends; this one gets a new token in the answer.
              draft.tokenVersion += 1
            },
          })
        })
        return HttpResponse.json({
          message: message(languageOf(request), 'password_changed'),
          accessToken: await issueToken(db, updated ?? user),
        })
      },
      { concurrent: true },
    ),
  ),
]
