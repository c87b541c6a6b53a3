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
import { z } from 'zod'
import { clientIdField, queryInt } from './common'
import { bodyLimitFor, dataUrlMaxChars, idRef, MAX_URL_LENGTH } from './limits'
import { BLOG_LIMITS, COMMENT_SORTS, POST_SORTS, POST_STATUSES, POST_TABS } from './blog-constants'

export * from './blog-constants'

export const postStatusSchema = z.enum(POST_STATUSES, 'invalid_value')

// --- records as the API answers them ----------------------------------------------------------

/** A directory person as the blog shows them (author, commenter). */
export const blogPersonSchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  jobTitle: z.string(),
  about: z.string(),
})
export type BlogPerson = z.infer<typeof blogPersonSchema>

/** A post as the list and the cards show it (no content). */
export const postSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  /** `/api/blog/images/<id>` (public: anyone holding the address may load it), or null. */
  coverUrl: z.string().nullable(),
  tags: z.array(z.string()),
  status: postStatusSchema,
  author: blogPersonSchema,
  createdAt: z.string(),
  /** When it was (first) published; null for a draft never published. */
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  totalViews: z.number().int(),
  totalShares: z.number().int(),
  totalComments: z.number().int(),
  totalFavorites: z.number().int(),
  /** Whether the caller has favourited (liked) it. */
  isFavorite: z.boolean(),
  readingMinutes: z.number().int(),
})
export type PostSummary = z.infer<typeof postSummarySchema>

