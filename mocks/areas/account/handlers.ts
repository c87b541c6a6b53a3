/** Account calls: sign-in, registration, verification, password reset, profile, password change. */
import { http, HttpResponse } from 'msw'
import {
  changePasswordBodySchema,
  loginBodySchema,
  newPasswordBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  updateProfileBodySchema,
  verifyBodySchema,
} from '@/lib/api/schemas/account'
import { mockConfig } from '../../config'
import { hashPassword, randomHex, signToken, verifyPassword } from '../../db/crypto'
import type { Database } from '../../db/database'
import { invalid, refuse } from '../../lib/errors'
import { languageOf, message, readJson, route } from '../../lib/http'
import { newUser, type UserRecord } from './records'
import { checkCode, cooldownLeft, findByEmail, sixDigitCode } from './rules'
import { toPublicUser } from './view'

const issueToken = (db: Database, user: UserRecord) =>
  signToken(
    { sub: user.id, email: user.email, role: user.role, verified: user.emailVerified },
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

export const accountHandlers = [
  http.post(
    '*/api/account/login',
    route.public(async ({ request, db }) => {
      const body = await readJson(request, loginBodySchema)
      const user = findByEmail(db, body.email)
      if (!user) invalid({ email: 'no_account' }, 'no_account')
      if (!(await verifyPassword(body.password, user.passwordSalt, user.passwordHash)))
        invalid({ password: 'wrong_password' }, 'wrong_password')
      return HttpResponse.json({
        accessToken: await issueToken(db, user),
        user: toPublicUser(user),
      })
    }),
  ),

  http.post(
    '*/api/account/register',
    route.public(async ({ request, db }) => {
      const body = await readJson(request, registerBodySchema)
      if (findByEmail(db, body.email)) invalid({ email: 'email_taken' }, 'email_taken')
      const salt = randomHex(16)
      const user = await db.users.create(
        newUser({
          email: body.email,
          passwordHash: await hashPassword(body.password, salt),
          passwordSalt: salt,
          firstName: body.firstName,
          lastName: body.lastName,
          verificationCode: await sendCode(db, body.email, 'verify'),
          verificationSentAt: new Date().toISOString(),
        }),
      )
      return HttpResponse.json(
        { accessToken: await issueToken(db, user), user: toPublicUser(user) },
        { status: 201 },
      )
    }),
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
        if (!user.emailVerified) {
          const problem = checkCode(user.verificationCode, user.verificationSentAt, code)
          if (problem) invalid({ code: problem }, problem)
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
      },
      { allowUnverified: true },
    ),
  ),

  http.post(
    '*/api/account/verify/resend',
    route.authed(
      async ({ request, db, user }) => {
        if (user.emailVerified) refuse('already_verified')
        const seconds = cooldownLeft(user.verificationSentAt)
        if (seconds > 0) {
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
      },
      { allowUnverified: true },
    ),
  ),

  http.post(
    '*/api/account/reset-password',
    route.public(async ({ request, db }) => {
      const { email } = await readJson(request, resetPasswordBodySchema)
      const user = findByEmail(db, email)
      // The same answer whether or not the account exists: nobody learns who has one.
      if (user && cooldownLeft(user.resetSentAt) === 0) {
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
    route.public(async ({ request, db }) => {
      const body = await readJson(request, newPasswordBodySchema)
      const user = findByEmail(db, body.email)
      const problem = user ? checkCode(user.resetCode, user.resetSentAt, body.code) : 'bad_code'
      if (problem || !user) invalid({ code: problem ?? 'bad_code' }, problem ?? 'bad_code')
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
    route.authed(async ({ request, db, user }) => {
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
    route.authed(async ({ request, db, user }) => {
      const body = await readJson(request, changePasswordBodySchema)
      if (!(await verifyPassword(body.oldPassword, user.passwordSalt, user.passwordHash)))
        invalid({ oldPassword: 'wrong_current_password' }, 'wrong_current_password')
      if (body.oldPassword === body.newPassword)
        invalid({ newPassword: 'same_password' }, 'same_password')
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
