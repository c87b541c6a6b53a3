import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { addToCart, emptyCheckout } from '@/features/ecommerce/cart'
import {
  PRODUCT_STORAGE_KEY,
  readProductState,
  writeProductState,
} from '@/features/ecommerce/storage'
import { notify } from '@/lib/notify'
import { given } from '../../mocks/given'
import { renderApp } from '../../utils/render'

const cards = () => screen.queryAllByTestId(/^product-card-/)
/** The checkout as stored under 'redux-product', read the way the app reads it. */
const storedCheckout = () => readProductState().checkout
/**
 * A checkout stored the way a visit leaves it, raw (the app fills in and recomputes the rest
 * when it reads it back).
 */
const storeCheckout = (checkout: Record<string, unknown>) =>
  localStorage.setItem(PRODUCT_STORAGE_KEY, JSON.stringify({ sortBy: 'featured', checkout }))
/** One line of a stored cart: a $50 runner in size 9. */
const runner = (quantity: number) => ({
  id: 'x',
  name: 'Runner',
  slug: 'runner',
  coverUrl: '',
  price: 50,
  available: 5,
  quantity,
  colors: [],
  size: '9',
})

describe('shop', () => {
  it('shows the products, and reads filters and sort from the URL', async () => {
    await renderApp('/dashboard/e-commerce/shop?gender=%5B%22kids%22%5D&sort=priceAsc', {
      session: 'admin',
    })
    await waitFor(() => expect(cards().length).toBeGreaterThan(0))
    const prices = cards().map((card) =>
      Number(
        within(card)
          .getAllByText(/^\$/)
          .at(-1)
          ?.textContent?.replace(/[^0-9.]/g, ''),
      ),
    )
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    const chips = screen.getByTestId('active-filters')
    expect(within(chips).getByText('Kids')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /Sort by: Price: low to high/ })).toBeInTheDocument()
  })

  it('changing the sort keeps it in the URL and stores it for next time', async () => {
    const { user, router } = await renderApp('/dashboard/e-commerce/shop', { session: 'admin' })
    await waitFor(() => expect(cards().length).toBeGreaterThan(0))
    await user.click(screen.getByRole('button', { name: /Sort by: Featured/ }))
    await user.click(await screen.findByRole('menuitem', { name: 'Newest' }))
    await waitFor(() => expect(router.state.location.search).toMatchObject({ sort: 'newest' }))
    expect(JSON.parse(localStorage.getItem('redux-product') ?? '{}')).toMatchObject({
      sortBy: 'newest',
    })
  })

  it('removing a filter chip updates the grid and the URL; no results shows a way out', async () => {
    const { user, router } = await renderApp('/dashboard/e-commerce/shop?q=zzzz-nothing', {
      session: 'admin',
    })
    expect(await screen.findByText('No products match these filters')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }))
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    await waitFor(() => expect(cards().length).toBeGreaterThan(0))
  })

  it('filters the grid as the user types, with the text in the URL, no Enter needed', async () => {
    const { user, router } = await renderApp('/dashboard/e-commerce/shop', { session: 'admin' })
    await waitFor(() => expect(cards().length).toBeGreaterThan(1))
    await user.type(screen.getByRole('combobox', { name: 'Search products' }), 'cloudstep')
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'cloudstep' }))
    await waitFor(() => {
      expect(cards().length).toBeGreaterThan(0)
      for (const card of cards()) expect(card).toHaveTextContent(/cloudstep/i)
    })
    expect(screen.getByRole('combobox', { name: 'Search products' })).toHaveValue('cloudstep')
  })

  it('says so in the suggestions when nothing matches, and the grid agrees', async () => {
    const { user, router } = await renderApp('/dashboard/e-commerce/shop', { session: 'admin' })
    await waitFor(() => expect(cards().length).toBeGreaterThan(0))
    await user.type(screen.getByRole('combobox', { name: 'Search products' }), 'zzzz')
    // Debounced text, then the server's answer: allow for a busy machine.
    // The suggestions re-render as the answer lands: look the message up again on each try.
    await waitFor(() => expect(screen.getByText('No products match “zzzz”')).toBeVisible())
    expect(await screen.findByText('No products match these filters')).toBeInTheDocument()
    expect(router.state.location.search).toEqual({ q: 'zzzz' })

    // Clearing the search from the grid empties the box too.
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }))
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    expect(screen.getByRole('combobox', { name: 'Search products' })).toHaveValue('')
  })

  it('adds a product to the cart from the grid', async () => {
    const { user } = await renderApp('/dashboard/e-commerce/shop', { session: 'admin' })
    await waitFor(() => expect(cards().length).toBeGreaterThan(0))
    const addButton = screen.getAllByRole('button', { name: /^Add .* to the cart$/ })[0]!
    await user.click(addButton)
    expect(screen.getByRole('link', { name: 'Cart: 1 item' })).toBeInTheDocument()
    expect(storedCheckout().totalItems).toBe(1)
  })
})

