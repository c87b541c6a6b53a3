import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../utils/render'

describe('pages that need no API', () => {
  it('shows the 404 page for an unknown address', async () => {
    await renderApp('/this/does/not/exist')
    expect(
      screen.getByRole('heading', { level: 1, name: 'Sorry, page not found!' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/')
  })

  it.each([
    ['/403', 'No permission'],
    ['/404', 'Sorry, page not found!'],
    ['/500', '500 Internal server error'],
    ['/maintenance', 'Website currently under maintenance'],
    ['/coming-soon', 'Coming soon!'],
  ])('%s shows "%s"', async (url, heading) => {
    await renderApp(url)
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument()
    expect(document.title).toBe(`${heading} | Tangram`)
  })

  it('shows the denied state on the permission page to a user without the admin role', async () => {
    await renderApp('/dashboard/permission-denied', { session: 'user' })
    expect(screen.getByRole('heading', { level: 1, name: 'Permission denied' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'No permission' })).toBeInTheDocument()
  })

  it('shows the permission page content to an admin', async () => {
    await renderApp('/dashboard/permission-denied', { session: 'admin' })
    expect(screen.getByRole('heading', { level: 1, name: 'Permission denied' })).toBeInTheDocument()
    expect(
      screen.queryByRole('heading', { level: 2, name: 'No permission' }),
    ).not.toBeInTheDocument()
    expect(
      screen.getByText('You are an administrator: here is the restricted content.'),
    ).toBeInTheDocument()
  })

  it('redirects / and /dashboard to the dashboard home page', async () => {
    const { router } = await renderApp('/', { session: 'admin' })
    expect(router.state.location.pathname).toBe('/dashboard/app')
    await router.navigate({ to: '/dashboard' })
    expect(router.state.location.pathname).toBe('/dashboard/app')
    // The way back from a public page is a plain link: the redirect left nothing on it.
    await router.navigate({ to: '/pricing' })
    const back = await screen.findAllByRole('link', { name: 'Go to dashboard' })
    for (const link of back) {
      expect(link).toHaveAttribute('href', '/dashboard/app')
      expect(link).not.toHaveAttribute('statuscode')
    }
  })
})
