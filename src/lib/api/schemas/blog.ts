/**
 * Blog (docs/api.md, "Blog"). The spec shows no blog calls; these follow the house style and the
 * original app's names (`GET /api/blog/posts`, `/post?title=`, `/posts/recent?title=`,
 * `/posts/search?query=`). A post is addressed by its `slug`: the title's address form
 * (`toSlug`), unique, letters of every script kept. Authors and commenters are directory people.
 *
 * Everyone signed in reads published posts and comments on them; drafts are seen by their author
 * and admins only. The author and admins edit and delete a post; a comment is deleted by its
 * writer or an admin. Content is HTML sanitized with the shared configuration when stored and
 * again when shown; comments are plain text.
 */
import { z } from 'zod/mini'
import { lazySchema } from './lazy-schema'
import { clientIdField, queryInt } from './common'
import { bodyLimitFor, dataUrlMaxChars, idRef, MAX_URL_LENGTH } from './limits'
import { BLOG_LIMITS, COMMENT_SORTS, POST_SORTS, POST_STATUSES, POST_TABS } from './blog-constants'

export * from './blog-constants'

export const postStatusSchema = lazySchema(() => z.enum(POST_STATUSES, 'invalid_value'))

// --- records as the API answers them ----------------------------------------------------------

/** A directory person as the blog shows them (author, commenter). */
export const blogPersonSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    username: z.string(),
    name: z.string(),
    avatarUrl: z.nullable(z.string()),
    jobTitle: z.string(),
    about: z.string(),
  }),
)
export type BlogPerson = z.infer<typeof blogPersonSchema>

/** A post as the list and the cards show it (no content). */
export const postSummarySchema = lazySchema(() =>
  z.object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    /** `/api/blog/images/<id>` (public: anyone holding the address may load it), or null. */
    coverUrl: z.nullable(z.string()),
    tags: z.array(z.string()),
    status: postStatusSchema,
    author: blogPersonSchema,
    createdAt: z.string(),
    /** When it was (first) published; null for a draft never published. */
    publishedAt: z.nullable(z.string()),
    updatedAt: z.string(),
    totalViews: z.number().check(z.int()),
    totalShares: z.number().check(z.int()),
    totalComments: z.number().check(z.int()),
    totalFavorites: z.number().check(z.int()),
    /** Whether the caller has favourited (liked) it. */
    isFavorite: z.boolean(),
    readingMinutes: z.number().check(z.int()),
  }),
)
export type PostSummary = z.infer<typeof postSummarySchema>

export const postSchema = lazySchema(() =>
  z.extend(postSummarySchema, {
    /** Sanitized HTML. */
    content: z.string(),
    metaTitle: z.string(),
    metaDescription: z.string(),
    metaKeywords: z.array(z.string()),
    commentsEnabled: z.boolean(),
    /** The caller may edit and delete it (its author, or an admin). */
    canEdit: z.boolean(),
  }),
)
export type Post = z.infer<typeof postSchema>

/** A comment or a reply. Replies to a reply are answered flat under their top-level comment. */
export const commentSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    postId: z.string(),
    /** The comment it answers (null: top level). */
    parentId: z.nullable(z.string()),
    /** Who the parent was written by (replies only), for "replying to Anna". */
    replyTo: z.nullable(blogPersonSchema),
    author: blogPersonSchema,
    /** Plain text. */
    message: z.string(),
    createdAt: z.string(),
    /** The caller may delete it (its writer, or an admin). */
    canDelete: z.boolean(),
  }),
)
export type Comment = z.infer<typeof commentSchema>

export const commentThreadSchema = lazySchema(() =>
  z.extend(commentSchema, {
    /** Every reply in the thread (to the comment or to a reply), oldest first. */
    replies: z.array(commentSchema),
  }),
)
export type CommentThread = z.infer<typeof commentThreadSchema>

// --- reads --------------------------------------------------------------------------------------

const searchField = lazySchema(() =>
  z.optional(z.string().check(z.trim(), z.maxLength(BLOG_LIMITS.search, 'invalid_value'))),
)

export const postListQuerySchema = lazySchema(() =>
  z.object({
    search: searchField,
    status: z.optional(z.enum(POST_TABS, 'invalid_value')),
    sort: z.optional(z.enum(POST_SORTS, 'invalid_value')),
    page: z.optional(queryInt({ min: 1, max: 100_000 })),
    size: z.optional(queryInt({ min: 1, max: 48 })),
  }),
)
/** The list call as the app builds it (numbers, not the query string's digits). */
export type PostListQuery = z.infer<typeof postListQuerySchema>

