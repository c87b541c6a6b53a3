/**
 * Blog posts on the mock API: addresses (slugs) in every script, taken titles and renames, the
 * sanitizer's allowlist (an XSS payload table), drafts and permissions, the list (search, tabs,
 * sorts, pages, counts), suggestions, recent posts, covers and pictures, malformed requests, and
 * the seed the app shows.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import {
  blogImageUploadResponseSchema,
  postListResponseSchema,
  postResponseSchema,
  postSearchResponseSchema,
  recentPostsResponseSchema,
  type Post,
  type PostInput,
} from '@/lib/api/schemas/blog'
import { toSlug } from '@/lib/api/schemas/slug'
import { cleanPostContent } from '../../mocks/areas/blog/content'
import { getDb, resetDatabase } from '../../mocks/db/database'
import { DEMO_ADMIN_ID, DEMO_USER_ID } from '../../mocks/lib/demo-accounts'
import {
  blogGet,
  blogPost,
  dataUrl,
  givenPost,
  ok,
  bigPng,
  png,
  PNG_BYTES,
  postInput,
} from './blog-given'
import { call, errorsOf, login } from './client'
import { given } from './given'

let admin: string
let user: string
beforeEach(async () => {
  admin = await login()
  user = await login('user@example.com')
})

const create = async (token: string, overrides: Partial<PostInput> = {}): Promise<Post> =>
  postResponseSchema.parse(
    ok(await blogPost('post/new', token, { post: postInput(overrides) }), 201),
  ).post
const update = (token: string, postId: string, overrides: Partial<PostInput> = {}) =>
  blogPost('post/update', token, { postId, post: postInput(overrides) })
const read = (slug: string, token: string) =>
  blogGet(`post?title=${encodeURIComponent(slug)}`, token)
const list = async (query: string, token = admin) =>
  postListResponseSchema.parse(ok(await blogGet(`posts?${query}`, token)))
const db = () => getDb()

describe('post addresses (slugs)', () => {
  it.each([
    ['运动鞋 Pro 评测', '运动鞋-pro-评测'],
    ['مرحبا بالعالم', 'مرحبا-بالعالم'],
    ['Giày Thể Thao mới', 'giày-thể-thao-mới'],
    ['Crème brûlée à Noël', 'crème-brûlée-à-noël'],
    ['Ｗｉｄｅ Ｔｅｅ', 'wide-tee'],
  ])('%s is at %s, and opens by it', async (title, slug) => {
    const post = await create(admin, { title })
    expect(post.slug).toBe(slug)
    expect(postResponseSchema.parse(ok(await read(slug, user))).post.id).toBe(post.id)
  })

  it('numbers titles that make the same slug, and gives titles without letters a fallback', async () => {
    const slugs = []
    for (const title of [
      'Café Crème',
      'Café Crème!',
      'Café, crème?',
      '!!! ★',
      '???',
      '运动鞋！',
      '运动鞋？',
    ])
      slugs.push((await create(admin, { title })).slug)
    expect(slugs).toEqual([
      'café-crème',
      'café-crème-2',
      'café-crème-3',
      'post',
      'post-2',
      '运动鞋',
      '运动鞋-2',
    ])
    const all = (await db()).blogPosts.all().map((p) => p.slug)
    expect(new Set(all).size).toBe(all.length)
    expect((await create(admin, { title: 'a'.repeat(120) })).slug).toBe('a'.repeat(100))
  })

  it('refuses a taken title in any case or spacing: 400 on title, nothing stored', async () => {
    await create(admin, { title: 'Hello World' })
    const before = (await db()).blogPosts.count()
    const images = (await db()).blogImages.count()
    const answer = await blogPost('post/new', user, {
      post: postInput({ title: '  hello   WORLD ', coverUrl: png() }),
    })
    expect(answer).toEqual({
      status: 400,
      json: {
        message: 'A post with this title already exists',
        errors: { title: 'A post with this title already exists' },
      },
    })
    expect((await db()).blogPosts.count()).toBe(before)
    expect((await db()).blogImages.count()).toBe(images)
    // Another post's title is taken for an update too; keeping one's own is fine.
    const other = await create(admin, { title: 'Second' })
    expect(errorsOf(await update(admin, other.id, { title: 'HELLO WORLD' })).title).toBe(
      'A post with this title already exists',
    )
    expect((await update(admin, other.id, { title: 'second' })).status).toBe(200)
  })

  it('moves a renamed post to its new slug: the old one is not found, and free for another post', async () => {
    const post = await create(user, { title: 'Old name' })
    expect(post.slug).toBe('old-name')
    const renamed = postResponseSchema.parse(
      ok(await update(user, post.id, { title: 'New name' })),
    ).post
    expect(renamed.slug).toBe('new-name')
    expect((await read('old-name', user)).status).toBe(404)
    expect(postResponseSchema.parse(ok(await read('new-name', user))).post.id).toBe(post.id)
    expect((await create(admin, { title: 'Old name' })).slug).toBe('old-name')
  })

  it('finds a post by what its title makes, and is 400 without a title and 404 for none', async () => {
    const post = await create(admin, { title: 'Typed Address' })
    expect(postResponseSchema.parse(ok(await read('Typed Address', user))).post.id).toBe(post.id)
    expect((await blogGet('post', user)).status).toBe(400)
    expect((await read('no-such-post', user)).status).toBe(404)
    expect((await call('GET', '/api/blog/post?title=typed-address')).status).toBe(401)
  })
})

describe('content', () => {
  /** [what, content, what must not be stored]; every payload also carries the text "Hi". */
  const payloads: [string, string, RegExp][] = [
    ['a script element', '<p>Hi</p><script>alert(1)</script>', /<script|alert/i],
    ['an onerror handler', '<p>Hi</p><img src=x onerror="alert(1)">', /onerror|alert/i],
    ['a javascript: link', '<p><a href="javascript:alert(1)">Hi</a></p>', /javascript:/i],
    ['a mixed-case javascript: link', '<p><a href=" JaVaScRiPt:alert(1)">Hi</a></p>', /script:/i],
    ['an svg with onload', '<p>Hi</p><svg onload="alert(1)"><circle r="1"/></svg>', /svg|onload/i],
    ['an iframe', '<p>Hi</p><iframe src="https://example.com"></iframe>', /iframe/i],
    [
      'an object and an embed',
      '<p>Hi</p><object data="x.swf"></object><embed src="x">',
      /object|embed/,
    ],
    [
      'a style with expression()',
      '<p style="width: expression(alert(1))">Hi</p>',
      /expression|style/,
    ],
    [
      'a style with url(javascript:)',
      '<p style="background: url(javascript:alert(1))">Hi</p>',
      /url|style/,
    ],
    [
      'an alignment next to a url()',
      '<p style="text-align: center; background: url(x.png)">Hi</p>',
      /url/,
    ],
    [
      'a data: HTML link',
      '<p><a href="data:text/html,&lt;script&gt;alert(1)">Hi</a></p>',
      /data:|href/,
    ],
    ['a handler on a heading', '<h2 onmouseover="alert(1)">Hi</h2>', /onmouseover/],
    [
      'a form action',
      '<form action="javascript:alert(1)"><button>Hi</button></form>',
      /javascript:/,
    ],
    [
      'a meta refresh',
      '<p>Hi</p><meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
      /meta|javascript:/,
    ],
    [
      'a math element',
      '<p>Hi</p><math><mi xlink:href="javascript:alert(1)">x</mi></math>',
      /math|javascript:/,
    ],
  ]

  it.each(payloads)('stores nothing executable: %s', async (_, content, forbidden) => {
    const post = await create(admin, { content })
    const stored = (await db()).blogPosts.findFirst((q) => q.where({ id: post.id }))!
    expect(stored.content).toBe(post.content)
    expect(stored.content).not.toMatch(forbidden)
    expect(stored.content).toContain('Hi')
  })

  it('keeps headings, lists, quotes, code, pictures, links and alignment as they are', async () => {
    const content =
      '<h2>Title</h2><h3>Part</h3><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote><p>quote</p></blockquote>' +
      '<pre><code class="language-ts">const a = 1 &lt; 2</code></pre>' +
      '<p><img src="/api/blog/images/bimg-1" alt="a picture"></p>' +
      '<p><a href="https://example.com/a">a link</a></p>' +
      '<p style="text-align: center">centred</p><h2 style="text-align: right">right</h2>'
    expect((await create(admin, { content })).content).toBe(content)
  })

  it.each(['', '<p></p>', '<p> &nbsp; </p>', '<p><br></p>', '<script>alert(1)</script>', '<img>'])(
    'refuses content with nothing to read or see: %j',
    async (content) => {
      const answer = await blogPost('post/new', admin, { post: postInput({ content }) })
      expect(errorsOf(answer)).toEqual({ content: 'Write something or add a picture' })
    },
  )

  it('accepts a picture alone', async () => {
    const content = '<p><img src="/api/images/gallery/scene-1.svg" alt=""></p>'
    expect((await create(admin, { content })).content).toBe(content)
  })

  it('reads 200 words a minute, Chinese and Japanese 300 characters a minute, at least 1', async () => {
    const words = (n: number) => `<p>${Array.from({ length: n }, () => 'word').join(' ')}</p>`
    expect((await create(admin, { content: words(3) })).readingMinutes).toBe(1)
    expect((await create(admin, { content: words(1000) })).readingMinutes).toBe(5)
    expect((await create(admin, { content: `<p>${'字'.repeat(900)}</p>` })).readingMinutes).toBe(3)
    expect(
      (await create(admin, { content: `<p>${'字'.repeat(300)}</p>${words(400)}` })).readingMinutes,
    ).toBe(3)
  })

  it('sets publishedAt the first time a post is published, and keeps it', async () => {
    const draft = await create(user, { status: 'draft', title: 'Later' })
    expect(draft.publishedAt).toBeNull()
    const published = postResponseSchema.parse(
      ok(await update(user, draft.id, { status: 'published', title: 'Later' })),
    ).post
    expect(published.publishedAt).not.toBeNull()
    const again = postResponseSchema.parse(
      ok(await update(user, draft.id, { status: 'draft', title: 'Later' })),
    ).post
    expect(again.publishedAt).toBe(published.publishedAt)
    expect(again.status).toBe('draft')
  })

  it('keeps tags and keywords once whatever their case, and needs two different tags', async () => {
    const post = await create(admin, {
      tags: ['Design', 'design', 'UX'],
      metaKeywords: ['a', 'A', 'b'],
    })
    expect(post.tags).toEqual(['Design', 'UX'])
    expect(post.metaKeywords).toEqual(['a', 'b'])
    const answer = await blogPost('post/new', admin, { post: postInput({ tags: ['UX', 'ux'] }) })
    expect(errorsOf(answer)).toEqual({ tags: 'Add at least 2 tags' })
  })

  it('names each refused field: lengths, counts, and several at once', async () => {
    const refused = async (overrides: Partial<PostInput>) =>
      errorsOf(await blogPost('post/new', admin, { post: postInput(overrides) }))
    expect(await refused({ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) })).toEqual({
      tags: 'Use at most 10 tags',
    })
    expect(await refused({ tags: ['ok', 'x'.repeat(31)] })).toEqual({
      'tags.1': 'Tags must be 30 characters or fewer',
    })
    expect(await refused({ metaTitle: 'x'.repeat(71) })).toEqual({
      metaTitle: 'The meta title must be 70 characters or fewer',
    })
    expect(await refused({ metaDescription: 'x'.repeat(161) })).toEqual({
      metaDescription: 'The meta description must be 160 characters or fewer',
    })
    expect(await refused({ description: ' ' })).toEqual({
      description: 'Write a short description',
    })
    expect(Object.keys(await refused({ description: 'x'.repeat(201) }))).toEqual(['description'])
    expect(Object.keys(await refused({ content: 'x'.repeat(100_001) }))).toEqual(['content'])
    await create(admin, { title: 'Taken' })
    const several = await blogPost('post/new', admin, {
      post: postInput({ title: 'taken', content: '<p></p>', tags: ['a', 'A'] }),
    })
    expect(several.json.message).toBe('Some fields need your attention')
    expect(Object.keys(errorsOf(several)).sort()).toEqual(['content', 'tags', 'title'])
  })
})

