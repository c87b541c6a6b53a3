import { describe, expect, it } from 'vitest'
import { emptyCheckout } from '@/features/ecommerce/cart'
import {
  parseStoredProductState,
  PRODUCT_STORAGE_KEY,
  STORED_STATE_TIMEOUT_MS,
} from '@/features/ecommerce/storage'

describe('stored product state (spec §4, §9)', () => {
  it('lives under the redux- prefix with a 5000 ms timeout', () => {
    expect(PRODUCT_STORAGE_KEY).toBe('redux-product')
    expect(STORED_STATE_TIMEOUT_MS).toBe(5000)
  })

  it('defaults to featured and an empty checkout', () => {
    expect(parseStoredProductState(null)).toEqual({ sortBy: 'featured', checkout: emptyCheckout })
    expect(parseStoredProductState('not json')).toEqual({
      sortBy: 'featured',
      checkout: emptyCheckout,
    })
  })

  it('reads what the previous app stored (each field JSON-encoded again by redux-persist)', () => {
    const old = JSON.stringify({
      sortBy: JSON.stringify('priceAsc'),
      checkout: JSON.stringify({
        activeStep: 1,
        cart: [
          {
            id: 'p1',
            name: 'Runner',
            price: 10,
            quantity: 3,
            colors: ['#000000'],
            size: '9',
            subtotal: 30,
          },
        ],
        discount: 5,
        shipping: 0,
        billing: null,
        total: 999,
      }),
      _persist: JSON.stringify({ version: -1, rehydrated: true }),
    })
    const state = parseStoredProductState(old)
    expect(state.sortBy).toBe('priceAsc')
    expect(state.checkout).toMatchObject({
      activeStep: 1,
      subtotal: 30,
      discount: 5,
      total: 25,
      totalItems: 3,
    })
    expect(state.checkout.cart[0]).toMatchObject({ id: 'p1', quantity: 3, available: 3 })
  })

  it('drops malformed lines and never trusts stored totals', () => {
    const state = parseStoredProductState(
      JSON.stringify({
        sortBy: 'sideways',
        checkout: {
          activeStep: 7,
          cart: [{ id: 'x' }, { id: 'p2', price: 4, quantity: 2 }],
          total: 1e9,
          subtotal: 1e9,
        },
      }),
    )
    expect(state.sortBy).toBe('featured')
    expect(state.checkout).toMatchObject({ activeStep: 2, subtotal: 8, total: 8, totalItems: 2 })
    expect(state.checkout.cart).toHaveLength(1)
  })
})