/** The page of the filtered posts, and how many match the search in each tab. */
export const postListResponseSchema = lazySchema(() =>
  z.object({
    rows: z.array(postSummarySchema),
    total: z.number().check(z.int()),
    page: z.number().check(z.int()),
    size: z.number().check(z.int()),
    counts: z.object({
      all: z.number().check(z.int()),
      published: z.number().check(z.int()),
      draft: z.number().check(z.int()),
    }),
  }),
)
export type PostListResponse = z.infer<typeof postListResponseSchema>

export const postTitleQuerySchema = lazySchema(() =>
  z.object({
    title: z
      .string('invalid_value')
      .check(z.trim(), z.minLength(1, 'invalid_value'), z.maxLength(200, 'invalid_value')),
  }),
)
export const postResponseSchema = lazySchema(() => z.object({ post: postSchema }))

/** The newest published posts but the one named (the post page's "recent posts"). */
export const recentPostsResponseSchema = lazySchema(() =>
  z.object({ posts: z.array(postSummarySchema) }),
)

/** Suggestions while typing in the list's search (published posts, and the caller's drafts). */
export const postSearchQuerySchema = lazySchema(() =>
  z.object({
    query: z.string().check(z.trim(), z.maxLength(BLOG_LIMITS.search, 'invalid_value')),
  }),
)
export const postSearchResponseSchema = lazySchema(() =>
  z.object({ results: z.array(postSummarySchema) }),
)

export const commentListQuerySchema = lazySchema(() =>
  z.object({
    postId: idRef(),
    sort: z.optional(z.enum(COMMENT_SORTS, 'invalid_value')),
    page: z.optional(queryInt({ min: 1, max: 100_000 })),
  }),
)
/** Top-level comments of the page (with their replies); `total` counts top-level ones. */
export const commentListResponseSchema = lazySchema(() =>
  z.object({
    comments: z.array(commentThreadSchema),
    total: z.number().check(z.int()),
    page: z.number().check(z.int()),
    size: z.number().check(z.int()),
  }),
)
export type CommentListResponse = z.infer<typeof commentListResponseSchema>

// --- writes -------------------------------------------------------------------------------------

/**
 * A picture: a new upload as a data URL (stored by the API, answered as its address), or an
 * address the API gave before (an upload's `/api/blog/images/<id>`, or a picture the demo draws,
 * `/api/images/...`).
 */
export const blogImageField = lazySchema(() =>
  z.string('invalid_value').check(
    z.maxLength(dataUrlMaxChars(BLOG_LIMITS.imageBytes), 'image_too_large'),
    z.refine(
      (value) => value.startsWith('data:') || value.length <= MAX_URL_LENGTH,
      'image_invalid',
    ),
    z.refine(
      (value) =>
        /^(data:image\/(png|jpeg|webp|gif);base64,|\/api\/blog\/images\/|\/api\/images\/)/.test(
          value,
        ),
      'image_invalid',
    ),
  ),
)

const tagField = lazySchema(() =>
  z
    .string()
    .check(z.trim(), z.minLength(1, 'invalid_value'), z.maxLength(BLOG_LIMITS.tag, 'tag_too_long')),
)

/** What the new/edit form sends. Publishing and saving as a draft are the `status`. */
export const postInputSchema = lazySchema(() =>
  z.object({
    title: z
      .string('title_required')
      .check(
        z.trim(),
        z.minLength(1, 'title_required'),
        z.maxLength(BLOG_LIMITS.title, 'title_too_long'),
      ),
    description: z
      .string('description_required')
      .check(
        z.trim(),
        z.minLength(1, 'description_required'),
        z.maxLength(BLOG_LIMITS.description, 'description_too_long'),
      ),
    /** HTML; the API sanitizes it and refuses one with no text and no picture. */
    content: z
      .string('content_required')
      .check(z.maxLength(BLOG_LIMITS.content, 'content_too_long')),
    coverUrl: z.nullable(blogImageField),
    tags: z
      .array(tagField, 'invalid_value')
      .check(
        z.minLength(BLOG_LIMITS.tagsMin, 'tags_min'),
        z.maxLength(BLOG_LIMITS.tagsMax, 'tags_max'),
      ),
    metaTitle: z._default(
      z.string().check(z.trim(), z.maxLength(BLOG_LIMITS.metaTitle, 'meta_title_too_long')),
      '',
    ),
    metaDescription: z._default(
      z
        .string()
        .check(z.trim(), z.maxLength(BLOG_LIMITS.metaDescription, 'meta_description_too_long')),
      '',
    ),
    metaKeywords: z._default(
      z.array(tagField).check(z.maxLength(BLOG_LIMITS.metaKeywords, 'meta_keywords_max')),
      [],
    ),
    status: postStatusSchema,
    commentsEnabled: z.boolean(),
  }),
)
export type PostInput = z.input<typeof postInputSchema>

