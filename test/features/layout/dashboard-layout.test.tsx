import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../../utils/render'

describe('dashboard shell', () => {
  it('shows the page title, breadcrumbs and document title', async () => {
    await renderApp('/dashboard/blank', { session: 'admin' })
    expect(screen.getByRole('heading', { level: 1, name: 'Blank' })).toBeInTheDocument()
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' })
    expect(within(crumbs).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    )
    expect(within(crumbs).getByText('Blank')).toHaveAttribute('aria-current', 'page')
    expect(document.title).toBe('Blank | Tangram')
  })

  it('renders the vertical nav by default with the active page marked', async () => {
    await renderApp('/dashboard/blank', { session: 'admin' })
    const nav = screen.getByTestId('nav-vertical')
    expect(within(nav).getByRole('link', { name: 'Blank' })).toHaveAttribute('data-active')
  })

  it('moves the active mark with the page: to a link followed, its group, and the pages an item owns', async () => {
    const { user, router } = await renderApp('/dashboard/blank', { session: 'admin' })
    const nav = screen.getByTestId('nav-vertical')
    const ecommerce = within(nav).getByRole('button', { name: 'E-commerce' })
    expect(ecommerce).not.toHaveAttribute('data-active')
    await user.click(ecommerce)
    await user.click(await within(nav).findByRole('link', { name: 'Shop' }))
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Shop' })).toHaveAttribute('data-active'),
    )
    expect(within(nav).getByRole('link', { name: 'Blank' })).not.toHaveAttribute('data-active')
    expect(ecommerce).toHaveAttribute('data-active')

    // A product page belongs to Shop (its `activeOn`), though Shop's link is another address.
    await router.navigate({
      to: '/dashboard/e-commerce/product/$name',
      params: { name: 'metro-court-classic' },
    })
    await waitFor(() => expect(router.state.status).toBe('idle'))
    expect(within(nav).getByRole('link', { name: 'Shop' })).toHaveAttribute('data-active')
    expect(ecommerce).toHaveAttribute('data-active')

    await router.navigate({ to: '/dashboard/blank' })
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Blank' })).toHaveAttribute('data-active'),
    )
    expect(ecommerce).not.toHaveAttribute('data-active')
  })

  it('opens and closes a nav group, showing nested levels', async () => {
    const { user } = await renderApp('/dashboard/blank', { session: 'admin' })
    const nav = screen.getByTestId('nav-vertical')
    const pages = within(nav).getByRole('button', { name: 'Pages' })
    expect(pages).toHaveAttribute('aria-expanded', 'false')
    await user.click(pages)
    expect(pages).toHaveAttribute('aria-expanded', 'true')
    await user.click(await within(nav).findByRole('button', { name: 'Error pages' }))
    expect(await within(nav).findByRole('link', { name: '404 Not found' })).toHaveAttribute(
      'href',
      '/404',
    )
    await user.click(pages)
    expect(pages).toHaveAttribute('aria-expanded', 'false')
    await waitFor(() =>
      expect(within(nav).queryByRole('link', { name: '404 Not found' })).not.toBeInTheDocument(),
    )
  })

  it.each([
    ['mini', 'nav-mini'],
    ['horizontal', 'nav-horizontal'],
  ])('renders the %s layout from its cookie', async (layout, testId) => {
    await renderApp('/dashboard/blank', { session: 'admin', cookies: { themeLayout: layout } })
    expect(screen.getByTestId(testId)).toBeInTheDocument()
    expect(screen.queryByTestId('nav-vertical')).not.toBeInTheDocument()
  })

  it('shows the admin-only item to an admin', async () => {
    await renderApp('/dashboard/blank', { session: 'admin' })
    expect(screen.getByText('Only admin can see this item')).toBeInTheDocument()
  })

  it('hides the admin-only item from a user without the admin role', async () => {
    await renderApp('/dashboard/blank', { session: 'user' })
    expect(screen.queryByText('Only admin can see this item')).not.toBeInTheDocument()
  })

  it('keeps the shell around an unknown dashboard address', async () => {
    await renderApp('/dashboard/does-not-exist', { session: 'admin' })
    expect(screen.getByRole('heading', { name: 'Sorry, page not found!' })).toBeInTheDocument()
    expect(screen.getByTestId('dashboard-layout')).toBeInTheDocument()
  })
})
