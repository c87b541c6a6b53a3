/** What the directory sends: people with their follower, following and post counts. */
import type { Person, UserCounts } from '@/lib/api/schemas/users'
import type { Database } from '../../db/database'
import { displayNameOf, type UserRecord } from '../../lib/people'

/** Counts for many people at once: one pass over follows and posts. */
export function countsFor(db: Database, ids: readonly string[]): Map<string, UserCounts> {
  const wanted = new Set(ids)
  const counts = new Map(ids.map((id) => [id, { followers: 0, following: 0, posts: 0 }]))
  for (const follow of db.follows.all()) {
    if (wanted.has(follow.followeeId)) counts.get(follow.followeeId)!.followers += 1
    if (wanted.has(follow.followerId)) counts.get(follow.followerId)!.following += 1
  }
  for (const post of db.userPosts.all())
    if (wanted.has(post.authorId)) counts.get(post.authorId)!.posts += 1
  return counts
}

export function toPerson(user: UserRecord, counts: UserCounts): Person {
  return {
    id: user.id,
    username: user.username,
    displayName: displayNameOf(user),
    avatarUrl: user.avatarUrl,
    coverUrl: user.coverUrl,
    jobTitle: user.jobTitle,
    company: user.company,
    country: user.country,
    role: user.role,
    socials: { ...user.socials },
    counts,
  }
}

export function toPeople(db: Database, users: readonly UserRecord[]): Person[] {
  const counts = countsFor(
    db,
    users.map((u) => u.id),
  )
  return users.map((u) => toPerson(u, counts.get(u.id)!))
}
