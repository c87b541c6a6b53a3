/**
 * Who the public about page shows (GET /api/users/team): a fixed choice of directory people, so
 * the page is the same on every visit, and only those who are active with a public profile (the
 * "Public profile" switch of the account page is their consent; a banned, pending or private
 * person drops off rather than being replaced, so a quote never moves to somebody else).
 */
import type { TeamMember, Testimonial, TestimonialId } from '@/lib/api/schemas/team'
import type { Database } from '../../db/database'
import { directoryUserId } from '../../lib/directory'
import { displayNameOf, type UserRecord } from '../../lib/people'

/** Directory numbers (`mocks/lib/directory.ts`) of the team, in the order the page shows them. */
export const TEAM_DIRECTORY_NUMBERS = [13, 1, 6, 4, 7, 8, 11, 12] as const

/** Each quote's author, a customer from the directory; the words are the app's translations. */
export const TESTIMONIAL_AUTHORS: Readonly<Record<TestimonialId, number>> = {
  fastStart: 30,
  reports: 41,
  languages: 29,
  scheduling: 36,
  permissions: 53,
  accessibility: 45,
}

const isShown = (user: UserRecord | undefined): user is UserRecord =>
  user !== undefined && user.status === 'active' && user.isPublic

const byNumber = (db: Database, n: number) =>
  db.users.findFirst((q) => q.where({ id: directoryUserId(n) }))

export function publicTeam(db: Database): TeamMember[] {
  return TEAM_DIRECTORY_NUMBERS.flatMap((n) => {
    const user = byNumber(db, n)
    if (!isShown(user)) return []
    return [
      {
        displayName: displayNameOf(user),
        jobTitle: user.jobTitle,
        country: user.country,
        avatarUrl: user.avatarUrl,
      },
    ]
  })
}

export function publicTestimonials(db: Database): Testimonial[] {
  return (Object.entries(TESTIMONIAL_AUTHORS) as [TestimonialId, number][]).flatMap(([id, n]) => {
    const user = byNumber(db, n)
    if (!isShown(user)) return []
    const author = {
      displayName: displayNameOf(user),
      jobTitle: user.jobTitle,
      company: user.company,
      avatarUrl: user.avatarUrl,
    }
    return [{ id, author }]
  })
}
