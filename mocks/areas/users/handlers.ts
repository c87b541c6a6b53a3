/**
 * The user directory (docs/api.md, "Users"): every signed-in user reads it; only admins create,
 * edit, ban and delete people. The profile's followers, friends, gallery and posts are in
 * `social-handlers.ts`.
 */
import { http, HttpResponse } from 'msw'
import { z } from 'zod/mini'
import {
  CARD_PAGE_SIZE,
  createUserBodySchema,
  deleteUserBodySchema,
  deleteUsersBodySchema,
  updateUserBodySchema,
  USER_WRITE_MAX_BODY_BYTES,
  userCardsQuerySchema,
  userListQuerySchema,
} from '@/lib/api/schemas/users'
import { randomHex } from '../../db/crypto'
import type { Database } from '../../db/database'
import { deleteAvatarsOf, resolveAvatar } from '../../lib/avatars'
import { invalid, notFound } from '../../lib/errors'
import { lastFormerOwner, withFormer } from '../../lib/former-addresses'
import { readJson, readQuery, route } from '../../lib/http'
import { COLLECTION_LIMITS, ensureRoom } from '../../lib/limits'
import { freeUsername, newUser, toPublicUser } from '../../lib/people'
import { bytesResponse } from '../../lib/uploads'
import { listQueryErrors, queryCards, queryUsers } from './list'
import { checkDelete, checkUpdate, ensureEmailFree } from './rules'
import { countsFor, toPeople } from './view'

const userQuerySchema = z.object({
  name: z
    .string('invalid_value')
    .check(z.trim(), z.minLength(1, 'invalid_value'), z.maxLength(80, 'invalid_value')),
})

/**
 * `?name=` is a username, an id, or a username the person had before a rename (the answer
 * carries the current one; the app redirects to it).
 */
export const findByName = (db: Database, name: string) =>
  db.users.findFirst((q) => q.where({ username: name })) ??
  db.users.findFirst((q) => q.where({ id: name })) ??
  lastFormerOwner(
    db.users.all().map((u) => ({ user: u, formerAddresses: u.formerUsernames })),
    name,
  )?.user

/** Everything a deleted person leaves behind in this area. */
function forget(db: Database, userId: string) {
  deleteAvatarsOf(db, userId)
  db.follows.deleteMany((q) => q.where((f) => f.followerId === userId || f.followeeId === userId))
  db.userPosts.deleteMany((q) => q.where({ authorId: userId }))
  db.gallery.deleteMany((q) => q.where({ userId }))
}

export const userHandlers = [
  http.get(
    '*/api/users/list',
    route.authed(({ request, db }) => {
      const query = readQuery(request, userListQuerySchema)
      const errors = listQueryErrors(query)
      if (Object.keys(errors).length > 0) invalid(errors)
      const { rows, ...page } = queryUsers(db.users.all(), query)
      return HttpResponse.json({ rows: rows.map(toPublicUser), ...page })
    }),
  ),

  http.get(
    '*/api/users/user',
    route.authed(({ request, db }) => {
      const { name } = readQuery(request, userQuerySchema)
      const user = findByName(db, name)
      if (!user) notFound()
      return HttpResponse.json({
        user: toPublicUser(user),
        counts: countsFor(db, [user.id]).get(user.id),
      })
    }),
  ),

  http.get(
    '*/api/users/cards',
    route.authed(({ request, db }) => {
      const query = readQuery(request, userCardsQuerySchema)
      const { rows, ...page } = queryCards(db.users.all(), query, query.size ?? CARD_PAGE_SIZE)
      return HttpResponse.json({ cards: toPeople(db, rows), ...page })
    }),
  ),

  http.post(
    '*/api/users/user/new',
    route.admin(
      async ({ request, db }) => {
        const { user: input } = await readJson(request, createUserBodySchema, { unwrap: 'user' })
        ensureRoom(db.users.all().length, COLLECTION_LIMITS.users)
        ensureEmailFree(db, input.email, null)
        const id = `user-${randomHex(8)}`
        const avatarUrl = await resolveAvatar(db, id, input.avatarUrl, null)
        // No password yet: the person chooses one through "Forgot password" (docs/api.md).
        const user = await db.users.create(
          newUser({ ...input, id, username: freeUsername(db, input, id), avatarUrl }),
        )
        return HttpResponse.json({ user: toPublicUser(user) }, { status: 201 })
      },
      { maxBodyBytes: USER_WRITE_MAX_BODY_BYTES },
    ),
  ),

  http.post(
    '*/api/users/user/update',
    route.admin(
      async ({ request, db, user: actor }) => {
        const { userId, user: input } = await readJson(request, updateUserBodySchema, {
          unwrap: 'user',
        })
        const target = db.users.findFirst((q) => q.where({ id: userId }))
        if (!target) notFound()
        checkUpdate(actor, target, input)
        ensureEmailFree(db, input.email, userId)
        const username = freeUsername(db, input, userId)
        const avatarUrl = await resolveAvatar(db, userId, input.avatarUrl, target.avatarUrl)
        // A ban or refusal ends the person's sessions at once.
        const endsSessions =
          input.status !== target.status &&
          (input.status === 'banned' || input.status === 'rejected')
        const updated = await db.users.update((q) => q.where({ id: userId }), {
          data(draft) {
            draft.formerUsernames = withFormer(draft.formerUsernames, draft.username, username)
            Object.assign(draft, input, { username, avatarUrl })
            if (endsSessions) draft.tokenVersion += 1
          },
        })
        if (!updated) notFound()
        return HttpResponse.json({ user: toPublicUser(updated) })
      },
      { maxBodyBytes: USER_WRITE_MAX_BODY_BYTES },
    ),
  ),

  http.post(
    '*/api/users/user/delete',
    route.admin(async ({ request, db, user: actor }) => {
      const { userId } = await readJson(request, deleteUserBodySchema)
      if (!db.users.findFirst((q) => q.where({ id: userId }))) notFound()
      checkDelete(actor, userId)
      forget(db, userId)
      db.users.delete((q) => q.where({ id: userId }))
      return HttpResponse.json({ deleted: 1 })
    }),
  ),

  http.post(
    '*/api/users/delete-many',
    route.admin(async ({ request, db, user: actor }) => {
      const { userIds } = await readJson(request, deleteUsersBodySchema)
      const ids = [...new Set(userIds)]
      // All or nothing: every id is checked before the first is deleted.
      for (const id of ids) {
        if (!db.users.findFirst((q) => q.where({ id }))) notFound()
        checkDelete(actor, id)
      }
      for (const id of ids) {
        forget(db, id)
        db.users.delete((q) => q.where({ id }))
      }
      return HttpResponse.json({ deleted: ids.length })
    }),
  ),

  http.get(
    '*/api/users/avatar/:id',
    // <img> tags send no Bearer token: an uploaded avatar is public to whoever has its address,
    // which carries 96 random bits.
    route.public(({ params, db }) => {
      const avatar = db.avatars.findFirst((q) => q.where({ id: String(params.id) }))
      if (!avatar) notFound()
      return bytesResponse({ base64: avatar.base64, type: avatar.contentType }, { cache: 'public' })
    }),
  ),
]