describe('drafts and permissions', () => {
  it('shows a draft to its author and admins only: 404 and left out of lists and counts for others', async () => {
    const author = await given.user()
    const other = await given.user()
    const draft = await create(author.token, { title: 'Secret plans zyx', status: 'draft' })
    expect((await read(draft.slug, other.token)).status).toBe(404)
    expect((await read(draft.slug, author.token)).status).toBe(200)
    expect((await read(draft.slug, admin)).status).toBe(200)
    const forOther = await list('search=zyx', other.token)
    expect(forOther.rows).toEqual([])
    expect(forOther.counts).toEqual({ all: 0, published: 0, draft: 0 })
    const forAuthor = await list('search=zyx&status=draft', author.token)
    expect(forAuthor.rows.map((r) => r.id)).toEqual([draft.id])
    expect(forAuthor.counts).toEqual({ all: 1, published: 0, draft: 1 })
    expect((await list('search=zyx', admin)).counts).toEqual({ all: 1, published: 0, draft: 1 })
    // Nobody else can act on it either: it does not exist for them (404, not 403).
    for (const path of ['post/view', 'post/share', 'post/delete'])
      expect((await blogPost(path, other.token, { postId: draft.id })).status).toBe(404)
    expect((await update(other.token, draft.id)).status).toBe(404)
    expect((await blogGet(`comments?postId=${draft.id}`, other.token)).status).toBe(404)
    const suggestions = postSearchResponseSchema.parse(
      ok(await blogGet('posts/search?query=secret%20plans', other.token)),
    ).results
    expect(suggestions).toEqual([])
  })

  it("refuses another member's post with 403 not_owner and changes nothing", async () => {
    const post = await create(admin, { title: 'Mine' })
    const before = JSON.stringify((await db()).blogPosts.all())
    const refused = { status: 403, json: { message: 'You can only change what you created' } }
    expect(await update(user, post.id, { title: 'Yours' })).toEqual(refused)
    expect(await blogPost('post/delete', user, { postId: post.id })).toEqual(refused)
    expect(JSON.stringify((await db()).blogPosts.all())).toBe(before)
    expect(postResponseSchema.parse(ok(await read(post.slug, user))).post.canEdit).toBe(false)
    expect(postResponseSchema.parse(ok(await read(post.slug, admin))).post.canEdit).toBe(true)
    expect((await blogPost('post/delete', user, { postId: 'post-nope' })).status).toBe(404)
  })

  it("lets an admin edit and delete anyone's post, drafts included", async () => {
    const member = await given.user()
    const post = await create(member.token, { title: 'By a member', status: 'draft' })
    expect(postResponseSchema.parse(ok(await read(post.slug, member.token))).post.canEdit).toBe(
      true,
    )
    const edited = postResponseSchema.parse(
      ok(await update(admin, post.id, { title: 'Edited by an admin', status: 'draft' })),
    ).post
    expect(edited.author.id).toBe(member.user.id)
    expect(ok(await blogPost('post/delete', admin, { postId: post.id }))).toEqual({
      postId: post.id,
    })
    expect((await read(edited.slug, admin)).status).toBe(404)
  })
})

