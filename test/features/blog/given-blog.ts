/**
 * Blog rows for the screen tests, written straight into the mock database with the area's own
 * factories (as `given` does for other areas): a test makes the posts and comments it needs
 * instead of leaning on the seed's text. Written as stored, so a test can also plant content the
 * API's own sanitizer would have cleaned (to prove the page cleans it again).
 */
import {
  newComment,
  newPost,
  type BlogCommentRecord,
  type BlogPostRecord,
} from '../../../mocks/areas/blog/records'
import { getDb } from '../../../mocks/db/database'
import { DEMO_ADMIN_ID } from '../../../mocks/lib/demo-accounts'

let counter = 0

export async function givenPost(fields: Partial<BlogPostRecord> = {}): Promise<BlogPostRecord> {
  const db = await getDb()
  counter += 1
  return db.blogPosts.create(
    newPost({
      slug: `given-post-${counter}`,
      title: `Given post ${counter}`,
      description: 'A post made for a test.',
      content: '<p>Made for a test.</p>',
      tags: ['test', 'given'],
      status: 'published',
      authorId: DEMO_ADMIN_ID,
      ...fields,
    }),
  )
}

export async function givenComment(
  fields: Pick<BlogCommentRecord, 'postId' | 'authorId' | 'message'> & Partial<BlogCommentRecord>,
): Promise<BlogCommentRecord> {
  const db = await getDb()
  counter += 1
  return db.blogComments.create(newComment({ id: `given-comment-${counter}`, ...fields }))
}

/** A post as the API answers it now (the stored effect of what a screen did). */
export async function storedPost(id: string) {
  const db = await getDb()
  return db.blogPosts.findFirst((q) => q.where({ id }))
}

export async function storedComments(postId: string) {
  const db = await getDb()
  return db.blogComments.findMany((q) => q.where({ postId }))
}

export async function isFavoriteOf(postId: string, userId: string) {
  const db = await getDb()
  return Boolean(db.blogFavorites.findFirst((q) => q.where({ postId, userId })))
}

/** No drafts anywhere (an empty Drafts tab). */
export async function withoutDrafts() {
  const db = await getDb()
  db.blogPosts.deleteMany((q) => q.where({ status: 'draft' }))
}