/** The largest post write: a cover at its cap and the content at its cap in the widest UTF-8. */
export const POST_BODY_MAX_BYTES = bodyLimitFor(1, BLOG_LIMITS.imageBytes, 512 * 1024)

export const newPostBodySchema = lazySchema(() => z.object({ post: postInputSchema }))
export const updatePostBodySchema = lazySchema(() =>
  z.object({ postId: idRef(), post: postInputSchema }),
)
export const postIdBodySchema = lazySchema(() => z.object({ postId: idRef() }))
export const favoriteBodySchema = lazySchema(() =>
  z.object({ postId: idRef(), isFavorite: z.boolean() }),
)
export const favoriteResponseSchema = lazySchema(() =>
  z.object({
    postId: z.string(),
    isFavorite: z.boolean(),
    totalFavorites: z.number().check(z.int()),
  }),
)
/** A view or a share counted (`POST /api/blog/post/view|share`): the new totals. */
export const postCountsResponseSchema = lazySchema(() =>
  z.object({
    postId: z.string(),
    totalViews: z.number().check(z.int()),
    totalShares: z.number().check(z.int()),
  }),
)

/**
 * The editor's autosave: the form as it is (anything may still be missing or invalid), kept per
 * person and post (`postId` null for a new post) until the post is saved or the draft discarded.
 */
export const autosaveFieldsSchema = lazySchema(() =>
  z.object({
    title: z._default(z.string().check(z.maxLength(BLOG_LIMITS.title * 2)), ''),
    description: z._default(z.string().check(z.maxLength(BLOG_LIMITS.description * 2)), ''),
    content: z._default(z.string().check(z.maxLength(BLOG_LIMITS.content)), ''),
    coverUrl: z._default(z.nullable(blogImageField), null),
    tags: z._default(
      z
        .array(z.string().check(z.maxLength(BLOG_LIMITS.tag * 2)))
        .check(z.maxLength(BLOG_LIMITS.tagsMax * 2)),
      [],
    ),
    metaTitle: z._default(z.string().check(z.maxLength(BLOG_LIMITS.metaTitle * 2)), ''),
    metaDescription: z._default(z.string().check(z.maxLength(BLOG_LIMITS.metaDescription * 2)), ''),
    metaKeywords: z._default(
      z
        .array(z.string().check(z.maxLength(BLOG_LIMITS.tag * 2)))
        .check(z.maxLength(BLOG_LIMITS.metaKeywords * 2)),
      [],
    ),
    commentsEnabled: z._default(z.boolean(), true),
  }),
)
export type AutosaveFields = z.output<typeof autosaveFieldsSchema>
export const autosaveQuerySchema = lazySchema(() => z.object({ postId: z.optional(idRef()) }))
export const autosaveBodySchema = lazySchema(() =>
  z.object({
    postId: z.nullable(idRef()),
    fields: autosaveFieldsSchema,
  }),
)
export const autosaveResponseSchema = lazySchema(() =>
  z.object({
    autosave: z.nullable(z.object({ fields: autosaveFieldsSchema, savedAt: z.string() })),
  }),
)

export const commentInputSchema = lazySchema(() =>
  z.object({
    /** Chosen by the app, so a retried send is stored once. */
    id: clientIdField,
    postId: idRef(),
    parentId: z._default(z.nullable(idRef()), null),
    message: z
      .string('comment_required')
      .check(
        z.trim(),
        z.minLength(1, 'comment_required'),
        z.maxLength(BLOG_LIMITS.comment, 'comment_too_long'),
      ),
  }),
)
export type CommentInput = z.input<typeof commentInputSchema>
export const commentResponseSchema = lazySchema(() => z.object({ comment: commentSchema }))
export const commentIdBodySchema = lazySchema(() => z.object({ commentId: idRef() }))

/** One picture for the content, as a data URL; answered with its public address. */
export const blogImageUploadBodySchema = lazySchema(() =>
  z.object({
    name: z
      .string()
      .check(z.trim(), z.minLength(1, 'name_required'), z.maxLength(120, 'name_too_long')),
    dataUrl: z
      .string('invalid_value')
      .check(z.maxLength(dataUrlMaxChars(BLOG_LIMITS.imageBytes), 'file_too_large')),
  }),
)
export const blogImageUploadResponseSchema = lazySchema(() => z.object({ url: z.string() }))