describe('GET /api/blog/posts', () => {
  it('pages the newest first, 12 a page by default, without overlaps', async () => {
    const first = await list('')
    expect(first).toMatchObject({ page: 1, size: 12, total: 25 })
    expect(first.rows).toHaveLength(12)
    const dates = first.rows.map((r) => r.publishedAt ?? r.createdAt)
    expect([...dates].sort().reverse()).toEqual(dates)
    const third = await list('page=3')
    expect(third.rows).toHaveLength(1)
    const ids = [...first.rows, ...(await list('page=2')).rows, ...third.rows].map((r) => r.id)
    expect(new Set(ids).size).toBe(25)
    expect((await list('size=5&page=2')).rows).toHaveLength(5)
    expect(first.rows.every((r) => !('content' in r))).toBe(true)
  })

  it('searches titles, descriptions, tags and author names, in any case', async () => {
    const author = await given.user({ firstName: 'Quill', lastName: 'Umberfield' })
    await create(author.token, { title: 'About wombats' })
    await create(admin, { title: 'Plain', description: 'All about WOMBATS here' })
    await create(admin, { title: 'Tagged', tags: ['Wombat facts', 'Misc'] })
    const found = await list('search=Wombat')
    expect(found.rows.map((r) => r.title).sort()).toEqual(['About wombats', 'Plain', 'Tagged'])
    expect((await list('search=umberFIELD')).rows.map((r) => r.title)).toEqual(['About wombats'])
    expect((await list('search=nothing-matches-this')).total).toBe(0)
  })

  it('sorts by latest, popular and oldest, and filters by tab with the counts of every tab', async () => {
    const day = 24 * 60 * 60 * 1000
    const at = (days: number) => new Date(Date.now() - days * day).toISOString()
    const tags = ['Kestrel', 'Birds']
    const a = await givenPost({
      title: 'A',
      tags,
      publishedAt: at(3),
      createdAt: at(4),
      totalViews: 10,
    })
    const b = await givenPost({
      title: 'B',
      tags,
      publishedAt: at(1),
      createdAt: at(5),
      totalViews: 5,
    })
    const c = await givenPost({
      title: 'C',
      tags,
      status: 'draft',
      publishedAt: null,
      createdAt: at(0.5),
    })
    const d = await givenPost({
      title: 'D',
      tags,
      publishedAt: at(2),
      createdAt: at(2),
      totalViews: 500,
    })
    const order = async (query: string) =>
      (await list(`search=kestrel&${query}`)).rows.map((r) => r.id)
    expect(await order('')).toEqual([c.id, b.id, d.id, a.id])
    expect(await order('sort=latest')).toEqual([c.id, b.id, d.id, a.id])
    expect(await order('sort=popular')).toEqual([d.id, a.id, b.id, c.id])
    expect(await order('sort=oldest')).toEqual([a.id, d.id, b.id, c.id])
    expect(await order('status=draft')).toEqual([c.id])
    const published = await list('search=kestrel&status=published&size=2')
    expect(published.rows.map((r) => r.id)).toEqual([b.id, d.id])
    expect(published).toMatchObject({ total: 3, counts: { all: 4, published: 3, draft: 1 } })
  })

  it('is 400 for values it cannot use, and 401 without a token', async () => {
    for (const query of [
      'status=archived',
      'sort=random',
      'page=0',
      'size=49',
      'size=abc',
      `search=${'x'.repeat(101)}`,
    ])
      expect((await blogGet(`posts?${query}`, admin)).status, query).toBe(400)
    expect((await blogGet('posts')).status).toBe(401)
  })
})

