/**
 * The blog's comments, favourites, view and share counts, autosave and post deletion on the mock
 * API.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  autosaveResponseSchema,
  commentListResponseSchema,
  commentResponseSchema,
  favoriteResponseSchema,
  postCountsResponseSchema,
  postResponseSchema,
  type AutosaveFields,
} from '@/lib/api/schemas/blog'
import { getDb } from '../../mocks/db/database'
import { DEMO_ADMIN_ID, DEMO_USER_ID } from '../../mocks/lib/demo-accounts'
import { blogGet, blogPost, givenComment, givenPost, ok, png, postInput } from './blog-given'
import { errorsOf, login } from './client'
import { given } from './given'

let admin: string
let user: string
beforeEach(async () => {
  admin = await login()
  user = await login('user@example.com')
})

const db = () => getDb()
const comment = async (
  token: string,
  body: { id: string; postId: string; parentId?: string | null; message?: string },
  status = 201,
) =>
  commentResponseSchema.parse(
    ok(await blogPost('comments/new', token, { message: 'A comment', ...body }), status),
  ).comment
const comments = async (query: string, token = user) =>
  commentListResponseSchema.parse(ok(await blogGet(`comments?${query}`, token)))
const readPost = async (slug: string, token = user) =>
  postResponseSchema.parse(ok(await blogGet(`post?title=${encodeURIComponent(slug)}`, token))).post

describe('comments', () => {
  it('threads replies (to replies too) under their top-level comment, oldest first, with whom they answer', async () => {
    const post = await givenPost({ title: 'Threads', slug: 'threads' })
    const anna = await given.user({ firstName: 'Anna', lastName: 'Lind' })
    const top = await comment(anna.token, { id: 'c-top', postId: post.id, message: '  First!  ' })
    expect(top).toMatchObject({
      id: 'c-top',
      postId: post.id,
      parentId: null,
      replyTo: null,
      message: 'First!',
      canDelete: true,
      author: { id: anna.user.id, name: 'Anna Lind', username: anna.user.username },
    })
    const reply = await comment(admin, { id: 'c-reply', postId: post.id, parentId: 'c-top' })
    expect(reply.replyTo?.name).toBe('Anna Lind')
    const deeper = await comment(user, { id: 'c-deeper', postId: post.id, parentId: 'c-reply' })
    expect(deeper).toMatchObject({ parentId: 'c-reply', replyTo: { name: 'Avery Quinn' } })
    const stored = (await db()).blogComments.findFirst((q) => q.where({ id: 'c-deeper' }))!
    expect(stored.threadId).toBe('c-top')

    const page = await comments(`postId=${post.id}`)
    expect(page).toMatchObject({ total: 1, page: 1, size: 10 })
    const [thread] = page.comments
    expect(thread!.id).toBe('c-top')
    expect(thread!.canDelete).toBe(false)
    expect(thread!.replies.map((r) => [r.id, r.replyTo?.name, r.canDelete])).toEqual([
      ['c-reply', 'Anna Lind', false],
      ['c-deeper', 'Avery Quinn', true],
    ])
    expect((await readPost('threads')).totalComments).toBe(3)
  })

  it('pages top-level comments newest or oldest first, 10 a page, each with its replies', async () => {
    const post = await givenPost()
    const start = Date.now() - 60 * 60 * 1000
    for (let i = 0; i < 12; i += 1)
      await givenComment({
        id: `top-${i}`,
        postId: post.id,
        authorId: DEMO_USER_ID,
        createdAt: new Date(start + i * 60_000).toISOString(),
      })
    await givenComment({ postId: post.id, authorId: DEMO_ADMIN_ID, parentId: 'top-0' })
    const newest = await comments(`postId=${post.id}`)
    expect(newest.total).toBe(12)
    expect(newest.comments.map((c) => c.id)).toEqual(
      Array.from({ length: 10 }, (_, i) => `top-${11 - i}`),
    )
    const second = await comments(`postId=${post.id}&sort=newest&page=2`)
    expect(second.comments.map((c) => c.id)).toEqual(['top-1', 'top-0'])
    expect(second.comments[1]!.replies).toHaveLength(1)
    const oldest = await comments(`postId=${post.id}&sort=oldest`)
    expect(oldest.comments[0]!.id).toBe('top-0')
    expect((await comments(`postId=${post.id}&page=3`)).comments).toEqual([])
  })

  it('refuses comments where they are off, on a post the caller cannot see, and under another post', async () => {
    const closed = await givenPost({ commentsEnabled: false })
    const answer = await blogPost('comments/new', user, {
      id: 'c-closed',
      postId: closed.id,
      message: 'Hello',
    })
    expect(answer).toEqual({
      status: 400,
      json: {
        message: 'Comments are turned off for this post',
        errors: { message: 'Comments are turned off for this post' },
      },
    })
    // Those already written still show.
    await givenComment({ postId: closed.id, authorId: DEMO_ADMIN_ID })
    expect((await comments(`postId=${closed.id}`)).total).toBe(1)

    const draft = await givenPost({ status: 'draft', publishedAt: null })
    const hidden = await blogPost('comments/new', user, {
      id: 'c-d',
      postId: draft.id,
      message: 'x',
    })
    expect(hidden.status).toBe(404)
    expect(
      (await blogPost('comments/new', admin, { id: 'c-d', postId: draft.id, message: 'x' })).status,
    ).toBe(201)

    const open = await givenPost()
    const elsewhere = await givenComment({ postId: closed.id, authorId: DEMO_ADMIN_ID })
    expect(
      errorsOf(
        await blogPost('comments/new', user, {
          id: 'c-x',
          postId: open.id,
          parentId: elsewhere.id,
          message: 'x',
        }),
      ),
    ).toEqual({ parentId: 'The comment you replied to was deleted' })
    expect(
      (await blogPost('comments/new', user, { id: 'c-y', postId: 'post-nope', message: 'x' }))
        .status,
    ).toBe(404)
  })

  it('stores a retried comment once, and refuses an id someone else has used', async () => {
    const post = await givenPost()
    const first = await comment(user, { id: 'retry-1', postId: post.id, message: 'Once' })
    const again = await comment(user, { id: 'retry-1', postId: post.id, message: 'Once' }, 200)
    expect(again).toEqual(first)
    expect((await db()).blogComments.findMany((q) => q.where({ id: 'retry-1' }))).toHaveLength(1)
    const taken = await blogPost('comments/new', admin, {
      id: 'retry-1',
      postId: post.id,
      message: 'Mine?',
    })
    expect(errorsOf(taken)).toEqual({ id: 'This id is already in use' })
    const otherPost = await givenPost()
    expect(
      (await blogPost('comments/new', user, { id: 'retry-1', postId: otherPost.id, message: 'x' }))
        .status,
    ).toBe(400)
  })

  it('takes plain text as typed (trimmed), required and at most 1,000 characters', async () => {
    const post = await givenPost()
    const typed = '<b>bold?</b> & <script>alert(1)</script>'
    expect(
      (await comment(user, { id: 'plain', postId: post.id, message: ` ${typed}\n` })).message,
    ).toBe(typed)
    expect(
      Object.keys(
        errorsOf(
          await blogPost('comments/new', user, { id: 'e1', postId: post.id, message: '  ' }),
        ),
      ),
    ).toEqual(['message'])
    expect(
      errorsOf(
        await blogPost('comments/new', user, {
          id: 'e2',
          postId: post.id,
          message: 'x'.repeat(1001),
        }),
      ),
    ).toEqual({ message: 'Comments must be 1,000 characters or fewer' })
  })

  it('lets the writer or an admin delete a comment with every reply under it; anyone else gets 403', async () => {
    const post = await givenPost()
    const member = await given.user()
    await comment(member.token, { id: 'root', postId: post.id })
    await comment(user, { id: 'child', postId: post.id, parentId: 'root' })
    await comment(admin, { id: 'grandchild', postId: post.id, parentId: 'child' })
    await comment(user, { id: 'sibling', postId: post.id, parentId: 'root' })
    await comment(user, { id: 'other-top', postId: post.id })

    expect(await blogPost('comments/delete', user, { commentId: 'root' })).toEqual({
      status: 403,
      json: { message: 'You can only change what you created' },
    })
    expect(ok(await blogPost('comments/delete', user, { commentId: 'child' }))).toEqual({
      deleted: 2,
    })
    const left = (await db()).blogComments.findMany((q) => q.where({ postId: post.id }))
    expect(left.map((c) => c.id).sort()).toEqual(['other-top', 'root', 'sibling'])
    expect(ok(await blogPost('comments/delete', admin, { commentId: 'root' }))).toEqual({
      deleted: 2,
    })
    expect(
      (await blogPost('comments/delete', member.token, { commentId: 'other-top' })).status,
    ).toBe(403)
    expect((await blogPost('comments/delete', admin, { commentId: 'root' })).status).toBe(404)
  })

  it('limits how fast one person comments (429 with Retry-After)', async () => {
    const post = await givenPost()
    const member = await given.user()
    for (let i = 0; i < 20; i += 1)
      await comment(member.token, { id: `burst-${i}`, postId: post.id })
    const over = await blogPost('comments/new', member.token, {
      id: 'burst-20',
      postId: post.id,
      message: 'One more',
    })
    expect(over.status).toBe(429)
    expect(over.json.retryAfter).toEqual(expect.any(Number))
    // A retried send of a stored comment is not counted.
    expect(
      (
        await blogPost('comments/new', member.token, {
          id: 'burst-3',
          postId: post.id,
          message: 'x',
        })
      ).status,
    ).toBe(200)
    // Another person is not limited by it.
    await comment(user, { id: 'not-limited', postId: post.id })
  })
})

describe('favourites, views and shares', () => {
  it('favourites once per person, whatever the repeats, and shows it in the summaries', async () => {
    const post = await givenPost({ title: 'Liked', slug: 'liked' })
    const favorite = async (token: string, isFavorite: boolean) =>
      favoriteResponseSchema.parse(
        ok(await blogPost('post/favorite', token, { postId: post.id, isFavorite })),
      )
    expect(await favorite(user, true)).toEqual({
      postId: post.id,
      isFavorite: true,
      totalFavorites: 1,
    })
    expect((await favorite(user, true)).totalFavorites).toBe(1)
    expect((await favorite(admin, true)).totalFavorites).toBe(2)
    expect(await readPost('liked', user)).toMatchObject({ isFavorite: true, totalFavorites: 2 })
    expect((await favorite(user, false)).totalFavorites).toBe(1)
    expect((await favorite(user, false)).totalFavorites).toBe(1)
    const forUser = await readPost('liked', user)
    expect(forUser).toMatchObject({ isFavorite: false, totalFavorites: 1 })
    expect((await readPost('liked', admin)).isFavorite).toBe(true)
  })

  it('counts every view and share', async () => {
    const post = await givenPost({ title: 'Counted', slug: 'counted', totalViews: 7 })
    const count = async (what: string) =>
      postCountsResponseSchema.parse(ok(await blogPost(`post/${what}`, user, { postId: post.id })))
    expect(await count('view')).toEqual({ postId: post.id, totalViews: 8, totalShares: 0 })
    expect(await count('view')).toEqual({ postId: post.id, totalViews: 9, totalShares: 0 })
    expect(await count('share')).toEqual({ postId: post.id, totalViews: 9, totalShares: 1 })
    expect(await readPost('counted')).toMatchObject({ totalViews: 9, totalShares: 1 })
  })
})

describe('autosave', () => {
  const fields = (title: string): Partial<AutosaveFields> => ({
    title,
    content: '<p>Half a thought</p>',
    tags: ['one'],
  })
  const read = async (token: string, postId?: string) =>
    autosaveResponseSchema.parse(
      ok(await blogGet(postId ? `autosave?postId=${postId}` : 'autosave', token)),
    ).autosave

  it('keeps the new-post form per person until a post is created', async () => {
    expect(await read(user)).toBeNull()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-20T10:00:00.000Z'))
    try {
      const saved = ok(await blogPost('autosave', user, { postId: null, fields: fields('Draft') }))
      expect(saved).toEqual({ savedAt: '2026-11-20T10:00:00.000Z' })
    } finally {
      vi.useRealTimers()
    }
    const autosave = await read(user)
    expect(autosave?.savedAt).toBe('2026-11-20T10:00:00.000Z')
    expect(autosave?.fields).toMatchObject({
      title: 'Draft',
      tags: ['one'],
      description: '',
      coverUrl: null,
      commentsEnabled: true,
    })
    // Saved again: replaced, not added; someone else's form is their own.
    await blogPost('autosave', user, { postId: null, fields: fields('Draft 2') })
    expect((await read(user))?.fields.title).toBe('Draft 2')
    expect(await read(admin)).toBeNull()
    expect((await db()).blogAutosaves.count()).toBe(1)
    // A cover picked but not saved yet stays a data URL.
    await blogPost('autosave', user, { postId: null, fields: { ...fields('x'), coverUrl: png() } })
    expect((await read(user))?.fields.coverUrl).toBe(png())

    ok(await blogPost('post/new', user, { post: postInput() }), 201)
    expect(await read(user)).toBeNull()
  })

  it("keeps an existing post's form for its editors until the post is saved", async () => {
    const member = await given.user()
    const post = await givenPost({ authorId: member.user.id, title: 'Edited', slug: 'edited' })
    ok(await blogPost('autosave', member.token, { postId: post.id, fields: fields('Edited more') }))
    expect((await read(member.token, post.id))?.fields.title).toBe('Edited more')
    expect(await read(member.token)).toBeNull()
    // An admin's autosave of the same post is the admin's own.
    ok(await blogPost('autosave', admin, { postId: post.id, fields: fields('Admin edit') }))
    ok(
      await blogPost('post/update', member.token, {
        postId: post.id,
        post: postInput({ title: 'Edited more' }),
      }),
    )
    expect(await read(member.token, post.id)).toBeNull()
    expect((await read(admin, post.id))?.fields.title).toBe('Admin edit')
  })

  it('refuses a post the caller cannot edit: 403, or 404 when they cannot see it', async () => {
    const post = await givenPost({ authorId: DEMO_ADMIN_ID })
    const draft = await givenPost({ status: 'draft', publishedAt: null })
    expect((await blogGet(`autosave?postId=${post.id}`, user)).status).toBe(403)
    expect(
      (await blogPost('autosave', user, { postId: post.id, fields: fields('x') })).status,
    ).toBe(403)
    expect(
      (await blogPost('autosave', user, { postId: draft.id, fields: fields('x') })).status,
    ).toBe(404)
    expect(
      (await blogPost('autosave', user, { postId: 'post-nope', fields: fields('x') })).status,
    ).toBe(404)
  })

  it('discards on request', async () => {
    await blogPost('autosave', user, { postId: null, fields: fields('Gone soon') })
    expect(ok(await blogPost('autosave/discard', user, { postId: null }))).toEqual({ deleted: 1 })
    expect(ok(await blogPost('autosave/discard', user, { postId: null }))).toEqual({ deleted: 0 })
    expect(await read(user)).toBeNull()
  })
})

describe('deleting a post', () => {
  it('deletes its comments, favourites and autosaves with it', async () => {
    const post = await givenPost({ title: 'Short-lived', slug: 'short-lived' })
    await comment(user, { id: 'gone-1', postId: post.id })
    await comment(admin, { id: 'gone-2', postId: post.id, parentId: 'gone-1' })
    await blogPost('post/favorite', user, { postId: post.id, isFavorite: true })
    await blogPost('autosave', admin, { postId: post.id, fields: { title: 'x' } })
    const keep = await givenPost()
    await comment(user, { id: 'kept', postId: keep.id })

    expect(ok(await blogPost('post/delete', admin, { postId: post.id }))).toEqual({
      postId: post.id,
    })
    const d = await db()
    expect(d.blogComments.findMany((q) => q.where({ postId: post.id }))).toEqual([])
    expect(d.blogFavorites.findMany((q) => q.where({ postId: post.id }))).toEqual([])
    expect(d.blogAutosaves.findMany((q) => q.where({ postId: post.id }))).toEqual([])
    expect(d.blogComments.findFirst((q) => q.where({ id: 'kept' }))).toBeDefined()
    expect((await blogGet('post?title=short-lived', admin)).status).toBe(404)
  })
})
