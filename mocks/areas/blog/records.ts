/**
 * What the blog area stores: posts, favourites (one per person and post), comments (flat, each
 * knowing its parent and its thread), uploaded pictures and the editor's autosaves. Counts,
 * reading time, authors and permissions are derived when a post is read (view.ts).
 *
 * The schemas are written here with the contract's constants rather than derived from
 * `src/lib/api/schemas/blog.ts` with `.omit().extend()`: this file is loaded with the mock API
 * (its collections are created at start-up), and the contract's schemas would bring the whole
 * contract module into the first visit (docs/decisions/blog.md, "Mock API"). The type checks at
 * the end keep the stored fields the same as the contract's.
 */
import { z } from 'zod/mini'
import { lazySchema } from '@/lib/api/schemas/lazy-schema'
import type { AutosaveFields, Post } from '@/lib/api/schemas/blog'
import { POST_STATUSES } from '@/lib/api/schemas/blog-constants'
import { randomHex } from '../../db/crypto'
import type { CollectionsOf } from '../../db/database'

export const blogPostRecordSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    /** toSlug(title), unique (a numeric suffix, or `post` for a title without letters). */
    slug: z.string().check(z.minLength(1)),
    title: z.string().check(z.minLength(1)),
    description: z.string(),
    /** Sanitized HTML. */
    content: z.string(),
    coverUrl: z.nullable(z.string()),
    tags: z.array(z.string()),
    metaTitle: z.string(),
    metaDescription: z.string(),
    metaKeywords: z.array(z.string()),
    status: z.enum(POST_STATUSES),
    commentsEnabled: z.boolean(),
    authorId: z.string(),
    createdAt: z.string(),
    /** Set the first time it is published, kept afterwards. */
    publishedAt: z.nullable(z.string()),
    updatedAt: z.string(),
    totalViews: z.number().check(z.int(), z.gte(0)),
    totalShares: z.number().check(z.int(), z.gte(0)),
  }),
)
export type BlogPostRecord = z.infer<typeof blogPostRecordSchema>

/** `userId` likes `postId` (at most one per pair). */
export const blogFavoriteRecordSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    postId: z.string(),
    userId: z.string(),
    createdAt: z.string(),
  }),
)
export type BlogFavoriteRecord = z.infer<typeof blogFavoriteRecordSchema>

export const blogCommentRecordSchema = lazySchema(() =>
  z.object({
    /** Chosen by the client (`clientIdField`), so a retried send is stored once. */
    id: z.string(),
    postId: z.string(),
    /** The comment it answers; null at the top level. */
    parentId: z.nullable(z.string()),
    /** The top-level comment of its thread (its own id at the top level). */
    threadId: z.string(),
    authorId: z.string(),
    /** Plain text, as typed (trimmed). */
    message: z.string(),
    createdAt: z.string(),
  }),
)
export type BlogCommentRecord = z.infer<typeof blogCommentRecordSchema>

/** A picture's bytes (base64), served publicly at /api/blog/images/<id>. */
export const blogImageRecordSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    uploaderId: z.string(),
    name: z.string(),
    type: z.string(),
    size: z.number().check(z.int(), z.gte(0)),
    base64: z.string(),
    createdAt: z.string(),
  }),
)
export type BlogImageRecord = z.infer<typeof blogImageRecordSchema>

/** The editor's form as it was, per person and post (`postId` null: the new-post form). */
export const blogAutosaveRecordSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    userId: z.string(),
    postId: z.nullable(z.string()),
    /** Checked with the contract's `autosaveFieldsSchema` on the way in. */
    fields: z.custom<AutosaveFields>((value) => typeof value === 'object' && value !== null),
    savedAt: z.string(),
  }),
)
export type BlogAutosaveRecord = z.infer<typeof blogAutosaveRecordSchema>

export const blogRecords = {
  blogPosts: blogPostRecordSchema,
  blogFavorites: blogFavoriteRecordSchema,
  blogComments: blogCommentRecordSchema,
  blogImages: blogImageRecordSchema,
  blogAutosaves: blogAutosaveRecordSchema,
}

declare module '../../db/database' {
  interface Collections extends CollectionsOf<typeof blogRecords> {}
}

export const newPostId = () => `post-${randomHex(10)}`
/** 128 random bits: the address is public, so it must not be guessable. */
export const newImageId = () => `bimg-${randomHex(16)}`
export const blogImagePath = (id: string) => `/api/blog/images/${id}`
export const favoriteId = (postId: string, userId: string) => `${postId}:${userId}`
export const autosaveId = (userId: string, postId: string | null) => `${userId}:${postId ?? ''}`

type Defaults =
  | 'id'
  | 'metaTitle'
  | 'metaDescription'
  | 'metaKeywords'
  | 'coverUrl'
  | 'commentsEnabled'
  | 'createdAt'
  | 'publishedAt'
  | 'updatedAt'
  | 'totalViews'
  | 'totalShares'

/** A new post: no views or shares yet, created now, published now when its status says so. */
export function newPost(
  fields: Omit<BlogPostRecord, Defaults> & Partial<Pick<BlogPostRecord, Defaults>>,
): BlogPostRecord {
  const now = fields.createdAt ?? new Date().toISOString()
  return {
    id: newPostId(),
    metaTitle: '',
    metaDescription: '',
    metaKeywords: [],
    coverUrl: null,
    commentsEnabled: true,
    createdAt: now,
    publishedAt: fields.status === 'published' ? now : null,
    updatedAt: now,
    totalViews: 0,
    totalShares: 0,
    ...fields,
  }
}

/** A new comment, written now; a top-level one is its own thread. */
export function newComment(
  fields: Pick<BlogCommentRecord, 'id' | 'postId' | 'authorId' | 'message'> &
    Partial<BlogCommentRecord>,
): BlogCommentRecord {
  return {
    parentId: null,
    threadId: fields.id,
    createdAt: new Date().toISOString(),
    ...fields,
  }
}

// --- the stored fields are the contract's -------------------------------------------------------

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
type SharedPostField = Extract<keyof BlogPostRecord, keyof Post>
/** Fails the type-check when a stored post field drifts from the contract's `postSchema`. */
export const postFieldsMatchContract: Same<
  Pick<BlogPostRecord, SharedPostField>,
  Pick<Post, SharedPostField>
> = true