describe('GET /api/blog/posts/search and /posts/recent', () => {
  it('suggests at most 6 posts, titles that start with the query first', async () => {
    await create(admin, { title: 'Sea otters at night' })
    for (let i = 1; i <= 6; i += 1) await create(admin, { title: `Otter tips ${i}` })
    await create(admin, { title: 'Rivers', description: 'Where the otter lives' })
    const results = postSearchResponseSchema.parse(
      ok(await blogGet('posts/search?query=OTTER', user)),
    ).results
    expect(results).toHaveLength(6)
    expect(results.every((r) => r.title.startsWith('Otter tips'))).toBe(true)
    const fewer = postSearchResponseSchema.parse(
      ok(await blogGet('posts/search?query=otters', user)),
    )
    expect(fewer.results.map((r) => r.title)).toEqual(['Sea otters at night'])
    expect(ok(await blogGet('posts/search?query=%20', user))).toEqual({ results: [] })
    expect((await blogGet('posts/search', user)).status).toBe(400)
  })

  it('suggests the caller’s own drafts but nobody else’s', async () => {
    const member = await given.user()
    await create(member.token, { title: 'Draft of a heron', status: 'draft' })
    const search = async (token: string) =>
      postSearchResponseSchema.parse(ok(await blogGet('posts/search?query=heron', token))).results
    expect(await search(member.token)).toHaveLength(1)
    expect(await search(user)).toHaveLength(0)
  })

  it('answers the four newest published posts but the one named', async () => {
    const all = (await list('status=published&size=48')).rows
    const [newest, ...rest] = all
    const recent = recentPostsResponseSchema.parse(
      ok(await blogGet(`posts/recent?title=${encodeURIComponent(newest!.slug)}`, user)),
    ).posts
    expect(recent.map((p) => p.id)).toEqual(rest.slice(0, 4).map((p) => p.id))
    const other = recentPostsResponseSchema.parse(
      ok(await blogGet('posts/recent?title=not-a-post', user)),
    ).posts
    expect(other.map((p) => p.id)).toEqual(all.slice(0, 4).map((p) => p.id))
  })
})

