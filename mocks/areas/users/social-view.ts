/** What the profile's posts look like to the caller: authors, likes and comments resolved. */
import type { UserPost } from '@/lib/api/schemas/users'
import type { Database } from '../../db/database'
import { displayNameOf, type UserRecord } from '../../lib/people'
import type { UserPostRecord } from './records'

/** Likers shown as avatars on a post. */
const SHOWN_LIKERS = 5

const toAuthor = (user: UserRecord) => ({
  id: user.id,
  username: user.username,
  displayName: displayNameOf(user),
  avatarUrl: user.avatarUrl,
})

/** The people by id, built once per request. */
export const peopleById = (db: Database) => new Map(db.users.all().map((u) => [u.id, u]))

/**
 * A stored post as `callerId` sees it. Likes and comments of people deleted since are left out
 * (deleting a person removes their posts, not every trace they left on others').
 */
export function toPost(
  post: UserPostRecord,
  people: ReadonlyMap<string, UserRecord>,
  callerId: string,
): UserPost | null {
  const author = people.get(post.authorId)
  if (!author) return null
  const likers = post.likedBy.filter((id) => people.has(id))
  return {
    id: post.id,
    author: toAuthor(author),
    message: post.message,
    imageUrl: post.imageUrl,
    createdAt: post.createdAt,
    likes: likers.length,
    isLiked: likers.includes(callerId),
    // The newest likers first.
    likedBy: likers
      .slice(-SHOWN_LIKERS)
      .reverse()
      .map((id) => toAuthor(people.get(id)!)),
    comments: post.comments.flatMap((comment) => {
      const by = people.get(comment.authorId)
      return by
        ? [
            {
              id: comment.id,
              author: toAuthor(by),
              message: comment.message,
              createdAt: comment.createdAt,
            },
          ]
        : []
    }),
  }
}
