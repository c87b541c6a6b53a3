import { describe, expect, it } from 'vitest'
import { newCommentId, pageOfNewComment, repliesUnder } from '@/features/blog/comments'
import { commentInputSchema, type Comment, type CommentThread } from '@/lib/api/schemas/blog'

const person = { id: 'u', username: 'u', name: 'U', avatarUrl: null, jobTitle: '', about: '' }
const comment = (id: string, parentId: string | null): Comment => ({
  id,
  postId: 'p',
  parentId,
  replyTo: null,
  author: person,
  message: id,
  createdAt: '2026-01-01T00:00:00.000Z',
  canDelete: true,
})

describe('comment ids', () => {
  it('are ids the API accepts, a new one each time', () => {
    const a = newCommentId()
    expect(commentInputSchema.shape.id.safeParse(a).success).toBe(true)
    expect(newCommentId()).not.toBe(a)
  })
})

describe('repliesUnder', () => {
  // a ─ b ─ d
  //   └ c
  //   e (another reply to a, after d)
  const thread: CommentThread = {
    ...comment('a', null),
    replies: [comment('b', 'a'), comment('c', 'a'), comment('d', 'b'), comment('e', 'a')],
  }

  it('counts every reply below a comment, however deep', () => {
    expect(repliesUnder(thread, 'a')).toBe(4)
    expect(repliesUnder(thread, 'b')).toBe(1)
    expect(repliesUnder(thread, 'c')).toBe(0)
    expect(repliesUnder(thread, 'd')).toBe(0)
  })
})

describe('pageOfNewComment', () => {
  it('is the first page when the newest come first', () => {
    expect(pageOfNewComment('newest', 35, 10)).toBe(1)
  })

  it('is the last page, the new one counted, when the oldest come first', () => {
    expect(pageOfNewComment('oldest', 0, 10)).toBe(1)
    expect(pageOfNewComment('oldest', 9, 10)).toBe(1)
    expect(pageOfNewComment('oldest', 10, 10)).toBe(2)
    expect(pageOfNewComment('oldest', 35, 10)).toBe(4)
  })
})