export const postSchema = postSummarySchema.extend({
  /** Sanitized HTML. */
  content: z.string(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  metaKeywords: z.array(z.string()),
  commentsEnabled: z.boolean(),
  /** The caller may edit and delete it (its author, or an admin). */
  canEdit: z.boolean(),
})
export type Post = z.infer<typeof postSchema>

/** A comment or a reply. Replies to a reply are answered flat under their top-level comment. */
export const commentSchema = z.object({
  id: z.string(),
  postId: z.string(),
  /** The comment it answers (null: top level). */
  parentId: z.string().nullable(),
  /** Who the parent was written by (replies only), for "replying to Anna". */
  replyTo: blogPersonSchema.nullable(),
  author: blogPersonSchema,
  /** Plain text. */
  message: z.string(),
  createdAt: z.string(),
  /** The caller may delete it (its writer, or an admin). */
  canDelete: z.boolean(),
})
export type Comment = z.infer<typeof commentSchema>

export const commentThreadSchema = commentSchema.extend({
  /** Every reply in the thread (to the comment or to a reply), oldest first. */
  replies: z.array(commentSchema),
})
export type CommentThread = z.infer<typeof commentThreadSchema>

// --- reads --------------------------------------------------------------------------------------

const searchField = z.string().trim().max(BLOG_LIMITS.search, 'invalid_value').optional()

export const postListQuerySchema = z.object({
  search: searchField,
  status: z.enum(POST_TABS, 'invalid_value').optional(),
  sort: z.enum(POST_SORTS, 'invalid_value').optional(),
  page: queryInt({ min: 1, max: 100_000 }).optional(),
  size: queryInt({ min: 1, max: 48 }).optional(),
})
/** The list call as the app builds it (numbers, not the query string's digits). */
export type PostListQuery = z.infer<typeof postListQuerySchema>

/** The page of the filtered posts, and how many match the search in each tab. */
export const postListResponseSchema = z.object({
  rows: z.array(postSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  counts: z.object({
    all: z.number().int(),
    published: z.number().int(),
    draft: z.number().int(),
  }),
})
export type PostListResponse = z.infer<typeof postListResponseSchema>

export const postTitleQuerySchema = z.object({
  title: z.string('invalid_value').trim().min(1, 'invalid_value').max(200, 'invalid_value'),
})
export const postResponseSchema = z.object({ post: postSchema })

/** The newest published posts but the one named (the post page's "recent posts"). */
export const recentPostsResponseSchema = z.object({ posts: z.array(postSummarySchema) })

/** Suggestions while typing in the list's search (published posts, and the caller's drafts). */
export const postSearchQuerySchema = z.object({
  query: z.string().trim().max(BLOG_LIMITS.search, 'invalid_value'),
})
export const postSearchResponseSchema = z.object({ results: z.array(postSummarySchema) })

export const commentListQuerySchema = z.object({
  postId: idRef(),
  sort: z.enum(COMMENT_SORTS, 'invalid_value').optional(),
  page: queryInt({ min: 1, max: 100_000 }).optional(),
})
/** Top-level comments of the page (with their replies); `total` counts top-level ones. */
export const commentListResponseSchema = z.object({
  comments: z.array(commentThreadSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
})
export type CommentListResponse = z.infer<typeof commentListResponseSchema>

// --- writes -------------------------------------------------------------------------------------

/**
 * A picture: a new upload as a data URL (stored by the API, answered as its address), or an
 * address the API gave before (an upload's `/api/blog/images/<id>`, or a picture the demo draws,
 * `/api/images/...`).
 */
export const blogImageField = z
  .string('invalid_value')
  .max(dataUrlMaxChars(BLOG_LIMITS.imageBytes), 'image_too_large')
  .refine((value) => value.startsWith('data:') || value.length <= MAX_URL_LENGTH, 'image_invalid')
  .refine(
    (value) =>
      /^(data:image\/(png|jpeg|webp|gif);base64,|\/api\/blog\/images\/|\/api\/images\/)/.test(
        value,
      ),
    'image_invalid',
  )

const tagField = z.string().trim().min(1, 'invalid_value').max(BLOG_LIMITS.tag, 'tag_too_long')

/** What the new/edit form sends. Publishing and saving as a draft are the `status`. */
export const postInputSchema = z.object({
  title: z
    .string('title_required')
    .trim()
    .min(1, 'title_required')
    .max(BLOG_LIMITS.title, 'title_too_long'),
  description: z
    .string('description_required')
    .trim()
    .min(1, 'description_required')
    .max(BLOG_LIMITS.description, 'description_too_long'),
  /** HTML; the API sanitizes it and refuses one with no text and no picture. */
  content: z.string('content_required').max(BLOG_LIMITS.content, 'content_too_long'),
  coverUrl: blogImageField.nullable(),
  tags: z
    .array(tagField, 'invalid_value')
    .min(BLOG_LIMITS.tagsMin, 'tags_min')
    .max(BLOG_LIMITS.tagsMax, 'tags_max'),
  metaTitle: z.string().trim().max(BLOG_LIMITS.metaTitle, 'meta_title_too_long').default(''),
  metaDescription: z
    .string()
    .trim()
    .max(BLOG_LIMITS.metaDescription, 'meta_description_too_long')
    .default(''),
  metaKeywords: z.array(tagField).max(BLOG_LIMITS.metaKeywords, 'meta_keywords_max').default([]),
  status: postStatusSchema,
  commentsEnabled: z.boolean(),
})
export type PostInput = z.input<typeof postInputSchema>

/** The largest post write: a cover at its cap and the content at its cap in the widest UTF-8. */
export const POST_BODY_MAX_BYTES = bodyLimitFor(1, BLOG_LIMITS.imageBytes, 512 * 1024)

export const newPostBodySchema = z.object({ post: postInputSchema })
export const updatePostBodySchema = z.object({ postId: idRef(), post: postInputSchema })
export const postIdBodySchema = z.object({ postId: idRef() })
export const favoriteBodySchema = z.object({ postId: idRef(), isFavorite: z.boolean() })
export const favoriteResponseSchema = z.object({
  postId: z.string(),
  isFavorite: z.boolean(),
  totalFavorites: z.number().int(),
})
/** A view or a share counted (`POST /api/blog/post/view|share`): the new totals. */
export const postCountsResponseSchema = z.object({
  postId: z.string(),
  totalViews: z.number().int(),
  totalShares: z.number().int(),
})

/**
 * The editor's autosave: the form as it is (anything may still be missing or invalid), kept per
 * person and post (`postId` null for a new post) until the post is saved or the draft discarded.
 */
export const autosaveFieldsSchema = z.object({
  title: z
    .string()
    .max(BLOG_LIMITS.title * 2)
    .default(''),
  description: z
    .string()
    .max(BLOG_LIMITS.description * 2)
    .default(''),
  content: z.string().max(BLOG_LIMITS.content).default(''),
  coverUrl: blogImageField.nullable().default(null),
  tags: z
    .array(z.string().max(BLOG_LIMITS.tag * 2))
    .max(BLOG_LIMITS.tagsMax * 2)
    .default([]),
  metaTitle: z
    .string()
    .max(BLOG_LIMITS.metaTitle * 2)
    .default(''),
  metaDescription: z
    .string()
    .max(BLOG_LIMITS.metaDescription * 2)
    .default(''),
  metaKeywords: z
    .array(z.string().max(BLOG_LIMITS.tag * 2))
    .max(BLOG_LIMITS.metaKeywords * 2)
    .default([]),
  commentsEnabled: z.boolean().default(true),
})
export type AutosaveFields = z.output<typeof autosaveFieldsSchema>
export const autosaveQuerySchema = z.object({ postId: idRef().optional() })
export const autosaveBodySchema = z.object({
  postId: idRef().nullable(),
  fields: autosaveFieldsSchema,
})
export const autosaveResponseSchema = z.object({
  autosave: z.object({ fields: autosaveFieldsSchema, savedAt: z.string() }).nullable(),
})

export const commentInputSchema = z.object({
  /** Chosen by the app, so a retried send is stored once. */
  id: clientIdField,
  postId: idRef(),
  parentId: idRef().nullable().default(null),
  message: z
    .string('comment_required')
    .trim()
    .min(1, 'comment_required')
    .max(BLOG_LIMITS.comment, 'comment_too_long'),
})
export type CommentInput = z.input<typeof commentInputSchema>
export const commentResponseSchema = z.object({ comment: commentSchema })
export const commentIdBodySchema = z.object({ commentId: idRef() })

/** One picture for the content, as a data URL; answered with its public address. */
export const blogImageUploadBodySchema = z.object({
  name: z.string().trim().min(1, 'name_required').max(120, 'name_too_long'),
  dataUrl: z.string('invalid_value').max(dataUrlMaxChars(BLOG_LIMITS.imageBytes), 'file_too_large'),
})
export const blogImageUploadResponseSchema = z.object({ url: z.string() })
