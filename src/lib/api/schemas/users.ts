/**
 * The user directory (docs/api.md, "Users"): the people of the demo world. The accounts that sign
 * in and the directory are one collection; a directory user is the account's `User` (account.ts)
 * as every signed-in user may see it. Secrets (hashes, codes, token versions) never leave the
 * server.
 */
import { z } from 'zod/mini'
import { lazySchema } from './lazy-schema'
import {
  avatarField,
  countryField,
  emailField,
  MAX_AVATAR_BYTES,
  nameField,
  phoneField,
  queryInt,
} from './common'
import { bodyLimitFor, idRef, MAX_QUERY_LIST_LENGTH } from './limits'
import { roleSchema, userSchema, USER_STATUSES, userStatusSchema, type User } from './account'
import { USER_SORT_FIELDS } from './user-constants'

export { USER_STATUSES, userStatusSchema }
export {
  CARD_PAGE_SIZE,
  DEFAULT_USER_PAGE_SIZE,
  DEMO_ACCOUNT_EMAILS,
  USER_PAGE_SIZES,
  USER_SORT_FIELDS,
  type UserSortField,
} from './user-constants'
export type { User }

// --- reads ------------------------------------------------------------------------------------

/** GET /api/users/list. `roles` is comma-separated (`admin,user`); absent `status` means all. */
export const userListQuerySchema = lazySchema(() =>
  z.object({
    search: z.optional(z.string().check(z.trim(), z.maxLength(100, 'invalid_value'))),
    status: z.optional(userStatusSchema),
    roles: z.optional(z.string().check(z.maxLength(MAX_QUERY_LIST_LENGTH, 'invalid_value'))),
    sort: z.optional(z.enum(USER_SORT_FIELDS, 'invalid_value')),
    order: z.optional(z.enum(['asc', 'desc'], 'invalid_value')),
    page: z.optional(queryInt({ min: 1 })),
    size: z.optional(queryInt({ min: 1, max: 100 })),
  }),
)
export type UserListQuery = z.infer<typeof userListQuerySchema>

/** Rows of the filtered page, and how many users of each status match the other filters. */
export const userListResponseSchema = lazySchema(() =>
  z.object({
    rows: z.array(userSchema),
    total: z.number(),
    page: z.number(),
    size: z.number(),
    counts: z.object({
      all: z.number(),
      active: z.number(),
      pending: z.number(),
      banned: z.number(),
      rejected: z.number(),
    }),
  }),
)
export type UserListResponse = z.infer<typeof userListResponseSchema>

export const userCountsSchema = lazySchema(() =>
  z.object({
    followers: z.number(),
    following: z.number(),
    posts: z.number(),
  }),
)
export type UserCounts = z.infer<typeof userCountsSchema>

/** GET /api/users/user?name=<username>: 404 `user_not_found` for an unknown name. */
export const userResponseSchema = lazySchema(() =>
  z.object({ user: userSchema, counts: userCountsSchema }),
)
export type UserResponse = z.infer<typeof userResponseSchema>

/** A person as cards, followers and friends show them. */
export const personSchema = lazySchema(() =>
  z.extend(
    z.pick(userSchema, {
      id: true,
      username: true,
      displayName: true,
      avatarUrl: true,
      coverUrl: true,
      jobTitle: true,
      company: true,
      country: true,
      role: true,
      socials: true,
    }),
    { counts: userCountsSchema },
  ),
)
export type Person = z.infer<typeof personSchema>

/** GET /api/users/cards?search=&page=&size=: active users by name. */
export const userCardsQuerySchema = lazySchema(() =>
  z.object({
    search: z.optional(z.string().check(z.trim(), z.maxLength(100, 'invalid_value'))),
    page: z.optional(queryInt({ min: 1 })),
    size: z.optional(queryInt({ min: 1, max: 48 })),
  }),
)
export type UserCardsQuery = z.infer<typeof userCardsQuerySchema>

export const userCardsResponseSchema = lazySchema(() =>
  z.object({
    cards: z.array(personSchema),
    total: z.number(),
    page: z.number(),
    size: z.number(),
  }),
)
export type UserCardsResponse = z.infer<typeof userCardsResponseSchema>

// --- writes -----------------------------------------------------------------------------------

const short = (max: number) =>
  z.string('invalid_value').check(z.trim(), z.maxLength(max, 'invalid_value'))

/** The form of /dashboard/user/new and /$name/edit, and the quick edit. */
export const userInputSchema = lazySchema(() =>
  z.object({
    firstName: nameField,
    lastName: nameField,
    email: emailField,
    phoneNumber: phoneField,
    country: countryField,
    state: short(60),
    city: short(60),
    address: short(120),
    zipCode: short(20),
    company: short(80),
    jobTitle: short(80),
    role: roleSchema,
    avatarUrl: avatarField,
  }),
)
export type UserInput = z.infer<typeof userInputSchema>

/** POST /api/users/user/new (admin): the user is created `pending` with an unverified e-mail. */
export const createUserBodySchema = lazySchema(() => z.object({ user: userInputSchema }))

/**
 * POST /api/users/user/update (admin): every field of the form, plus the status and the verified
 * switch. An admin cannot change their own role or status, nor a demo account's e-mail, role or
 * status (403 `cannot_change_self` / `demo_account_protected`).
 */
