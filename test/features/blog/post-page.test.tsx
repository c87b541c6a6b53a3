import { configure, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ADMIN_ID, DEMO_USER_ID } from '../../../mocks/lib/demo-accounts'
import { call, login } from '../../mocks/client'
import { renderApp } from '../../utils/render'
import { shellSettled } from './shell'
import { givenComment, givenPost, isFavoriteOf, storedComments, storedPost } from './given-blog'

// Every screen here waits on the mock API: on a busy two-core machine an answer can take seconds,
// so waits allow for that, and each test for several of them.
configure({ asyncUtilTimeout: 8000 })
const SLOW = { timeout: 40_000 }

// The first render loads the page's code: transform it before the first test, so its waits
// measure the app rather than the module transformer (the mock API's handlers load up front).
beforeAll(() => import('@/features/blog/post-details/post-details-page'), 60_000)

const openPost = async (slug: string, session: 'admin' | 'user' = 'admin') => {
  const app = await renderApp(`/dashboard/blog/post/${slug}`, { session })
  await screen.findByTestId('post-article')
  await shellSettled()
  return app
}

describe('the post page', SLOW, () => {
  it('shows the article, and content from data never runs', async () => {
    const post = await givenPost({
      title: 'Safe by default',
      slug: 'safe-by-default',
      description: 'What the page does with what it is given.',
      tags: ['security', 'html'],
      // Planted as stored, past the API's own sanitizer: the page must clean it again.
      content:
        '<h2>Heading</h2><p>Before</p><img src="x" onerror="window.__blogPwned = 1">' +
        '<script>window.__blogPwned = 2</script>' +
        '<a href="javascript:window.__blogPwned = 3">bad link</a>' +
        '<a href="https://example.com/read">good link</a>' +
        '<p style="text-align: center">Centred</p>',
    })
    await openPost(post.slug)
    const article = screen.getByTestId('post-article')
    expect(within(article).getByRole('heading', { level: 1, name: 'Safe by default' }))
    expect(within(article).getByRole('heading', { level: 2, name: 'Heading' }))
    expect(within(article).getByText('What the page does with what it is given.'))
    expect(within(article).getByText('security')).toBeInTheDocument()

    const image = article.querySelector('img[src="x"]')
    expect(image).not.toBeNull()
    for (const element of article.querySelectorAll('*'))
      for (const attribute of element.attributes) expect(attribute.name).not.toMatch(/^on/i)
    expect(article.querySelector('script')).toBeNull()
    expect(within(article).getByText('bad link')).not.toHaveAttribute('href')
    const good = within(article).getByRole('link', { name: 'good link' })
    expect(good).toHaveAttribute('target', '_blank')
    expect(good).toHaveAttribute('rel', 'noopener noreferrer')
    expect(within(article).getByText('Centred')).toHaveStyle({ textAlign: 'center' })
    expect((window as { __blogPwned?: number }).__blogPwned).toBeUndefined()
  })

  it('counts one view per opening', async () => {
    const post = await givenPost({ totalViews: 10 })
    await openPost(post.slug)
    await waitFor(async () => expect((await storedPost(post.id))?.totalViews).toBe(11))
    expect(await screen.findByText('11 views')).toBeInTheDocument()
  })

  it('toggles the favourite at once, and the API keeps it', async () => {
    const post = await givenPost()
    const { user } = await openPost(post.slug)
    const heart = screen.getByRole('button', { name: /Favourite/ })
    expect(heart).toHaveAttribute('aria-pressed', 'false')
    expect(heart).toHaveTextContent('0')

    await user.click(heart)
    expect(heart).toHaveAttribute('aria-pressed', 'true')
    expect(heart).toHaveTextContent('1')
    const token = await login()
    await waitFor(async () => {
      const { json } = await call<{ post: { isFavorite: boolean; totalFavorites: number } }>(
        'GET',
        `/api/blog/post?title=${post.slug}`,
        { token },
      )
      expect(json.post).toMatchObject({ isFavorite: true, totalFavorites: 1 })
    })

    await user.click(heart)
    expect(heart).toHaveAttribute('aria-pressed', 'false')
    await waitFor(async () => expect(await isFavoriteOf(post.id, DEMO_ADMIN_ID)).toBe(false))
  })

  it('adds a comment and a reply to it; both are stored and shown in one thread', async () => {
    const post = await givenPost()
    const { user } = await openPost(post.slug)
    expect(await screen.findByTestId('comments-empty')).toBeInTheDocument()

    const form = screen.getByTestId('comment-form')
    await user.type(within(form).getByRole('textbox', { name: /Add a comment/ }), 'Loved it.')
    expect(within(form).getByText('9 / 1,000 characters')).toBeInTheDocument()
    await user.click(within(form).getByRole('button', { name: 'Post comment' }))
    const comment = await screen.findByTestId('comment')
    expect(comment).toHaveTextContent('Loved it.')
    expect(within(form).getByRole('textbox', { name: /Add a comment/ })).toHaveValue('')
    expect(screen.getByTestId('comment-count')).toHaveTextContent('1')

    await user.click(within(comment).getByRole('button', { name: /^Reply to / }))
    const replyForm = await screen.findByTestId('reply-form')
    expect(within(replyForm).getByRole('textbox')).toHaveFocus()
    await user.type(within(replyForm).getByRole('textbox'), 'Thank you!')
    await user.click(within(replyForm).getByRole('button', { name: 'Post reply' }))
    const reply = await screen.findByTestId('reply')
    expect(reply).toHaveTextContent('Thank you!')
    expect(reply).toHaveTextContent(/Replying to /)
    // The reply is listed inside its comment's thread.
    const thread = comment.closest('li')!
    expect(within(thread).getByRole('list', { name: /^Replies to / })).toContainElement(reply)

    const stored = await storedComments(post.id)
    expect(stored).toHaveLength(2)
    const top = stored.find((c) => c.parentId === null)!
    expect(top.message).toBe('Loved it.')
    expect(stored.find((c) => c.parentId === top.id)?.message).toBe('Thank you!')
  })

  it('checks a comment before sending it', async () => {
    const post = await givenPost()
    const { user } = await openPost(post.slug)
    const form = screen.getByTestId('comment-form')
    await user.click(within(form).getByRole('button', { name: 'Post comment' }))
    expect(await within(form).findByText('Write something first')).toBeInTheDocument()
    const box = within(form).getByRole('textbox', { name: /Add a comment/ })
    await user.click(box)
    await user.paste('x'.repeat(1001))
    await user.click(within(form).getByRole('button', { name: 'Post comment' }))
    expect(await within(form).findByText('Keep it under 1,000 characters')).toBeInTheDocument()
    expect(await storedComments(post.id)).toHaveLength(0)
  })

  it('shows comments as text, never as HTML', async () => {
    const post = await givenPost()
    await givenComment({
      postId: post.id,
      authorId: DEMO_USER_ID,
      message: '<img src=x onerror="window.__blogPwned = 4"> <b>bold?</b>',
    })
    await openPost(post.slug)
    const comment = await screen.findByTestId('comment')
    expect(comment).toHaveTextContent('<img src=x onerror="window.__blogPwned = 4"> <b>bold?</b>')
    expect(comment.querySelector('img[src="x"], b')).toBeNull()
  })

  it("deletes one's own comment after a confirm; others' comments offer no delete", async () => {
    const post = await givenPost()
    await givenComment({ postId: post.id, authorId: DEMO_USER_ID, message: 'Mine to delete' })
    await givenComment({ postId: post.id, authorId: DEMO_ADMIN_ID, message: 'Not mine' })
    const { user } = await openPost(post.slug, 'user')
    const mine = (await screen.findByText('Mine to delete')).closest<HTMLElement>(
      '[data-testid="comment"]',
    )!
    const theirs = screen.getByText('Not mine').closest<HTMLElement>('[data-testid="comment"]')!
    expect(within(theirs).queryByRole('button', { name: /^Delete/ })).toBeNull()

    await user.click(within(mine).getByRole('button', { name: /^Delete the comment by/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete this comment?' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete comment' }))
    await waitFor(() => expect(screen.queryByText('Mine to delete')).not.toBeInTheDocument())
    expect(await screen.findByText('Comment deleted')).toBeInTheDocument()
    expect((await storedComments(post.id)).map((c) => c.message)).toEqual(['Not mine'])
  })

  it('says so when the post takes no comments', async () => {
    const post = await givenPost({ commentsEnabled: false })
    await openPost(post.slug)
    expect(await screen.findByTestId('comments-disabled')).toHaveTextContent(
      'Comments are turned off for this post.',
    )
    expect(screen.queryByTestId('comment-form')).toBeNull()
  })

  it('offers edit and delete to the author, not to other readers', async () => {
    const post = await givenPost({ authorId: DEMO_ADMIN_ID })
    await openPost(post.slug, 'user')
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull()
  })

  it('deletes the post after a confirm and goes back to the list', async () => {
    const post = await givenPost({ title: 'Short-lived', slug: 'short-lived' })
    const { user, router } = await openPost(post.slug)
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/dashboard/blog/post/short-lived/edit',
    )
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete this post?' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete post' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/blog/posts'))
    expect(await screen.findByText('“Short-lived” deleted')).toBeInTheDocument()
    expect(await storedPost(post.id)).toBeUndefined()
  })

  it('shows an unknown address as not found, with a way back', async () => {
    await renderApp('/dashboard/blog/post/no-such-post', { session: 'admin' })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Post not found' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to posts' })).toHaveAttribute(
      'href',
      '/dashboard/blog/posts',
    )
  })
})

describe("the nav's Details", SLOW, () => {
  it('opens the newest published post', async () => {
    await givenPost({ title: 'Newest of all', slug: 'newest-of-all' })
    await givenPost({
      title: 'Newer draft',
      slug: 'newer-draft',
      status: 'draft',
      createdAt: new Date(Date.now() + 60_000).toISOString(),
    })
    const { router } = await renderApp('/dashboard/blog/latest', { session: 'admin' })
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/dashboard/blog/post/newest-of-all'),
    )
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Newest of all' }),
    ).toBeInTheDocument()
    const nav = screen.getByTestId('nav-vertical')
    expect(within(nav).getByRole('link', { name: 'Details' })).toHaveAttribute(
      'href',
      '/dashboard/blog/latest',
    )
  })
})
