/**
 * The blog's fixed words and limits, without zod: route search validation (first bundle) and the
 * post cards import them without pulling the contract's schemas into their chunk.
 */

export const POST_STATUSES = ['published', 'draft'] as const
export type PostStatus = (typeof POST_STATUSES)[number]

/** The list's tabs: every post the caller may see, or one status. */
export const POST_TABS = ['all', ...POST_STATUSES] as const
export type PostTab = (typeof POST_TABS)[number]

/** latest: newest first (published date, else created); popular: most views; oldest. */
export const POST_SORTS = ['latest', 'popular', 'oldest'] as const
export type PostSort = (typeof POST_SORTS)[number]

export const COMMENT_SORTS = ['newest', 'oldest'] as const
export type CommentSort = (typeof COMMENT_SORTS)[number]

/** Pictures a post's cover and content may carry (never SVG, which can hold script). */
export const BLOG_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const

export const BLOG_LIMITS = {
  title: 120,
  description: 200,
  /** Characters of the content's HTML. */
  content: 100_000,
  tagsMin: 2,
  tagsMax: 10,
  tag: 30,
  metaTitle: 70,
  metaDescription: 160,
  metaKeywords: 10,
  /** Bytes of one picture (cover or in the content). */
  imageBytes: 1024 * 1024,
  comment: 1000,
  search: 100,
  pageSizes: [8, 12, 24] as const,
  defaultPageSize: 12,
  /** Top-level comments per page (each with all its replies). */
  commentPageSize: 10,
  recent: 4,
  suggestions: 6,
} as const

/** Words per minute for the reading time. */
export const READING_WORDS_PER_MINUTE = 200