export const updateUserBodySchema = lazySchema(() =>
  z.object({
    userId: idRef(),
    user: z.extend(userInputSchema, {
      status: userStatusSchema,
      emailVerified: z.boolean('invalid_value'),
    }),
  }),
)
export type UpdateUserInput = z.infer<typeof updateUserBodySchema>['user']

/** POST /api/users/user/delete (admin). Not oneself, not a demo account. */
export const deleteUserBodySchema = lazySchema(() => z.object({ userId: idRef() }))

/** POST /api/users/delete-many (admin): all or nothing; at most a page of 100. */
export const deleteUsersBodySchema = lazySchema(() =>
  z.object({
    userIds: z
      .array(idRef())
      .check(z.minLength(1, 'invalid_value'), z.maxLength(100, 'invalid_value')),
  }),
)
export const deleteUsersResponseSchema = lazySchema(() => z.object({ deleted: z.number() }))

/** New, update: the stored user as the directory shows it. */
export const userWriteResponseSchema = lazySchema(() => z.object({ user: userSchema }))

/** Room for one avatar and every other field at its cap. */
export const USER_WRITE_MAX_BODY_BYTES = bodyLimitFor(1, MAX_AVATAR_BYTES, 16 * 1024)

// --- the profile's people, posts and pictures -------------------------------------------------

/** GET /api/users/followers?name=&page= and /friends?name=&search=&page=. */
export const peopleQuerySchema = lazySchema(() =>
  z.object({
    name: z
      .string()
      .check(z.trim(), z.minLength(1, 'invalid_value'), z.maxLength(80, 'invalid_value')),
    search: z.optional(z.string().check(z.trim(), z.maxLength(100, 'invalid_value'))),
    page: z.optional(queryInt({ min: 1 })),
    size: z.optional(queryInt({ min: 1, max: 48 })),
  }),
)
export type PeopleQuery = z.infer<typeof peopleQuerySchema>

export const followerSchema = lazySchema(() =>
  z.extend(personSchema, {
    /** Whether the signed-in user follows this person. */
    isFollowed: z.boolean(),
  }),
)
export type Follower = z.infer<typeof followerSchema>

export const peopleResponseSchema = lazySchema(() =>
  z.object({
    people: z.array(followerSchema),
    total: z.number(),
    page: z.number(),
    size: z.number(),
  }),
)
export type PeopleResponse = z.infer<typeof peopleResponseSchema>

/** POST /api/users/follow and /unfollow: the signed-in user follows `userId` (not oneself). */
export const followBodySchema = lazySchema(() => z.object({ userId: idRef() }))
export const followResponseSchema = lazySchema(() =>
  z.object({ isFollowed: z.boolean(), counts: userCountsSchema }),
)

export const galleryImageSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    imageUrl: z.string(),
    createdAt: z.string(),
  }),
)
export type GalleryImage = z.infer<typeof galleryImageSchema>

/** GET /api/users/gallery?name=. */
export const galleryResponseSchema = lazySchema(() =>
  z.object({ images: z.array(galleryImageSchema) }),
)

export const postAuthorSchema = lazySchema(() =>
  z.pick(personSchema, {
    id: true,
    username: true,
    displayName: true,
    avatarUrl: true,
  }),
)

export const postCommentSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    author: postAuthorSchema,
    message: z.string(),
    createdAt: z.string(),
  }),
)
export type PostComment = z.infer<typeof postCommentSchema>

export const userPostSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    author: postAuthorSchema,
    message: z.string(),
    imageUrl: z.nullable(z.string()),
    createdAt: z.string(),
    likes: z.number(),
    isLiked: z.boolean(),
    /** The likers shown as avatars (up to 5). */
    likedBy: z.array(postAuthorSchema),
    comments: z.array(postCommentSchema),
  }),
)
export type UserPost = z.infer<typeof userPostSchema>

/** GET /api/users/posts?name=&page=: the user's posts, newest first. */
export const postsResponseSchema = lazySchema(() =>
  z.object({
    posts: z.array(userPostSchema),
    total: z.number(),
    page: z.number(),
    size: z.number(),
  }),
)

export const MAX_POST_COMMENT_LENGTH = 500

/** POST /api/users/posts/like: `{ postId, liked }` answers the post. */
export const likePostBodySchema = lazySchema(() =>
  z.object({ postId: idRef(), liked: z.boolean('invalid_value') }),
)

/** POST /api/users/posts/comment: plain text, answers the post. */
export const commentPostBodySchema = lazySchema(() =>
  z.object({
    postId: idRef(),
    message: z
      .string('post_comment_required')
      .check(
        z.trim(),
        z.minLength(1, 'post_comment_required'),
        z.maxLength(MAX_POST_COMMENT_LENGTH, 'post_comment_too_long'),
      ),
  }),
)
export const postResponseSchema = lazySchema(() => z.object({ post: userPostSchema }))

export const PEOPLE_PAGE_SIZE = 12
export const POSTS_PAGE_SIZE = 5

/** GET /api/users/gallery?name=. */
export const galleryQuerySchema = lazySchema(() => z.pick(peopleQuerySchema, { name: true }))

/** GET /api/users/posts?name=&page=&size= (size 1–20). */
export const postsQuerySchema = lazySchema(() =>
  z.extend(z.pick(peopleQuerySchema, { name: true, page: true }), {
    size: z.optional(queryInt({ min: 1, max: 20 })),
  }),
)
