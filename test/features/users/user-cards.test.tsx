import { screen, waitFor, within } from '@testing-library/react'
import { http as mock, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../../../mocks/node'
import { given } from '../../mocks/given'
import { renderApp } from '../../utils/render'

const cards = async () => {
  await waitFor(() => expect(screen.queryAllByTestId('user-card-skeleton')).toHaveLength(0))
  return screen.findAllByTestId('user-card')
}

describe('user cards', () => {
  it('shows a page of people with their work, role, counts and social links', async () => {
    await given.user({
      firstName: 'Ines',
      lastName: 'Cardoso',
      jobTitle: 'Architect',
      company: 'Lisbon Works',
      socials: {
        facebook: '',
        instagram: 'https://www.instagram.com/ines.cardoso',
        linkedin: '',
        x: '',
      },
    })
    await renderApp('/dashboard/user/cards?q=Ines', { session: 'admin' })
    expect(screen.getByRole('heading', { level: 1, name: 'Cards' })).toBeInTheDocument()
    const [card] = await cards()
    const view = within(card as HTMLElement)
    expect(view.getByRole('heading', { name: 'Ines Cardoso' })).toBeInTheDocument()
    expect(view.getByText('Architect at Lisbon Works')).toBeInTheDocument()
    expect(view.getByText('User')).toBeInTheDocument()
    expect(view.getByText('Followers')).toBeInTheDocument()
    const link = view.getByRole('link', { name: /Instagram profile of Ines Cardoso/ })
    expect(link).toHaveAttribute('href', 'https://www.instagram.com/ines.cardoso')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('searches through the address and says when nobody matches', async () => {
    const { user, router } = await renderApp('/dashboard/user/cards', { session: 'admin' })
    expect((await cards()).length).toBe(12)
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'zzzz-nobody')
    await waitFor(() => expect(router.state.location.search).toMatchObject({ q: 'zzzz-nobody' }))
    expect(await screen.findByText('No user matches “zzzz-nobody”')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Show all users' }))
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    expect((await cards()).length).toBe(12)
  })

  it('pages through the address', async () => {
    const { user, router } = await renderApp('/dashboard/user/cards', { session: 'admin' })
    const first = (await cards())[0]?.textContent
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(router.state.location.search).toMatchObject({ page: 2 }))
    await waitFor(async () => expect((await cards())[0]?.textContent).not.toBe(first))
  })

  it('shows a failed load in place with a retry that works', async () => {
    let fail = true
    server.use(
      mock.get('*/api/users/cards', () =>
        fail
          ? HttpResponse.json({ message: 'The directory is resting' }, { status: 500 })
          : undefined,
      ),
    )
    const { user } = await renderApp('/dashboard/user/cards', { session: 'admin' })
    // The HTTP client retries a failed GET twice before the page sees the error.
    expect(await screen.findByText('The directory is resting', {})).toBeInTheDocument()
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await cards()).toHaveLength(12)
  }, 15_000)
})
