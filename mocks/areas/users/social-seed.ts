/**
 * Who follows whom, the profile posts and the galleries of the demo world. The demo accounts get
 * a lively profile (10–20 followers and as many people followed, with overlap, so they have
 * friends; 3–4 posts; 8–12 pictures); the directory's people follow each other sparsely and some
 * post. Only the first people take part, so the 10,000-person seed costs no more than the small
 * one. Messages are plain English text; dates are relative to now.
 */
import type { Database } from '../../db/database'
import type { Random } from '../../db/random'
import { DEMO_ADMIN_ID, DEMO_USER_ID } from '../../lib/demo-accounts'
import { newFollow, type UserPostRecord } from './records'

const DAY = 24 * 60 * 60 * 1000
const HOUR = 60 * 60 * 1000
/** The people who follow, post and like: the demo accounts and the directory (60). */
const ACTIVE_PEOPLE = 60

export const sceneArtUrl = (n: number) => `/api/images/gallery/scene-${n}.svg`

const ago = (ms: number) => new Date(Date.now() - ms).toISOString()

/** `count` different items of `items`, in random order. */
function sample<T>(random: Random, items: readonly T[], count: number): T[] {
  const pool = [...items]
  for (let i = pool.length - 1; i > 0; i -= 1) {
    const j = random.int(0, i)
    ;[pool[i], pool[j]] = [pool[j]!, pool[i]!]
  }
  return pool.slice(0, Math.min(count, pool.length))
}

export async function seedSocial(db: Database, random: Random) {
  const people = db.users
    .all()
    .slice(0, ACTIVE_PEOPLE)
    .map((u) => u.id)
  const demo = [DEMO_ADMIN_ID, DEMO_USER_ID]
  const others = people.filter((id) => !demo.includes(id))
  const pairs = new Set<string>()
  const follow = async (followerId: string, followeeId: string) => {
    const key = `${followerId}>${followeeId}`
    if (followerId === followeeId || pairs.has(key)) return
    pairs.add(key)
    await db.follows.create(newFollow(followerId, followeeId, ago(random.int(1, 300) * DAY)))
  }

  for (const id of demo) {
    const followers = sample(random, others, random.int(10, 20))
    for (const follower of followers) await follow(follower, id)
    // About half of those they follow follow them back: those are their friends.
    const friends = followers.slice(0, Math.ceil(followers.length / 2))
    const strangers = sample(
      random,
      others.filter((o) => !followers.includes(o)),
      random.int(4, 8),
    )
    for (const followee of [...friends, ...strangers]) await follow(id, followee)
  }
  await follow(DEMO_ADMIN_ID, DEMO_USER_ID)
  await follow(DEMO_USER_ID, DEMO_ADMIN_ID)
  for (const id of others)
    for (const followee of sample(random, others, random.int(0, 3))) await follow(id, followee)

  const posters = [...demo, ...others.filter(() => random.bool(0.35))]
  let scene = 0
  for (const authorId of posters) {
    const count = demo.includes(authorId) ? random.int(3, 4) : random.int(2, 3)
    const messages = sample(random, POST_MESSAGES, count)
    for (const [i, message] of messages.entries()) {
      const crowd = people.filter((p) => p !== authorId)
      const post: UserPostRecord = {
        id: `post-${random.uuid()}`,
        authorId,
        message,
        imageUrl: random.bool(0.5) ? sceneArtUrl((scene += 1)) : null,
        // The first is the newest: hours ago, then days apart.
        createdAt: ago(i === 0 ? random.int(2, 20) * HOUR : (i * 9 + random.int(0, 8)) * DAY),
        likedBy: sample(random, crowd, random.int(0, 14)),
        comments: sample(random, COMMENTS, random.int(0, 4)).map((text, k) => ({
          id: `comment-${random.uuid()}`,
          authorId: random.pick(crowd),
          message: text,
          createdAt: ago((4 - k) * HOUR + random.int(0, 50) * 60_000),
        })),
      }
      await db.userPosts.create(post)
    }
  }

  const owners = [...demo, ...others.filter(() => random.bool(0.3))]
  let picture = 0
  for (const userId of owners) {
    const count = demo.includes(userId) ? random.int(8, 12) : random.int(2, 5)
    for (const [i, { title, kind }] of sample(random, GALLERY, count).entries())
      await db.gallery.create({
        id: `picture-${random.uuid()}`,
        userId,
        title,
        // Scene n draws kind n % 3, so the picture matches its title.
        imageUrl: sceneArtUrl(300 + 3 * (picture += 1) + kind),
        createdAt: ago((i * 12 + random.int(1, 10)) * DAY),
      })
  }
}

const POST_MESSAGES = [
  'Shipped the new onboarding flow today. Thanks to everyone who tested it over the weekend!',
  'Quarterly review done. The support queue is the shortest it has been all year.',
  'Spent the morning at the harbour before work. Best coffee in town is still the little kiosk by the ferry.',
  'We are hiring two designers for the Lisbon office. Send me a message if you know someone great.',
  'Reminder: the office is closed on Friday for the team day. See you all at the park.',
  'Finally moved our reports to the new dashboard. Exports take seconds instead of minutes.',
  'Three years with this team today. Grateful for every one of you.',
  'Reading list for the holidays: two novels, one book on typography and a cookbook I will not use.',
  'Our warehouse in Rotterdam passed its audit with no findings. Great work, logistics team.',
  'Trying a no-meeting Wednesday this month. Let me know how it works for you.',
  'New city, new desk. Settling into the Singapore office this week.',
  'Ran my first half marathon this weekend. Slow, happy and very sore.',
  'The customer survey results are in: response times are the thing people love most.',
  'Planning the spring offsite. Mountains or seaside? Vote in the comments.',
]

const COMMENTS = [
  'Congratulations, well deserved!',
  'This is great news.',
  'Love this picture.',
  'Count me in.',
  'Thanks for sharing!',
  'Seaside, every time.',
  'So proud of the team.',
  'Let us talk about this on Monday.',
  'Where was this taken?',
  'Amazing work, as always.',
]

/** Titles by the kind of scene they go with: 0 landscape, 1 city skyline, 2 still life. */
const GALLERY = [
  ...[
    'Morning over the ridge',
    'First snow',
    'The long road north',
    'Lakeside cabin',
    'Above the clouds',
  ].map((title) => ({ title, kind: 0 })),
  ...[
    'Harbour lights',
    'Downtown at dusk',
    'Old town rooftops',
    'Skyline from the office',
    'Night shift',
  ].map((title) => ({ title, kind: 1 })),
  ...[
    'Still life with pears',
    'Studio corner',
    'Flowers for the launch',
    'Market day',
    'Desk plant',
  ].map((title) => ({ title, kind: 2 })),
]