describe('product page', () => {
  it('offers the sizes of its category, a quantity stepper, a wishlist kept in this browser', async () => {
    await given.product({
      name: 'Harbor Field Watch',
      category: 'accessories',
      sizes: ['one-size'],
      description: '<p>A steel field watch. Water resistant to 100 m and easy to read.</p>',
    })
    const { user } = await renderApp('/dashboard/e-commerce/product/harbor-field-watch', {
      session: 'admin',
    })
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Harbor Field Watch' }),
    ).toBeInTheDocument()
    // The description's opening, as text in the buying column (and whole in its tab).
    expect(screen.getAllByText(/^A steel field watch\. Water resistant/)).toHaveLength(2)
    expect(screen.getByLabelText('Size')).toHaveValue('One size')

    const quantity = screen.getByRole('textbox', { name: 'Quantity' })
    expect(screen.getByRole('button', { name: 'One fewer' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'One more' }))
    await user.click(screen.getByRole('button', { name: 'One more' }))
    expect(quantity).toHaveValue('3')
    await user.click(screen.getByRole('button', { name: 'Add to cart' }))
    expect(storedCheckout().cart[0]).toMatchObject({ quantity: 3, size: 'one-size' })

    const wish = screen.getByRole('button', { name: 'Add to wishlist' })
    expect(wish).toHaveAttribute('aria-pressed', 'false')
    await user.click(wish)
    expect(screen.getByRole('button', { name: 'In your wishlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(JSON.parse(localStorage.getItem('wishlist') ?? '[]')).toHaveLength(1)
  })

  it('shows an unknown product as not found, with a way back', async () => {
    await renderApp('/dashboard/e-commerce/product/no-such-thing', { session: 'admin' })
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute(
      'href',
      '/dashboard/e-commerce/shop',
    )
  })

  it('belongs to Shop in the nav and links to its editor', async () => {
    await renderApp('/dashboard/e-commerce/product/foundation-runner-low', { session: 'admin' })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Foundation Runner Low' }),
    ).toBeInTheDocument()
    const nav = screen.getByTestId('nav-vertical')
    expect(within(nav).getByRole('link', { name: 'Shop' })).toHaveAttribute('data-active')
    expect(within(nav).getByRole('link', { name: 'List' })).not.toHaveAttribute('data-active')
    expect(screen.getByRole('link', { name: 'Edit product' })).toHaveAttribute(
      'href',
      '/dashboard/e-commerce/product/foundation-runner-low/edit',
    )
  })

  it('follows a cart changed in another tab', async () => {
    await renderApp('/dashboard/e-commerce/product/foundation-runner-low', { session: 'admin' })
    expect(await screen.findByRole('button', { name: 'Add to cart' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Cart: 0 items' })).toBeInTheDocument()
    // Another tab adds three of a product: it writes the stored state and this tab hears of it.
    const line = { id: 'p1', name: 'Tote', slug: 'tote', coverUrl: '', price: 10, available: 9 }
    const checkout = addToCart(emptyCheckout, { ...line, colors: [], size: '', quantity: 3 })
    writeProductState({ sortBy: 'featured', checkout })
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: PRODUCT_STORAGE_KEY }))
    })
    expect(await screen.findByRole('link', { name: 'Cart: 3 items' })).toBeInTheDocument()
  })

  it('adding the same product twice makes one line with quantity 2', async () => {
    const { user } = await renderApp('/dashboard/e-commerce/product/foundation-runner-low', {
      session: 'admin',
    })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Foundation Runner Low' }),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Add to cart' }))
    await user.click(screen.getByRole('button', { name: 'Add to cart' }))
    const { cart } = storedCheckout()
    expect(cart).toHaveLength(1)
    expect(cart[0]?.quantity).toBe(2)
  })

  it('validates the review form next to each field', async () => {
    const { user } = await renderApp('/dashboard/e-commerce/product/foundation-runner-low', {
      session: 'admin',
    })
    await user.click(await screen.findByRole('tab', { name: /Reviews/ }))
    await user.click(screen.getByRole('button', { name: 'Write your review' }))
    const form = screen.getByTestId('review-form')
    await user.type(within(form).getByLabelText(/^Review/), 'Too short')
    await user.click(within(form).getByRole('button', { name: 'Post review' }))
    expect(within(form).getByText('Choose a rating from 1 to 5 stars')).toBeInTheDocument()
    expect(within(form).getByText('Write at least 10 characters')).toBeInTheDocument()
    expect(within(form).getByText('This field is required')).toBeInTheDocument()
    expect(within(form).getByText('Enter a valid email address')).toBeInTheDocument()
  })
})

