/** The comment thread's pure rules: client ids, what a delete takes with it, where a new one lands. */
import type { CommentSort, CommentThread } from '@/lib/api/schemas/blog'

/** A comment's id, chosen here so a retried send is stored once (the API's `clientIdField`). */
export const newCommentId = () => `cmt-${crypto.randomUUID().replaceAll('-', '').slice(0, 20)}`

/**
 * How many replies go with a comment when it is deleted: the replies to it, the replies to those,
 * and so on (a thread's replies are flat, linked by `parentId`).
 */
export function repliesUnder(thread: CommentThread, commentId: string): number {
  const removed = new Set([commentId])
  // Replies come oldest first, so a reply's parent is always met before it.
  for (const reply of thread.replies)
    if (reply.parentId !== null && removed.has(reply.parentId)) removed.add(reply.id)
  return removed.size - 1
}

/**
 * The page a new top-level comment is on: the first when the newest come first, the last (with
 * the new one counted) when the oldest do.
 */
export function pageOfNewComment(sort: CommentSort, total: number, pageSize: number): number {
  if (sort === 'newest') return 1
  return Math.max(1, Math.ceil((total + 1) / pageSize))
}
