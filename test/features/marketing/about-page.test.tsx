/** /about-us: the team and the quotes from the public team call, the vision's figures, the way in. */
import { configure, screen, within } from '@testing-library/react'
import { http as mock, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../../../mocks/node'
import { renderApp } from '../../utils/render'

// The first render transforms the page's modules (the carousel, five sections): on a busy
// 2-core machine that outlasts the default second.
configure({ asyncUtilTimeout: 5000 })

describe('about page', () => {
  it('shows the team and the customers’ words from the API, the figures, and the way in', async () => {
    const { user } = await renderApp('/about-us')
    expect(document.title).toBe('About us | Tangram')
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'We make running a business feel like one tidy desk',
      }),
    ).toBeInTheDocument()

    // Directory people, by name and job title.
    const team = await screen.findByTestId('team')
    const members = within(team).getAllByRole('listitem')
    expect(members).toHaveLength(8)
    expect(members[0]).toHaveTextContent('Priya Sharma')
    expect(members[0]).toHaveTextContent('Engineering manager')
    expect(members[0]).toHaveTextContent('India')
    expect(within(team).getByText('Jayvion Simon')).toBeInTheDocument()

    expect(screen.getByTestId('stat-customers')).toHaveTextContent('12,500')
    expect(screen.getByTestId('stat-languages')).toHaveTextContent('5')
    expect(screen.getByTestId('stat-uptime')).toHaveTextContent('99.9%')

    // Three quotes a view on the test's 1440 px window.
    const quotes = screen.getByRole('region', { name: 'Customer stories' })
    const shown = within(quotes).getByRole('group', { name: 'Slide 1 of 6' })
    expect(shown).toHaveTextContent('We replaced four tools with Tangram in a week.')
    expect(shown).toHaveTextContent('Minh Khoa Trần')
    expect(shown).toHaveTextContent('Fullstack developer, Mekong Pay')
    expect(within(quotes).getByRole('group', { name: 'Slide 3 of 6' })).toHaveTextContent(
      'Lucía Morales',
    )
    expect(within(quotes).queryByRole('group', { name: 'Slide 4 of 6' })).toBeNull()
    await user.click(within(quotes).getByRole('button', { name: 'Next' }))
    expect(within(quotes).getByRole('group', { name: 'Slide 4 of 6' })).toHaveTextContent(
      'Ahmed Khalil',
    )
    expect(within(quotes).queryByRole('group', { name: 'Slide 1 of 6' })).toBeNull()

    expect(screen.getByRole('link', { name: 'See plans and pricing' })).toHaveAttribute(
      'href',
      '/pricing',
    )
    expect(screen.getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
      'href',
      '/auth/register',
    )
    // The public header links the page.
    expect(screen.getAllByRole('link', { name: 'About us' })[0]).toHaveAttribute(
      'href',
      '/about-us',
    )
  })

  it('says so in place when the team cannot be loaded, with a retry that works', async () => {
    let fail = true
    server.use(
      mock.get('*/api/users/team', () =>
        fail ? HttpResponse.json({ message: 'The team is resting' }, { status: 500 }) : undefined,
      ),
    )
    const { user } = await renderApp('/about-us')
    // The HTTP client retries a failed GET twice before the page sees the error.
    expect(await screen.findByText('The team is resting', {})).toBeVisible()
    expect(screen.queryByRole('region', { name: 'Customer stories' })).toBeNull()
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Priya Sharma')).toBeInTheDocument()
    expect(await screen.findByRole('region', { name: 'Customer stories' })).toBeInTheDocument()
  }, 15_000)
})
