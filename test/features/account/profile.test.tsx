/** The profile page: tabs from the URL, follows, comments, the friends search and the gallery. */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { getDb } from '../../../mocks/db/database'
import { DEMO_USER_ID } from '../../../mocks/lib/demo-accounts'
import { newFollow } from '../../../mocks/areas/users/records'
import { given } from '../../mocks/given'
import { renderApp } from '../../utils/render'

/** The number under a header count ("Followers", "Following", "Posts"). */
const headerCount = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' })
  return term.nextElementSibling?.textContent
}

/** `follower` follows `followee`, a moment from now so they come first in lists. */
async function follows(followerId: string, followeeId: string) {
  const db = await getDb()
  await db.follows.create(
    newFollow(followerId, followeeId, new Date(Date.now() + 1000).toISOString()),
  )
}

describe('the profile page', () => {
  it('opens the tab the URL names, and the tabs change the URL', async () => {
    const { user, router } = await renderApp('/dashboard/user/profile?tab=gallery', {
      session: 'user',
    })
    expect(screen.getByRole('tab', { name: 'Gallery' })).toHaveAttribute('aria-selected', 'true')
    expect((await screen.findAllByRole('button', { name: /\d{4}$/ })).length).toBeGreaterThan(0)
    await user.click(screen.getByRole('tab', { name: 'Followers' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'followers' }))
    await user.click(screen.getByRole('tab', { name: 'Profile' }))
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    expect(await screen.findByRole('heading', { name: 'About' })).toBeInTheDocument()
  })

  it('follows a follower back: the button and the following count change, and it is stored', async () => {
    const { user: fan } = await given.user({ firstName: 'Ines', lastName: 'Okafor' })
    await follows(fan.id, DEMO_USER_ID)
    const { user } = await renderApp('/dashboard/user/profile?tab=followers', { session: 'user' })
    const follow = await screen.findByRole('button', { name: 'Follow Ines Okafor' })
    await waitFor(() => expect(headerCount('Following')).toMatch(/^\d+$/))
    const before = Number(headerCount('Following'))

    await user.click(follow)
    expect(await screen.findByRole('button', { name: 'Following Ines Okafor' })).toBeInTheDocument()
    await waitFor(() => expect(headerCount('Following')).toBe(String(before + 1)))
    const db = await getDb()
    expect(
      db.follows.findMany((q) => q.where({ followerId: DEMO_USER_ID, followeeId: fan.id })),
    ).toHaveLength(1)

    await user.click(screen.getByRole('button', { name: 'Following Ines Okafor' }))
    await waitFor(() => expect(headerCount('Following')).toBe(String(before)))
    expect(
      db.follows.findMany((q) => q.where({ followerId: DEMO_USER_ID, followeeId: fan.id })),
    ).toHaveLength(0)
  })

  it('adds a comment to a post, after checking it is not empty', async () => {
    const db = await getDb()
    await db.userPosts.create({
      id: 'post-given-1',
      authorId: DEMO_USER_ID,
      message: 'Our new office opens on Monday',
      imageUrl: null,
      createdAt: new Date(Date.now() + 1000).toISOString(),
      likedBy: [],
      comments: [],
    })
    const { user } = await renderApp('/dashboard/user/profile', { session: 'user' })
    const message = await screen.findByText('Our new office opens on Monday')
    const post = message.closest('article')!
    const send = within(post).getByRole('button', { name: 'Post comment' })
    await user.click(send)
    expect(await within(post).findByText('Write a comment first')).toBeInTheDocument()

    await user.type(within(post).getByLabelText('Write a comment'), 'See you there!')
    await user.click(send)
    expect(await within(post).findByText('1 comment')).toBeInTheDocument()
    expect(within(post).getByRole('listitem')).toHaveTextContent('See you there!')
    expect(within(post).getByLabelText('Write a comment')).toHaveValue('')
    const stored = db.userPosts.findFirst((q) => q.where({ id: 'post-given-1' }))!
    expect(stored.comments.map((c) => [c.authorId, c.message])).toEqual([
      [DEMO_USER_ID, 'See you there!'],
    ])
  })

  it('searches friends on the server', async () => {
    const { user: friend } = await given.user({
      firstName: 'Quintessa',
      lastName: 'Marlowe',
      jobTitle: 'Harbour pilot',
    })
    await follows(friend.id, DEMO_USER_ID)
    await follows(DEMO_USER_ID, friend.id)
    const { user, router } = await renderApp('/dashboard/user/profile?tab=friends', {
      session: 'user',
    })
    await screen.findByRole('button', { name: 'More actions for Quintessa Marlowe' })
    const others = screen.getAllByRole('button', { name: /^More actions for / }).length
    expect(others).toBeGreaterThan(1)

    await user.type(screen.getByRole('searchbox', { name: 'Search friends' }), 'harbour pil')
    // The search waits for a pause in typing, then asks the server.
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: /^More actions for / })).toHaveLength(1),
    )
    expect(router.state.location.search).toEqual({ tab: 'friends', q: 'harbour pil' })
    expect(screen.getByText('Harbour pilot')).toBeInTheDocument()

    await user.type(screen.getByRole('searchbox', { name: 'Search friends' }), 'x')
    expect(await screen.findByText('No friends match “harbour pilx”.', {})).toBeInTheDocument()
  })

  it('opens a gallery picture in a lightbox that moves with the arrow keys', async () => {
    const db = await getDb()
    const titles = db.gallery
      .findMany((q) => q.where({ userId: DEMO_USER_ID }))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id))
      .map((image) => image.title)
    expect(titles.length).toBeGreaterThanOrEqual(3)
    const { user } = await renderApp('/dashboard/user/profile?tab=gallery', { session: 'user' })
    const first = await screen.findByRole('button', { name: new RegExp(`^${titles[0]}`) })
    await user.click(first)
    const dialog = await screen.findByRole('dialog', { name: titles[0] })
    expect(within(dialog).getByText(`1 of ${titles.length}`)).toBeInTheDocument()

    await user.keyboard('{ArrowRight}')
    expect(await screen.findByRole('dialog', { name: titles[1] })).toBeInTheDocument()
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Next picture' }),
    )
    expect(await screen.findByRole('dialog', { name: titles[2] })).toBeInTheDocument()
    await user.keyboard('{ArrowLeft}')
    expect(await screen.findByRole('dialog', { name: titles[1] })).toBeInTheDocument()
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    // Before the first comes the last.
    expect(await screen.findByRole('dialog', { name: titles.at(-1) })).toBeInTheDocument()

    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(first).toHaveFocus())
  })
})
