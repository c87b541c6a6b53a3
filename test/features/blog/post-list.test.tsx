import { configure, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { renderApp } from '../../utils/render'
import { shellSettled } from './shell'
import { givenPost, withoutDrafts } from './given-blog'

const cards = () => screen.queryAllByTestId('post-card')
// Every screen here waits on the mock API: on a busy two-core machine an answer can take seconds,
// so waits allow for that, and each test for several of them.
configure({ asyncUtilTimeout: 8000 })
const SLOW = { timeout: 40_000 }

// The first render loads the page's code: transform it before the first test, so its waits
// measure the app rather than the module transformer (the mock API's handlers load up front).
beforeAll(() => import('@/features/blog/post-list/post-list-page'), 60_000)
const countOf = (tab: string) => Number(screen.getByTestId(`post-count-${tab}`).textContent)

describe('the posts', SLOW, () => {
  it('shows the cards, the newest one featured, and the tabs with the API counts', async () => {
    const newest = await givenPost({ title: 'Fresh off the press', slug: 'fresh-off-the-press' })
    await renderApp('/dashboard/blog/posts', { session: 'admin' })
    await waitFor(() => expect(cards().length).toBe(12))
    await shellSettled()
    const first = cards()[0]!
    expect(first).toHaveAttribute('data-featured')
    expect(within(first).getByRole('link', { name: newest.title })).toHaveAttribute(
      'href',
      '/dashboard/blog/post/fresh-off-the-press',
    )
    expect(cards().filter((card) => card.hasAttribute('data-featured'))).toHaveLength(1)
    expect(countOf('all')).toBe(countOf('published') + countOf('draft'))
    expect(countOf('draft')).toBeGreaterThan(0)
    expect(screen.getByRole('link', { name: 'New post' })).toHaveAttribute(
      'href',
      '/dashboard/blog/new',
    )
  })

  it("keeps the tab in the URL, with the tab's posts", async () => {
    const { user, router } = await renderApp('/dashboard/blog/posts', { session: 'admin' })
    await waitFor(() => expect(cards().length).toBeGreaterThan(0))
    await shellSettled()
    const drafts = countOf('draft')

    await user.click(await screen.findByRole('tab', { name: /Drafts/ }))
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'draft' }))
    await waitFor(() => expect(cards()).toHaveLength(drafts))
    for (const card of cards()) expect(within(card).getByText('Draft')).toBeInTheDocument()
    // Still the plain newest-first first page: the newest draft leads.
    expect(cards()[0]).toHaveAttribute('data-featured')

    await user.click(await screen.findByRole('tab', { name: /All/ }))
    await waitFor(() => expect(router.state.location.search).toEqual({}))
  })

  it('keeps the sort, page and page size in the URL', async () => {
    const { user, router } = await renderApp('/dashboard/blog/posts', { session: 'admin' })
    await waitFor(() => expect(cards().length).toBeGreaterThan(0))
    await shellSettled()
    await user.click(await screen.findByRole('combobox', { name: 'Sort posts' }))
    await user.click(await screen.findByRole('option', { name: 'Popular' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: 'popular' }))
    // The popular cards have arrived (not the latest ones kept on screen meanwhile).
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Posts' })).toHaveAttribute('aria-busy', 'false'),
    )
    expect(cards()[0]).not.toHaveAttribute('data-featured')
    // Each count's words ("1,312 views") follow its compact figure ("1.3K").
    const views = cards().map((card) =>
      Number(
        within(card)
          .getByText(/ views?$/)
          .textContent?.replace(/\D/g, ''),
      ),
    )
    expect(views).toEqual([...views].sort((a, b) => b - a))

    await user.click(await screen.findByRole('button', { name: 'Page 2' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: 'popular', page: 2 }))
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Posts per page' }), '24')
    // A new page size starts from the first page.
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: 'popular', size: 24 }))
    await waitFor(() => expect(cards().length).toBeGreaterThan(12))
  })

  it('reads a shared address, and Enter in the search filters the list', async () => {
    await givenPost({ title: 'Kites over the harbour', slug: 'kites-over-the-harbour' })
    const { user, router } = await renderApp('/dashboard/blog/posts?sort=oldest&size=8', {
      session: 'admin',
    })
    await waitFor(() => expect(cards()).toHaveLength(8))
    await shellSettled()
    expect(screen.getByRole('combobox', { name: 'Sort posts' })).toHaveValue('Oldest')

    await user.type(await screen.findByRole('combobox', { name: 'Search posts' }), 'kites{Enter}')
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ q: 'kites', sort: 'oldest', size: 8 }),
    )
    await waitFor(() => expect(cards()).toHaveLength(1))
    expect(cards()[0]).toHaveTextContent('Kites over the harbour')
    expect(countOf('all')).toBe(1)
  })

  it('says when nothing matches, and clears the search from there', async () => {
    const { user, router } = await renderApp('/dashboard/blog/posts?q=zzzz-nothing', {
      session: 'admin',
    })
    expect(await screen.findByText('No posts match “zzzz-nothing”')).toBeInTheDocument()
    await shellSettled()
    await user.click(await screen.findByRole('button', { name: 'Clear the search' }))
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    await waitFor(() => expect(cards().length).toBeGreaterThan(0))
    expect(screen.getByRole('combobox', { name: 'Search posts' })).toHaveValue('')
  })

  it('an empty tab offers to write a post', async () => {
    await withoutDrafts()
    await renderApp('/dashboard/blog/posts?tab=draft', { session: 'user' })
    expect(await screen.findByText('No drafts')).toBeInTheDocument()
    await shellSettled()
    expect(screen.getByRole('link', { name: 'Write a post' })).toHaveAttribute(
      'href',
      '/dashboard/blog/new',
    )
    expect(screen.getByTestId('post-count-draft')).toHaveTextContent('0')
  })

  it('suggests posts while typing; choosing one opens it', async () => {
    await givenPost({
      title: 'Lighthouses of the north',
      slug: 'lighthouses-of-the-north',
      content: '<p>Keepers and their lamps.</p>',
    })
    const { user, router } = await renderApp('/dashboard/blog/posts', { session: 'admin' })
    await waitFor(() => expect(cards().length).toBeGreaterThan(0))
    await shellSettled()
    await user.type(await screen.findByRole('combobox', { name: 'Search posts' }), 'lighthou')
    await user.click(await screen.findByRole('option', { name: /Lighthouses of the north/ }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lighthouses of the north' }),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/dashboard/blog/post/lighthouses-of-the-north')
    expect(screen.getByText('Keepers and their lamps.')).toBeInTheDocument()
  })
})
