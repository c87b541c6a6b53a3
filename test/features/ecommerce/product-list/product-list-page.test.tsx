import { screen, waitFor, within } from '@testing-library/react'
import { http as mock, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../../../../mocks/node'
import { renderApp } from '../../../utils/render'

const table = () => screen.getByTestId('product-table')
/** The body rows, once the skeleton rows are gone. */
async function bodyRows() {
  await waitFor(() => expect(screen.queryAllByTestId('product-skeleton-row')).toHaveLength(0))
  return within(table()).getAllByRole('row').slice(1)
}
const price = (row: HTMLElement) =>
  Number(row.textContent?.match(/\$([\d,.]+)/)?.[1]?.replace(/,/g, ''))
const productName = (row: HTMLElement) => within(row).getAllByRole('link')[0]?.textContent ?? ''

describe('product list', () => {
  it('shows a page of products from the API with links, stock and publish state', async () => {
    await renderApp('/dashboard/e-commerce/list', { session: 'admin' })
    expect(screen.getByRole('heading', { level: 1, name: 'List' })).toBeInTheDocument()
    const rows = await bodyRows()
    expect(rows).toHaveLength(10)
    const first = rows[0] as HTMLElement
    const link = within(first).getAllByRole('link')[0] as HTMLElement
    expect(link.getAttribute('href')).toMatch(/^\/dashboard\/e-commerce\/product\/[a-z0-9-]+$/)
    expect(first).toHaveTextContent(/(In stock|Low stock|Out of stock) \(\d+\)/)
    expect(first).toHaveTextContent(/Published|Draft/)
    expect(screen.getByTestId('product-list-range')).toHaveTextContent(/^1–10 of \d+$/)
    // Newest first until the user picks another order.
    expect(screen.getByRole('columnheader', { name: /Created at/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    )
  })

  it('follows the sort, order, page and page size of the address', async () => {
    await renderApp('/dashboard/e-commerce/list?sort=price&order=asc&page=2&size=5', {
      session: 'admin',
    })
    const rows = await bodyRows()
    expect(rows).toHaveLength(5)
    const prices = rows.map(price)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    expect(screen.getByRole('columnheader', { name: /Price/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    )
    expect(screen.getByTestId('product-list-range')).toHaveTextContent(/^6–10 of \d+$/)
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('data-active', 'true')
    expect(screen.getByLabelText('Rows per page')).toHaveValue('5')
  })

  it('sorts by a column header click and pages with the pagination, in the URL', async () => {
    const { user, router } = await renderApp('/dashboard/e-commerce/list', { session: 'admin' })
    await bodyRows()
    await user.click(screen.getByRole('button', { name: 'Price' }))
    await waitFor(() => expect(router.state.location.search).toMatchObject({ sort: 'price' }))
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(router.state.location.search).toMatchObject({ page: 2 }))
    await waitFor(() =>
      expect(screen.getByTestId('product-list-range')).toHaveTextContent(/^11–20 of/),
    )
  })

  it('searches the server (debounced) and says when nothing matches', async () => {
    const { user, router } = await renderApp('/dashboard/e-commerce/list', { session: 'admin' })
    await bodyRows()
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'zzzz-nothing')
    await waitFor(() => expect(router.state.location.search).toMatchObject({ q: 'zzzz-nothing' }))
    expect(await screen.findByText('No products match')).toBeInTheDocument()
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement)
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('')
  })

  it('clears the search with its own button', async () => {
    const { user, router } = await renderApp('/dashboard/e-commerce/list?q=tote', {
      session: 'admin',
    })
    const box = screen.getByRole('searchbox', { name: 'Search products' })
    expect(box).toHaveValue('tote')
    await user.click(screen.getByRole('button', { name: 'Clear the search' }))
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    expect(box).toHaveValue('')
  })

  it('deletes the selected products after a confirmation', async () => {
    const { user } = await renderApp('/dashboard/e-commerce/list', { session: 'admin' })
    const rows = await bodyRows()
    const names = rows.slice(0, 2).map(productName)
    const total = Number(
      screen.getByTestId('product-list-range').textContent?.match(/of (\d+)/)?.[1],
    )
    for (const name of names)
      await user.click(screen.getByRole('checkbox', { name: `Select ${name}` }))
    expect(screen.getByText('2 selected')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Delete 2 products' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 products?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByText(names[0] as string)).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Delete 2 products' }))
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete 2 products' }),
    )
    expect(await screen.findByText('2 products deleted')).toBeInTheDocument()
    await waitFor(() =>
      expect(screen.getByTestId('product-list-range')).toHaveTextContent(`1–10 of ${total - 2}`),
    )
    for (const name of names) expect(screen.queryByText(name)).not.toBeInTheDocument()
    expect(screen.queryByText(/selected$/)).not.toBeInTheDocument()
    // The button that asked is gone: the keyboard user continues from the search box.
    await waitFor(() => expect(screen.getByRole('searchbox')).toHaveFocus())
  })

  it('selects every row of the page at once', async () => {
    const { user } = await renderApp('/dashboard/e-commerce/list?size=5', { session: 'admin' })
    await bodyRows()
    await user.click(screen.getByRole('checkbox', { name: 'Select all products on this page' }))
    expect(screen.getByText('5 selected')).toBeInTheDocument()
  })

  it('shows a failed load in place with a retry that works', async () => {
    let fail = true
    server.use(
      mock.get('*/api/products/list', () =>
        fail
          ? HttpResponse.json({ message: 'The catalogue is resting' }, { status: 500 })
          : undefined,
      ),
    )
    const { user } = await renderApp('/dashboard/e-commerce/list', { session: 'admin' })
    expect(await screen.findByText('The catalogue is resting', {})).toBeInTheDocument()
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await bodyRows()).toHaveLength(10)
  }, 15_000)
})
