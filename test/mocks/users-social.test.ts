/** The profile's social calls on the mock API: followers, friends, gallery, posts, and writes. */
import { beforeEach, describe, expect, it } from 'vitest'
import {
  followResponseSchema,
  galleryResponseSchema,
  MAX_POST_COMMENT_LENGTH,
  peopleResponseSchema,
  postResponseSchema,
  postsResponseSchema,
} from '@/lib/api/schemas/users'
import { getDb } from '../../mocks/db/database'
import { DEMO_ADMIN_ID } from '../../mocks/lib/demo-accounts'
import { call, errorsOf, login } from './client'
import { given } from './given'

let admin: string
beforeEach(async () => {
  admin = await login()
})

const get = async (path: string, token = admin) => {
  const answer = await call('GET', path, { token })
  expect(answer.status).toBe(200)
  return answer.json
}
const post = (path: string, body: unknown, token = admin) =>
  call('POST', path, { token, body, language: 'en' })

describe('the seeded social world', () => {
  it('gives the demo admin followers, friends, posts and a gallery', async () => {
    const followers = peopleResponseSchema.parse(await get('/api/users/followers?name=avery-quinn'))
    expect(followers.total).toBeGreaterThanOrEqual(10)
    const friends = peopleResponseSchema.parse(
      await get('/api/users/friends?name=avery-quinn&size=48'),
    )
    expect(friends.total).toBeGreaterThan(0)
    // A friend follows back: the admin follows every friend.
    expect(friends.people.every((p) => p.isFollowed)).toBe(true)
    const gallery = galleryResponseSchema.parse(await get('/api/users/gallery?name=avery-quinn'))
    expect(gallery.images.length).toBeGreaterThanOrEqual(8)
    expect(gallery.images.length).toBeLessThanOrEqual(12)
    expect(gallery.images[0]!.imageUrl).toMatch(/^\/api\/images\/gallery\/scene-\d+\.svg$/)
    const posts = postsResponseSchema.parse(await get('/api/users/posts?name=avery-quinn'))
    expect(posts.total).toBeGreaterThanOrEqual(3)
    const dates = posts.posts.map((p) => p.createdAt)
    expect([...dates].sort().reverse()).toEqual(dates)
    expect(JSON.stringify(posts)).not.toMatch(/passwordHash|email/)
  })

  it('draws the gallery pictures and refuses other names', async () => {
    const picture = await fetch('http://localhost/api/images/gallery/scene-7.svg')
    expect(picture.status).toBe(200)
    expect(picture.headers.get('Content-Type')).toMatch(/image\/svg\+xml/)
    expect(await picture.text()).toMatch(/^<svg/)
    expect((await fetch('http://localhost/api/images/gallery/scene-x.svg')).status).toBe(404)
    expect((await fetch('http://localhost/api/images/gallery/scene-123456.svg')).status).toBe(404)
  })

  it('answers 404 for an unknown name and 401 without a token', async () => {
    expect(
      (await call('GET', '/api/users/followers?name=nobody-here', { token: admin })).status,
    ).toBe(404)
    expect((await call('GET', '/api/users/posts?name=avery-quinn')).status).toBe(401)
    expect((await call('GET', '/api/users/gallery', { token: admin })).status).toBe(400)
  })
})

describe('follow and unfollow', () => {
  it('is idempotent, changes the counts and shows in followers and friends', async () => {
    const { user: other, token } = await given.user()
    const follow = async () =>
      followResponseSchema.parse((await post('/api/users/follow', { userId: other.id })).json)
    const first = await follow()
    expect(first).toEqual({ isFollowed: true, counts: { followers: 1, following: 0, posts: 0 } })
    expect(await follow()).toEqual(first)

    const theirFollowers = peopleResponseSchema.parse(
      await get(`/api/users/followers?name=${other.username}`, token),
    )
    expect(theirFollowers.people.map((p) => p.id)).toEqual([DEMO_ADMIN_ID])
    // The other person does not follow the admin back yet.
    expect(theirFollowers.people[0]!.isFollowed).toBe(false)

    await post('/api/users/follow', { userId: DEMO_ADMIN_ID }, token)
    const friends = peopleResponseSchema.parse(
      await get(`/api/users/friends?name=${other.username}`, token),
    )
    expect(friends.people.map((p) => p.id)).toEqual([DEMO_ADMIN_ID])

    const off = await post('/api/users/unfollow', { userId: other.id })
    expect(followResponseSchema.parse(off.json).counts.followers).toBe(0)
    expect((await post('/api/users/unfollow', { userId: other.id })).status).toBe(200)
    const after = peopleResponseSchema.parse(
      await get(`/api/users/friends?name=${other.username}`, token),
    )
    expect(after.total).toBe(0)
  })

  it('stores one follow for concurrent requests', async () => {
    const { user: other } = await given.user()
    await Promise.all([1, 2, 3, 4].map(() => post('/api/users/follow', { userId: other.id })))
    const db = await getDb()
    expect(
      db.follows.findMany((q) => q.where({ followerId: DEMO_ADMIN_ID, followeeId: other.id })),
    ).toHaveLength(1)
  })

  it('refuses oneself, unknown people and malformed bodies', async () => {
    const self = await post('/api/users/follow', { userId: DEMO_ADMIN_ID })
    expect(self.status).toBe(400)
    expect(self.json).toEqual({ message: 'You cannot follow yourself' })
    expect((await post('/api/users/follow', { userId: 'user-nobody' })).status).toBe(404)
    expect((await post('/api/users/follow', { userId: 42 })).status).toBe(400)
    expect(
      (await call('POST', '/api/users/follow', { body: { userId: DEMO_ADMIN_ID } })).status,
    ).toBe(401)
  })
})

describe('likes and comments', () => {
  const firstPost = async () =>
    postsResponseSchema.parse(await get('/api/users/posts?name=sam-rivera')).posts[0]!

  it('likes and unlikes once per person', async () => {
    const before = await firstPost()
    const like = (liked: boolean) =>
      post('/api/users/posts/like', { postId: before.id, liked: !before.isLiked ? liked : !liked })
    const liked = postResponseSchema.parse((await like(true)).json).post
    expect(liked.likes).toBe(before.likes + (before.isLiked ? -1 : 1))
    expect(postResponseSchema.parse((await like(true)).json).post.likes).toBe(liked.likes)
    const back = postResponseSchema.parse((await like(false)).json).post
    expect(back.likes).toBe(before.likes)
    expect(back.isLiked).toBe(before.isLiked)
  })

  it('adds a plain-text comment by the caller, last, and checks its length', async () => {
    const target = await firstPost()
    const answer = await post('/api/users/posts/comment', {
      postId: target.id,
      message: '  <b>Nice</b> work  ',
    })
    expect(answer.status).toBe(200)
    const comments = postResponseSchema.parse(answer.json).post.comments
    expect(comments.at(-1)).toMatchObject({
      message: '<b>Nice</b> work',
      author: { id: DEMO_ADMIN_ID, displayName: 'Avery Quinn' },
    })

    const empty = await post('/api/users/posts/comment', { postId: target.id, message: '   ' })
    expect(empty.status).toBe(400)
    expect(errorsOf(empty).message).toBe('Write a comment')
    const long = await post('/api/users/posts/comment', {
      postId: target.id,
      message: 'x'.repeat(MAX_POST_COMMENT_LENGTH + 1),
    })
    expect(errorsOf(long).message).toBe('Keep the comment under 500 characters')
    expect(
      (await post('/api/users/posts/comment', { postId: 'post-x', message: 'Hi' })).status,
    ).toBe(404)
  })
})
