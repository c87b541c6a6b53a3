import { QueryClient } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createStore } from 'jotai'
import { describe, expect, it, vi } from 'vitest'
import { AppProviders } from '@/app/providers'
import { DefaultRouteError } from '@/app/route-fallbacks'

describe('route error boundary', () => {
  it('shows the error in place of the page, keeps the layout, and retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    let failures = 1
    const root = createRootRoute({
      component: () => (
        <div>
          <p>Layout stays</p>
          <Outlet />
        </div>
      ),
    })
    const page = createRoute({
      getParentRoute: () => root,
      path: '/',
      loader: () => {
        if (failures > 0) {
          failures -= 1
          throw new Error('The server did not answer')
        }
        return 'Loaded content'
      },
      component: function Page() {
        return <p>{page.useLoaderData()}</p>
      },
    })
    const router = createRouter({
      routeTree: root.addChildren([page]),
      history: createMemoryHistory({ initialEntries: ['/'] }),
      defaultErrorComponent: DefaultRouteError,
    })
    render(
      <AppProviders store={createStore()} queryClient={new QueryClient()} env="test">
        <RouterProvider router={router} />
      </AppProviders>,
    )

    expect(await screen.findByRole('alert')).toHaveTextContent('The server did not answer')
    expect(screen.getByText('Layout stays')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Loaded content')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
