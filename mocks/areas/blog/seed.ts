/**
 * The demo blog: 25 posts over the last year by directory people (the demo admin writes three and
 * keeps a draft, the demo user one and a draft, two other authors have drafts), with long-form
 * HTML recombined from the compact pools of seed-text.ts (headings, lists, a quote, code on the
 * technical topics, links, a picture), covers the demo draws, tags, views, shares, favourites
 * and comment threads (replies up to three deep) from directory people over the days after
 * publishing. Three posts are in Chinese, Arabic and Vietnamese. The large seed adds short posts
 * up to 10,000. Times are relative to the seeding moment; the rest comes from the area's stream.
 */
import type { Database, SeedContext } from '../../db/database'
import type { Random } from '../../db/random'
import { toSlug } from '@/lib/api/schemas/slug'
import { DEMO_ADMIN_ID, DEMO_USER_ID } from '../../lib/demo-accounts'
import type { UserRecord } from '../../lib/people'
import { newComment, newPost, type BlogPostRecord } from './records'
import {
  CODE,
  COMMENTS,
  DESCRIPTIONS,
  HEADINGS,
  ITEMS,
  LINKS,
  NATIVE,
  QUOTES,
  REPLIES,
  SENTENCES,
  SUBHEADINGS,
  TOPICS,
  type Topic,
} from './seed-text'

export const LARGE_POST_COUNT = 10_000

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR

/** Who writes what (index in TOPICS): the demo accounts' posts, and the drafts. */
const ADMIN_POSTS = [0, 2, 7]
const ADMIN_DRAFT = 18
const USER_POSTS = [5]
const USER_DRAFT = 11
const OTHER_DRAFTS = [15, 20]
/** A published post with comments turned off. */
const NO_COMMENTS = 9
/** Where the native-language posts' authors come from (NATIVE's order). */
const NATIVE_COUNTRIES = ['CN', 'EG', 'VN']

const escapeHtml = (text: string) =>
  text.replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'))

function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items]
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = random.int(0, i)
    ;[copy[i], copy[j]] = [copy[j]!, copy[i]!]
  }
  return copy
}

/** Draws sentences about `topic` without repeating one until the pool is used up. */
function writer(random: Random, topic: string) {
  const order = shuffled(random, SENTENCES)
  let next = 0
  const sentence = () => order[next++ % order.length]!.replace('~', topic)
  return (count: number) => `<p>${Array.from({ length: count }, sentence).join(' ')}</p>`
}

const list = (tag: 'ul' | 'ol', items: readonly string[]) =>
  `<${tag}>${items.map((item) => `<li>${item}</li>`).join('')}</${tag}>`

/**
 * A long-form post: an introduction, four sections (h2), a list, a quote, an h3 with code or a
 * checklist, a link, a picture and a centred caption.
 */
function longContent(random: Random, [, topic, , code]: Topic, picture: number): string {
  const paragraph = writer(random, topic)
  const [h1, h2, h3, h4] = shuffled(random, HEADINGS)
  const items = shuffled(random, ITEMS)
  const [quote, by] = random.pick(QUOTES)
  const [href, site] = random.pick(LINKS)
  return [
    paragraph(3),
    paragraph(2),
    `<h2>${h1}</h2>`,
    paragraph(4),
    list('ul', items.slice(0, 4)),
    `<h2>${h2}</h2>`,
    paragraph(3),
    `<blockquote><p>${quote}</p><p>— ${by}</p></blockquote>`,
    paragraph(2),
    `<h2>${h3}</h2>`,
    paragraph(3),
    // A checklist, or on the technical topics a look at the code.
    code
      ? `<h3>${SUBHEADINGS[1 + random.int(0, 1)]}</h3><pre><code>${escapeHtml(random.pick(CODE))}</code></pre>`
      : `<h3>${SUBHEADINGS[0]}</h3>${list('ol', items.slice(4, 8))}`,
    `<p>More on this in <a href="${href}">${site}</a>.</p>`,
    `<h2>${h4}</h2>`,
    paragraph(3),
    `<p><img src="/api/images/gallery/scene-${picture}.svg" alt="${topic}"></p>`,
    `<p style="text-align: center"><em>${paragraph(1).slice(3, -4)}</em></p>`,
  ].join('')
}

/** The large seed's posts: two paragraphs. */
const shortContent = (random: Random, [, topic]: Topic) => {
  const paragraph = writer(random, topic)
  return paragraph(3) + paragraph(2)
}

const iso = (ms: number) => new Date(ms).toISOString()