describe('covers and pictures', () => {
  it('stores an uploaded cover and serves it to anyone holding the address', async () => {
    const post = await create(user, { coverUrl: png() })
    expect(post.coverUrl).toMatch(/^\/api\/blog\/images\/bimg-[0-9a-f]{32}$/)
    const bytes = await fetch(`http://localhost${post.coverUrl}`)
    expect(bytes.status).toBe(200)
    expect(bytes.headers.get('Content-Type')).toBe('image/png')
    expect(bytes.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(bytes.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect([...new Uint8Array(await bytes.arrayBuffer())]).toEqual(PNG_BYTES)
    // The address is kept as it is on the next save, and another post may use it.
    const kept = postResponseSchema.parse(
      ok(await update(user, post.id, { title: post.title, coverUrl: post.coverUrl })),
    ).post
    expect(kept.coverUrl).toBe(post.coverUrl)
    expect((await create(admin, { coverUrl: post.coverUrl })).coverUrl).toBe(post.coverUrl)
    expect((await call('GET', '/api/blog/images/bimg-unknown')).status).toBe(404)
  })

  it.each([
    '/api/images/covers/cover-3.svg',
    '/api/images/gallery/scene-12.svg',
    '/api/images/products/hoodie-900-1.svg',
    null,
  ])('takes %s as a cover', async (coverUrl) => {
    expect((await create(admin, { coverUrl })).coverUrl).toBe(coverUrl)
  })

  it.each([
    ['an unknown upload', '/api/blog/images/bimg-nope', 'This file is not an image we can use'],
    [
      'a drawn picture that does not exist',
      '/api/images/covers/x.svg',
      'This file is not an image we can use',
    ],
    ['another site', 'https://example.com/cover.png', 'This file is not an image we can use'],
    [
      'an SVG',
      dataUrl('image/svg+xml', [...new TextEncoder().encode('<svg onload="alert(1)"/>')]),
      'This file is not an image we can use',
    ],
    [
      'bytes that are not a PNG',
      dataUrl('image/png', [1, 2, 3, 4]),
      'This file is not an image we can use',
    ],
    [
      'a PNG said to be a GIF',
      dataUrl('image/gif', PNG_BYTES),
      'This file is not an image we can use',
    ],
    [
      'a picture over 1 MB',
      dataUrl('image/png', bigPng(1024 * 1024 + 1)),
      'Images must be 1 MB or smaller',
    ],
  ])('refuses %s as a cover', async (_, coverUrl, message) => {
    const images = (await db()).blogImages.count()
    const answer = await blogPost('post/new', admin, { post: postInput({ coverUrl }) })
    expect(errorsOf(answer)).toEqual({ coverUrl: message })
    expect((await db()).blogImages.count()).toBe(images)
  })

  it('uploads pictures for the content and answers their public address', async () => {
    const answer = await blogPost('images/upload', user, { name: 'photo.png', dataUrl: png() })
    const { url } = blogImageUploadResponseSchema.parse(ok(answer, 201))
    expect(url).toMatch(/^\/api\/blog\/images\/bimg-[0-9a-f]{32}$/)
    const bytes = await fetch(`http://localhost${url}`)
    expect(bytes.status).toBe(200)
    expect(bytes.headers.get('Content-Disposition')).toContain('inline')
    const refused = async (name: string, dataUrl: string) =>
      errorsOf(await blogPost('images/upload', user, { name, dataUrl })).dataUrl
    expect(await refused('a.txt', dataUrl('text/plain', [104, 105]))).toBe(
      'Use a PNG, JPEG, WebP or GIF picture',
    )
    expect(await refused('a.png', dataUrl('image/png', [1, 2, 3]))).toBe(
      'This file is not an image we can use',
    )
    expect(await refused('a.png', `data:image/png;base64,${'A'.repeat(1_398_200)}`)).toBe(
      'Images must be 1 MB or smaller',
    )
    expect(
      (await call('POST', '/api/blog/images/upload', { body: { name: 'a', dataUrl: png() } }))
        .status,
    ).toBe(401)
  })
})

describe('malformed requests', () => {
  it.each([
    ['post/new', {}],
    ['post/new', { post: null }],
    ['post/new', { post: { ...postInput(), tags: 'one,two' } }],
    ['post/new', { post: { ...postInput(), status: 'archived' } }],
    ['post/new', { post: { ...postInput(), title: 42 } }],
    ['post/new', { post: { ...postInput(), commentsEnabled: 'yes' } }],
    ['post/update', { postId: 7, post: postInput() }],
    ['post/delete', { postId: '' }],
    ['post/favorite', { postId: 'post-seed-1', isFavorite: 'yes' }],
    ['post/view', { postId: 'x'.repeat(65) }],
    ['comments/new', { id: '__proto__', postId: 'post-seed-1', message: 'hi' }],
    ['comments/new', { id: 'a b', postId: 'post-seed-1', message: 'hi' }],
    ['comments/delete', {}],
    ['autosave', { postId: null, fields: { tags: 'x' } }],
    ['autosave', { fields: {} }],
    ['autosave/discard', { postId: 5 }],
    ['images/upload', { name: '', dataUrl: 'x' }],
  ])('POST %s %j is a 400', async (path, body) => {
    const answer = await blogPost(path, admin, body)
    expect(answer.status).toBe(400)
    expect(answer.json.message).toEqual(expect.any(String))
  })

  it('is a 400 for a body that is not JSON and a 415 for one that is not said to be', async () => {
    expect(
      (await call('POST', '/api/blog/post/new', { token: admin, raw: '{"post":' })).status,
    ).toBe(400)
    const text = await fetch('http://localhost/api/blog/post/view', {
      method: 'POST',
      headers: { Authorization: `Bearer ${admin}`, 'Content-Type': 'text/plain' },
      body: '{}',
    })
    expect(text.status).toBe(415)
  })

  it.each([
    'comments',
    'comments?postId=post-seed-1&sort=top',
    'comments?postId=post-seed-1&page=0',
    'autosave?postId=',
    'posts/recent',
  ])('GET %s is a 400', async (path) => {
    expect((await blogGet(path, admin)).status).toBe(400)
  })
})

describe('the seed', () => {
  it('has 25 posts over the last year by directory people, the demo accounts among them', async () => {
    const d = await db()
    const posts = d.blogPosts.all()
    expect(posts).toHaveLength(25)
    const of = (authorId: string, status: string) =>
      posts.filter((p) => p.authorId === authorId && p.status === status).length
    expect([of(DEMO_ADMIN_ID, 'published'), of(DEMO_ADMIN_ID, 'draft')]).toEqual([3, 1])
    expect([of(DEMO_USER_ID, 'published'), of(DEMO_USER_ID, 'draft')]).toEqual([1, 1])
    expect(posts.filter((p) => p.status === 'draft')).toHaveLength(4)
    const people = new Set(d.users.all().map((u) => u.id))
    const yearAgo = new Date(Date.now() - 366 * 24 * 60 * 60 * 1000).toISOString()
    for (const post of posts) {
      expect(people.has(post.authorId)).toBe(true)
      expect(post.tags.length).toBeGreaterThanOrEqual(2)
      expect(post.coverUrl).toMatch(/^\/api\/images\/covers\/cover-\d+\.svg$/)
      if (post.status === 'published') {
        expect(post.publishedAt! > yearAgo).toBe(true)
        expect(post.totalViews).toBeGreaterThanOrEqual(100)
        expect(post.totalViews).toBeLessThanOrEqual(20_000)
      }
    }
    expect(posts.filter((p) => !p.commentsEnabled).map((p) => p.slug)).toEqual([
      'pricing-experiments-we-ran-this-year',
    ])
    expect(posts.map((p) => p.slug)).toEqual(expect.arrayContaining(['远程团队的协作习惯']))
  })

  it('stores what the sanitizer keeps, with headings, lists, quotes, code and links', async () => {
    const posts = (await db()).blogPosts.all()
    for (const post of posts) expect(await cleanPostContent(post.content)).toBe(post.content)
    const english = posts.filter((p) => /^[\x20-\x7e]+$/.test(p.title))
    for (const post of english) {
      for (const tag of ['<h2>', '<h3>', '<ul>', '<blockquote>', '<a href="https://', '<img src='])
        expect(post.content).toContain(tag)
    }
    expect(english.filter((p) => p.content.includes('<pre><code>')).length).toBeGreaterThan(5)
  })

  it('has comment threads with replies up to three deep, after each post was published', async () => {
    const d = await db()
    const comments = d.blogComments.all()
    expect(comments.length).toBeGreaterThan(50)
    const byId = new Map(comments.map((c) => [c.id, c]))
    const depth = (id: string): number => {
      const parent = byId.get(id)!.parentId
      return parent ? 1 + depth(parent) : 1
    }
    expect(Math.max(...comments.map((c) => depth(c.id)))).toBe(3)
    for (const comment of comments) {
      const post = d.blogPosts.findFirst((q) => q.where({ id: comment.postId }))!
      expect(comment.createdAt > post.publishedAt!).toBe(true)
      const top = comment.parentId ? byId.get(comment.threadId)! : comment
      expect(top.parentId).toBeNull()
    }
    expect(d.blogFavorites.all().length).toBeGreaterThan(50)
  })

  it('has 10,000 posts with the large size, each at its own slug, and lists them', async () => {
    await resetDatabase('large')
    try {
      const posts = (await db()).blogPosts.all()
      expect(posts).toHaveLength(10_000)
      expect(new Set(posts.map((p) => p.slug)).size).toBe(10_000)
      for (const post of posts.slice(20, 40)) expect(post.slug).toBe(toSlug(post.title))
      admin = await login()
      const page = await list('search=part&sort=popular&page=3')
      expect(page.rows).toHaveLength(12)
      expect(page.counts.all).toBeGreaterThan(9000)
    } finally {
      await resetDatabase()
    }
  }, 120_000)
})