describe('checkout', () => {
  it('an empty cart is an empty state', async () => {
    await renderApp('/dashboard/e-commerce/checkout', { session: 'admin' })
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument()
  })

  it('removing a line offers Undo, which puts it back', async () => {
    storeCheckout({ cart: [runner(2)] })
    const { user } = await renderApp('/dashboard/e-commerce/checkout', { session: 'admin' })
    // The toast of an earlier "Add to cart" is still up: it no longer holds once the line goes.
    act(() => void notify('Runner is in your cart'))
    expect(await screen.findByText('Runner is in your cart')).toBeInTheDocument()
    await user.click(await screen.findByRole('button', { name: 'Remove Runner from the cart' }))
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument()
    await waitFor(() =>
      expect(screen.queryByText('Runner is in your cart')).not.toBeInTheDocument(),
    )
    const toast = await screen.findByText('Runner removed from your cart')
    await user.click(
      within(toast.closest('[role="status"]')!).getByRole('button', { name: 'Undo' }),
    )
    expect(await screen.findByTestId('cart-line-runner')).toBeInTheDocument()
    expect(storedCheckout().cart[0]?.quantity).toBe(2)
  })

  it('explains a bad discount code next to the field and keeps the total', async () => {
    storeCheckout({ cart: [runner(2)] })
    const { user } = await renderApp('/dashboard/e-commerce/checkout', { session: 'admin' })
    await user.type(await screen.findByLabelText('Discount code'), 'NOPE')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(await screen.findByText('This discount code is not valid')).toBeInTheDocument()
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$100.00')
    await user.clear(screen.getByLabelText('Discount code'))
    await user.type(screen.getByLabelText('Discount code'), 'welcome10')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    await waitFor(() => expect(screen.getByTestId('summary-total')).toHaveTextContent('$90.00'))
  })

  it('card fields show hints, not sample values that turn red with the error', async () => {
    storeCheckout({
      activeStep: 2,
      billing: { addressId: 'a1', name: 'Avery Quinn', phoneNumber: '555', fullAddress: 'Here' },
      cart: [runner(1)],
    })
    const { user } = await renderApp('/dashboard/e-commerce/checkout', { session: 'admin' })
    await user.click(await screen.findByRole('button', { name: 'Complete order' }))
    const number = await screen.findByRole('textbox', { name: /^Card number/ })
    expect(await screen.findByText('Enter a valid card number')).toBeInTheDocument()
    expect(number).toHaveAccessibleDescription(/The long number on the front/)
    expect(screen.getByRole('textbox', { name: /^Expiry date/ })).toHaveAccessibleDescription(
      /Month and year, as MM\/YY/,
    )
    for (const field of [number, screen.getByRole('textbox', { name: 'Discount code' })])
      expect(field).not.toHaveAttribute('placeholder')
  })
})
