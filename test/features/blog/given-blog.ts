/**
 * The blog's stored state for the screen tests: posts and comments come from the mock API tests'
 * helpers (`test/mocks/blog-given.ts`, the area's own factories); these read back what a screen
 * stored, and clear what a state needs gone.
 */
import { getDb } from '../../../mocks/db/database'

export { givenComment, givenPost } from '../../mocks/blog-given'

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
