import { MantineProvider } from '@mantine/core'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { render, screen, within } from '@testing-library/react'
import { PageHeader } from '@/components/page-header'

/** Dashboard > User > Create, as the app's routes declare them (staticData.title). */
function renderAt(url: string) {
  const root = createRootRoute({ component: Outlet })
  const dashboard = createRoute({
    getParentRoute: () => root,
    path: '/dashboard',
    staticData: { title: 'nav.dashboard' },
    component: Outlet,
  })
  const user = createRoute({
    getParentRoute: () => dashboard,
    path: 'user',
    staticData: { title: 'nav.user' },
    component: Outlet,
  })
  const create = createRoute({
    getParentRoute: () => user,
    path: 'new',
    staticData: { title: 'nav.createUser' },
    component: () => <PageHeader />,
  })
  const router = createRouter({
    routeTree: root.addChildren([dashboard.addChildren([user.addChildren([create])])]),
    history: createMemoryHistory({ initialEntries: [url] }),
  })
  return render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  )
}

describe('PageHeader breadcrumbs', () => {
  it('mark only the last crumb as the current page, not the ones above it', async () => {
    renderAt('/dashboard/user/new')
    const nav = await screen.findByRole('navigation', { name: 'Breadcrumbs' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual(['Dashboard', 'User'])
    for (const link of links) expect(link).not.toHaveAttribute('aria-current')
    const current = nav.querySelectorAll('[aria-current="page"]')
    expect([...current].map((crumb) => crumb.textContent)).toEqual(['Create user'])
  })
})
