/**
 * The profile's social side (docs/api.md, "Users"): followers, friends (people who follow each
 * other), galleries, posts, and the signed-in user's follows, likes and comments. Every call needs
 * a signed-in user; the writes act as that user only, so there is nobody else's data to guard.
 */
import { http, HttpResponse } from 'msw'
import {
  commentPostBodySchema,
  followBodySchema,
  galleryQuerySchema,
  likePostBodySchema,
  PEOPLE_PAGE_SIZE,
  peopleQuerySchema,
  POSTS_PAGE_SIZE,
  postsQuerySchema,
} from '@/lib/api/schemas/users'
import { randomHex } from '../../db/crypto'
import type { Database } from '../../db/database'
import { notFound, refuse } from '../../lib/errors'
import { readJson, readQuery, route } from '../../lib/http'
import { COLLECTION_LIMITS, ensureRoom } from '../../lib/limits'
import { byCode, byText, matchesSearch, queryList } from '../../lib/list-query'
import { displayNameOf, type UserRecord } from '../../lib/people'
import { findByName } from './handlers'
import { newFollow } from './records'
import { peopleById, toPost } from './social-view'
import { countsFor, toPerson } from './view'

const findUser = (db: Database, name: string) => findByName(db, name) ?? notFound()

/** Who `userId` follows, and who follows them. */
function followsOf(db: Database, userId: string) {
  const following = new Set<string>()
  const followers = new Map<string, string>()
  for (const f of db.follows.all()) {
    if (f.followerId === userId) following.add(f.followeeId)
    if (f.followeeId === userId) followers.set(f.followerId, f.createdAt)
  }
  return { following, followers }
}

/** A page of people as the caller sees them (with whether the caller follows each). */
function peoplePage(
  db: Database,
  caller: UserRecord,
  page: { rows: UserRecord[]; total: number; page: number; size: number },
) {
  const counts = countsFor(
    db,
    page.rows.map((u) => u.id),
  )
  const { following } = followsOf(db, caller.id)
  return {
    people: page.rows.map((u) => ({
      ...toPerson(u, counts.get(u.id)!),
      isFollowed: following.has(u.id),
    })),
    total: page.total,
    page: page.page,
    size: page.size,
  }
}

function findPost(db: Database, postId: string) {
  return db.userPosts.findFirst((q) => q.where({ id: postId })) ?? notFound()
}

const postAnswer = (db: Database, postId: string, caller: UserRecord) =>
  HttpResponse.json({ post: toPost(findPost(db, postId), peopleById(db), caller.id) })

const byName = byText<UserRecord>(displayNameOf)
const byId = byCode<UserRecord>((u) => u.id)

