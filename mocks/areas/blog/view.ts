/**
 * Posts and comments as the API answers them. Counts, the caller's favourite, the reading time,
 * the permissions and the people (from the directory, `db.users`) are derived here on every
 * read, so they can never disagree with the data.
 */
import type { BlogPerson, Comment, CommentThread, Post, PostSummary } from '@/lib/api/schemas/blog'
import type { Database } from '../../db/database'
import { message } from '../../lib/messages'
import { displayNameOf, type UserRecord } from '../../lib/people'
import { readingMinutes } from './content'
import type { BlogCommentRecord, BlogPostRecord } from './records'
import { canEdit } from './rules'

/** What one answer needs to know, gathered once per request. */
export interface BlogView {
  db: Database
  caller: UserRecord
  language: string
  people: ReadonlyMap<string, UserRecord>
  /** Comments (replies included) per post id. */
  comments: ReadonlyMap<string, number>
  favorites: ReadonlyMap<string, number>
  /** The posts the caller has favourited. */
  mine: ReadonlySet<string>
}

const countBy = <T>(rows: readonly T[], key: (row: T) => string) => {
  const counts = new Map<string, number>()
  for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1)
  return counts
}

export function blogView(db: Database, caller: UserRecord, language: string): BlogView {
  const favorites = db.blogFavorites.all()
  return {
    db,
    caller,
    language,
    people: new Map(db.users.all().map((user) => [user.id, user])),
    comments: countBy(db.blogComments.all(), (comment) => comment.postId),
    favorites: countBy(favorites, (favorite) => favorite.postId),
    mine: new Set(favorites.filter((f) => f.userId === caller.id).map((f) => f.postId)),
  }
}

/** A directory person as the blog shows them; someone deleted since keeps their id only. */
export function toPerson(view: BlogView, userId: string): BlogPerson {
  const user = view.people.get(userId)
  if (!user)
    return {
      id: userId,
      username: '',
      name: message(view.language, 'blog_former_member'),
      avatarUrl: null,
      jobTitle: '',
      about: '',
    }
  return {
    id: user.id,
    username: user.username,
    name: displayNameOf(user),
    avatarUrl: user.avatarUrl,
    jobTitle: user.jobTitle,
    about: user.about,
  }
}

export function toSummary(view: BlogView, post: BlogPostRecord): PostSummary {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    description: post.description,
    coverUrl: post.coverUrl,
    tags: post.tags,
    status: post.status,
    author: toPerson(view, post.authorId),
    createdAt: post.createdAt,
    publishedAt: post.publishedAt,
    updatedAt: post.updatedAt,
    totalViews: post.totalViews,
    totalShares: post.totalShares,
    totalComments: view.comments.get(post.id) ?? 0,
    totalFavorites: view.favorites.get(post.id) ?? 0,
    isFavorite: view.mine.has(post.id),
    readingMinutes: readingMinutes(post.content),
  }
}

export function toPost(view: BlogView, post: BlogPostRecord): Post {
  return {
    ...toSummary(view, post),
    content: post.content,
    metaTitle: post.metaTitle,
    metaDescription: post.metaDescription,
    metaKeywords: post.metaKeywords,
    commentsEnabled: post.commentsEnabled,
    canEdit: canEdit(post, view.caller),
  }
}

export const oldestFirst = (a: BlogCommentRecord, b: BlogCommentRecord) =>
  a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id)

/** A comment; `byId` finds a reply's parent (for "replying to"). */
export function toComment(
  view: BlogView,
  comment: BlogCommentRecord,
  byId: ReadonlyMap<string, BlogCommentRecord>,
): Comment {
  const parent = comment.parentId === null ? undefined : byId.get(comment.parentId)
  return {
    id: comment.id,
    postId: comment.postId,
    parentId: comment.parentId,
    replyTo: parent ? toPerson(view, parent.authorId) : null,
    author: toPerson(view, comment.authorId),
    message: comment.message,
    createdAt: comment.createdAt,
    canDelete: comment.authorId === view.caller.id || view.caller.role === 'admin',
  }
}

/** A top-level comment with every reply of its thread, oldest first. */
export function toThread(
  view: BlogView,
  top: BlogCommentRecord,
  postComments: readonly BlogCommentRecord[],
  byId: ReadonlyMap<string, BlogCommentRecord>,
): CommentThread {
  return {
    ...toComment(view, top, byId),
    replies: postComments
      .filter((comment) => comment.threadId === top.id && comment.id !== top.id)
      .sort(oldestFirst)
      .map((reply) => toComment(view, reply, byId)),
  }
}