export async function seedBlog(db: Database, { random, size }: SeedContext) {
  const now = Date.parse(db.meta.seededAt)
  const active = db.users.all().filter((u) => u.status === 'active' && u.emailVerified)
  const people = active.filter((u) => u.id !== DEMO_ADMIN_ID && u.id !== DEMO_USER_ID).slice(0, 58)
  const admin = active.find((u) => u.id === DEMO_ADMIN_ID)
  const user = active.find((u) => u.id === DEMO_USER_ID)
  if (!admin || !user || people.length < 3) return

  // Every post as [author, title, description, tags, content, draft].
  const drafts = new Set([ADMIN_DRAFT, USER_DRAFT, ...OTHER_DRAFTS])
  const plans: [UserRecord, string, string, string[], string, boolean][] = TOPICS.map(
    (topic, index) => {
      const [title, phrase, tags] = topic
      const author = ADMIN_POSTS.includes(index)
        ? admin
        : USER_POSTS.includes(index)
          ? user
          : index === ADMIN_DRAFT
            ? admin
            : index === USER_DRAFT
              ? user
              : random.pick(people)
      return [
        author,
        title,
        random.pick(DESCRIPTIONS).replace('~', phrase),
        tags,
        longContent(random, topic, index * 7 + 3),
        drafts.has(index),
      ]
    },
  )
  NATIVE.forEach(([title, description, tags, content], index) => {
    const author = people.find((p) => p.country === NATIVE_COUNTRIES[index]) ?? people[index]!
    plans.push([author, title, description, tags, content, false])
  })

  // Published posts spread over the last year (in a shuffled order); drafts of the last month.
  const published = shuffled(
    random,
    [...plans.keys()].filter((index) => !plans[index]![5]),
  )
  const posts: BlogPostRecord[] = []
  for (const [index, [author, title, description, tags, content, draft]] of plans.entries()) {
    const rank = published.indexOf(index)
    const publishedAt = draft
      ? null
      : now - Math.round(((rank + random.next()) / published.length) * 360 * DAY) - 2 * HOUR
    const createdAt = (publishedAt ?? now - random.int(2, 30) * DAY) - random.int(1, 6) * DAY
    const views = draft ? 0 : Math.round(100 + 19_900 * random.next() ** 3)
    posts.push(
      await db.blogPosts.create(
        newPost({
          id: `post-seed-${index + 1}`,
          slug: toSlug(title),
          title,
          description,
          content,
          coverUrl: `/api/images/covers/cover-${index + 100}.svg`,
          tags,
          metaTitle: title.slice(0, 70),
          metaDescription: description,
          metaKeywords: tags.map((tag) => tag.toLocaleLowerCase()),
          status: draft ? 'draft' : 'published',
          commentsEnabled: index !== NO_COMMENTS,
          authorId: author.id,
          createdAt: iso(createdAt),
          publishedAt: publishedAt === null ? null : iso(publishedAt),
          updatedAt: iso(Math.min(now, (publishedAt ?? createdAt) + random.int(0, 3) * DAY)),
          totalViews: views,
          totalShares: draft ? 0 : random.int(0, Math.round(views / 40)),
        }),
      ),
    )
  }

  const readers = [admin, user, ...people]
  let serial = 0
  for (const post of posts) {
    if (post.publishedAt === null) continue
    const from = Date.parse(post.publishedAt)
    for (const reader of shuffled(random, readers).slice(0, random.int(0, 24)))
      await db.blogFavorites.create({
        id: `${post.id}:${reader.id}`,
        postId: post.id,
        userId: reader.id,
        createdAt: iso(from + random.next() * (now - from)),
      })
    if (!post.commentsEnabled) continue
    // Comments over the three weeks after publishing (or until now), oldest first.
    const end = Math.min(now - HOUR, from + 21 * DAY)
    const times = Array.from({ length: random.int(0, 12) }, () => random.next()).sort()
    const thread: { id: string; threadId: string; depth: number }[] = []
    // No message twice under one post.
    const messages = { top: shuffled(random, COMMENTS), reply: shuffled(random, REPLIES) }
    for (const time of times) {
      const parents = thread.filter((c) => c.depth < 3)
      const parent = parents.length > 0 && random.bool(0.45) ? random.pick(parents) : null
      const id = `comment-seed-${(serial += 1)}`
      const authorId = parent && random.bool(0.4) ? post.authorId : random.pick(readers).id
      await db.blogComments.create(
        newComment({
          id,
          postId: post.id,
          parentId: parent?.id ?? null,
          threadId: parent?.threadId ?? id,
          authorId,
          message: (parent ? messages.reply : messages.top).shift() ?? random.pick(COMMENTS),
          createdAt: iso(from + HOUR + time * (end - from - HOUR)),
        }),
      )
      thread.push({ id, threadId: parent?.threadId ?? id, depth: (parent?.depth ?? 0) + 1 })
    }
  }

  if (size !== 'large') return
  // Short posts for scale checks, a title per topic and number, over the last three years.
  const authors = active.filter((u) => u.id !== DEMO_USER_ID)
  const contents = TOPICS.map((topic) => shortContent(random, topic))
  const slugs = TOPICS.map(([title]) => toSlug(title))
  for (let n = posts.length; n < LARGE_POST_COUNT; n += 1) {
    const topic = TOPICS[n % TOPICS.length]!
    const draft = random.bool(0.1)
    const at = now - random.int(1, 3 * 365) * DAY
    const views = draft ? 0 : random.int(100, 20_000)
    await db.blogPosts.create(
      newPost({
        id: `post-seed-${n + 1}`,
        // What toSlug makes of the title, without running it 10,000 times.
        slug: `${slugs[n % TOPICS.length]!}-part-${n}`,
        title: `${topic[0]}, part ${n}`,
        description: DESCRIPTIONS[n % DESCRIPTIONS.length]!.replace('~', topic[1]),
        content: contents[n % contents.length]!,
        coverUrl: `/api/images/covers/cover-${n % 1000}.svg`,
        tags: topic[2],
        status: draft ? 'draft' : 'published',
        authorId: random.pick(authors).id,
        createdAt: iso(at - DAY),
        publishedAt: draft ? null : iso(at),
        updatedAt: iso(at),
        totalViews: views,
        totalShares: random.int(0, Math.round(views / 40)),
      }),
    )
  }
}