export const socialHandlers = [
  http.get(
    '*/api/users/followers',
    route.authed(({ request, db, user: caller }) => {
      const query = readQuery(request, peopleQuerySchema)
      const target = findUser(db, query.name)
      const { followers } = followsOf(db, target.id)
      const people = db.users.all().filter((u) => followers.has(u.id))
      const page = queryList(people, {
        // The newest followers first.
        compare: (a, b) => followers.get(a.id)!.localeCompare(followers.get(b.id)!),
        direction: -1,
        tieBreak: byId,
        page: query.page ?? 1,
        size: query.size ?? PEOPLE_PAGE_SIZE,
      })
      return HttpResponse.json(peoplePage(db, caller, page))
    }),
  ),

  http.get(
    '*/api/users/friends',
    route.authed(({ request, db, user: caller }) => {
      const query = readQuery(request, peopleQuerySchema)
      const target = findUser(db, query.name)
      const { following, followers } = followsOf(db, target.id)
      const friends = db.users.all().filter((u) => following.has(u.id) && followers.has(u.id))
      const page = queryList(friends, {
        filter: (u) =>
          matchesSearch(
            `${displayNameOf(u)} ${u.username} ${u.jobTitle} ${u.company}`,
            query.search,
          ),
        compare: byName,
        direction: 1,
        tieBreak: byId,
        page: query.page ?? 1,
        size: query.size ?? PEOPLE_PAGE_SIZE,
      })
      return HttpResponse.json(peoplePage(db, caller, page))
    }),
  ),

  http.get(
    '*/api/users/gallery',
    route.authed(({ request, db }) => {
      const target = findUser(db, readQuery(request, galleryQuerySchema).name)
      const images = db.gallery
        .findMany((q) => q.where({ userId: target.id }))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id))
        .map(({ id, title, imageUrl, createdAt }) => ({ id, title, imageUrl, createdAt }))
      return HttpResponse.json({ images })
    }),
  ),

  http.get(
    '*/api/users/posts',
    route.authed(({ request, db, user: caller }) => {
      const query = readQuery(request, postsQuerySchema)
      const target = findUser(db, query.name)
      const page = queryList(
        db.userPosts.findMany((q) => q.where({ authorId: target.id })),
        {
          compare: (a, b) => a.createdAt.localeCompare(b.createdAt),
          direction: -1,
          tieBreak: (a, b) => a.id.localeCompare(b.id),
          page: query.page ?? 1,
          size: query.size ?? POSTS_PAGE_SIZE,
        },
      )
      const people = peopleById(db)
      return HttpResponse.json({
        posts: page.rows.flatMap((post) => toPost(post, people, caller.id) ?? []),
        total: page.total,
        page: page.page,
        size: page.size,
      })
    }),
  ),

  ...(['follow', 'unfollow'] as const).map((verb) =>
    http.post(
      `*/api/users/${verb}`,
      // Writes run one at a time (mocks/README.md), so two quick follows make one follow.
      route.authed(async ({ request, db, user: caller }) => {
        const { userId } = await readJson(request, followBodySchema)
        const target = db.users.findFirst((q) => q.where({ id: userId })) ?? notFound()
        if (target.id === caller.id) refuse('cannot_follow_self')
        const existing = db.follows.findFirst((q) =>
          q.where({ followerId: caller.id, followeeId: target.id }),
        )
        if (verb === 'follow' && !existing) {
          const count = db.follows.findMany((q) => q.where({ followerId: caller.id })).length
          ensureRoom(count, COLLECTION_LIMITS.followsPerUser)
          await db.follows.create(newFollow(caller.id, target.id))
        }
        if (verb === 'unfollow' && existing) db.follows.delete((q) => q.where({ id: existing.id }))
        return HttpResponse.json({
          isFollowed: verb === 'follow',
          counts: countsFor(db, [target.id]).get(target.id),
        })
      }),
    ),
  ),

  http.post(
    '*/api/users/posts/like',
    route.authed(async ({ request, db, user: caller }) => {
      const { postId, liked } = await readJson(request, likePostBodySchema)
      const post = findPost(db, postId)
      const has = post.likedBy.includes(caller.id)
      if (liked !== has)
        await db.userPosts.update((q) => q.where({ id: postId }), {
          data(draft) {
            draft.likedBy = liked
              ? [...draft.likedBy, caller.id]
              : draft.likedBy.filter((id) => id !== caller.id)
          },
        })
      return postAnswer(db, postId, caller)
    }),
  ),

  http.post(
    '*/api/users/posts/comment',
    route.authed(async ({ request, db, user: caller }) => {
      const { postId, message } = await readJson(request, commentPostBodySchema)
      const post = findPost(db, postId)
      ensureRoom(post.comments.length, COLLECTION_LIMITS.commentsPerPost)
      await db.userPosts.update((q) => q.where({ id: postId }), {
        data(draft) {
          draft.comments.push({
            id: `comment-${randomHex(8)}`,
            authorId: caller.id,
            message,
            createdAt: new Date().toISOString(),
          })
        },
      })
      return postAnswer(db, postId, caller)
    }),
  ),
]
