import { describe, expect, it } from 'vitest'
import {
  addToCart,
  applyDiscount,
  applyShipping,
  backStep,
  CHECKOUT_STEPS,
  decreaseQuantity,
  emptyCheckout,
  goToStep,
  increaseQuantity,
  nextStep,
  removeFromCart,
  resetCheckout,
  setBilling,
  totals,
  undoRemove,
  type CartItem,
  type CheckoutState,
} from '@/features/ecommerce/cart'

const item = (overrides: Partial<CartItem> = {}): Omit<CartItem, 'quantity'> => ({
  id: 'p1',
  name: 'Runner',
  slug: 'runner',
  coverUrl: '/api/images/products/1-1.svg',
  price: 20,
  available: 5,
  colors: ['#000000'],
  size: '9',
  ...overrides,
})

const withItems = (...lines: Array<Partial<CartItem>>): CheckoutState =>
  lines.reduce<CheckoutState>(
    (state, line) => addToCart(state, { ...item(line), quantity: line.quantity ?? 1 }),
    emptyCheckout,
  )

describe('cart maths (spec §4)', () => {
  it.each([
    { cart: [], discount: 0, shipping: 0, subtotal: 0, total: 0, totalItems: 0 },
    {
      cart: [{ price: 10, quantity: 2 }],
      discount: 0,
      shipping: 0,
      subtotal: 20,
      total: 20,
      totalItems: 2,
    },
    {
      cart: [
        { price: 10.1, quantity: 3 },
        { price: 5.25, quantity: 1 },
      ],
      discount: 5,
      shipping: 10,
      subtotal: 35.55,
      total: 40.55,
      totalItems: 4,
    },
    {
      cart: [{ price: 99.99, quantity: 1 }],
      discount: 9.99,
      shipping: 20,
      subtotal: 99.99,
      total: 110,
      totalItems: 1,
    },
  ])(
    'subtotal $subtotal, total $total, items $totalItems',
    ({ cart, discount, shipping, ...expected }) => {
      const lines = cart.map((line, i) => ({ ...item({ id: `p${i}` }), ...line })) as CartItem[]
      expect(totals(lines, discount, shipping)).toEqual(expected)
    },
  )
})

describe('cart rules', () => {
  it('adds a new item with quantity 1 and computes the totals', () => {
    const state = addToCart(emptyCheckout, item())
    expect(state.cart).toHaveLength(1)
    expect(state).toMatchObject({ subtotal: 20, total: 20, totalItems: 1 })
  })

  it('adding an existing item raises its quantity by 1 and merges its colours', () => {
    let state = addToCart(emptyCheckout, item({ colors: ['#000000'] }))
    state = addToCart(state, item({ colors: ['#FFFFFF', '#000000'] }))
    expect(state.cart).toHaveLength(1)
    expect(state.cart[0]).toMatchObject({ quantity: 2, colors: ['#000000', '#FFFFFF'] })
    expect(state).toMatchObject({ subtotal: 40, totalItems: 2 })
  })

  it('never goes above the stock or below 1', () => {
    let state = withItems({ quantity: 4, available: 5 })
    state = increaseQuantity(increaseQuantity(state, 'p1'), 'p1')
    expect(state.cart[0]?.quantity).toBe(5)
    state = addToCart(state, item({ available: 5 }))
    expect(state.cart[0]?.quantity).toBe(5)
    state = withItems({ quantity: 1 })
    expect(decreaseQuantity(state, 'p1').cart[0]?.quantity).toBe(1)
  })

  it('removes an item; an empty cart goes back to the first step', () => {
    let state = withItems({ id: 'a' }, { id: 'b', price: 5 })
    state = goToStep(state, 2)
    state = removeFromCart(state, 'a')
    expect(state.cart.map((line) => line.id)).toEqual(['b'])
    expect(state.activeStep).toBe(2)
    state = removeFromCart(state, 'b')
    expect(state).toMatchObject({ cart: [], activeStep: 0, subtotal: 0, total: 0, totalItems: 0 })
  })

  it('undoing a removal brings the checkout back as it was, discount included', () => {
    const before = applyDiscount(withItems({ id: 'a', price: 50 }, { id: 'b', price: 50 }), 'X', 10)
    const after = removeFromCart(before, 'a')
    expect(after.discount).toBe(0)
    const removal = { before, after, line: before.cart[0]!, index: 0 }
    expect(undoRemove(after, removal)).toEqual(before)
    // The cart changed since: the line goes back to its place, the rest as it is now.
    const changed = increaseQuantity(after, 'b')
    const undone = undoRemove(changed, removal)
    expect(undone.cart.map((line) => [line.id, line.quantity])).toEqual([
      ['a', 1],
      ['b', 2],
    ])
    expect(undone.subtotal).toBe(150)
    // Added again meanwhile: nothing to put back.
    const again = addToCart(after, item({ id: 'a', price: 50 }))
    expect(undoRemove(again, removal)).toBe(again)
  })

  it('applies a discount and shipping: total = subtotal - discount + shipping', () => {
    let state = withItems({ price: 50, quantity: 2 })
    state = applyDiscount(state, 'WELCOME10', 10)
    state = applyShipping(state, 'express', 20)
    expect(state).toMatchObject({
      subtotal: 100,
      discount: 10,
      shipping: 20,
      total: 110,
      delivery: 'express',
    })
  })

  it('a discount never exceeds the subtotal and is dropped when the cart changes', () => {
    let state = applyDiscount(withItems({ price: 5 }), 'BIG', 50)
    expect(state.discount).toBe(5)
    state = increaseQuantity(state, 'p1')
    expect(state).toMatchObject({ discount: 0, discountCode: null, total: 10 })
  })
})

describe('checkout steps (spec §4)', () => {
  it('starts at 0 and goes next, back and jumps, staying in range', () => {
    expect(emptyCheckout.activeStep).toBe(0)
    let state = nextStep(emptyCheckout)
    expect(state.activeStep).toBe(1)
    state = backStep(backStep(state))
    expect(state.activeStep).toBe(0)
    expect(goToStep(state, 2).activeStep).toBe(2)
    expect(goToStep(state, 99).activeStep).toBe(CHECKOUT_STEPS)
    expect(goToStep(state, -3).activeStep).toBe(0)
  })

  it('reset clears cart, billing, discount, shipping and totals and returns to step 0', () => {
    let state = withItems({ price: 30, quantity: 2 })
    state = setBilling(applyShipping(applyDiscount(state, 'X', 5), 'fast', 10), {
      addressId: 'a1',
      name: 'Avery',
      phoneNumber: '1',
      fullAddress: 'Somewhere',
    })
    state = goToStep(state, 2)
    expect(state).toMatchObject({ activeStep: 2, discount: 5, shipping: 10, totalItems: 2 })
    expect(resetCheckout()).toEqual(emptyCheckout)
    expect(resetCheckout()).toMatchObject({
      cart: [],
      billing: null,
      discount: 0,
      shipping: 0,
      subtotal: 0,
      total: 0,
      totalItems: 0,
      activeStep: 0,
    })
  })
})

describe('card checks', () => {
  it('accepts grouped numbers that pass the Luhn check, and refuses typos', async () => {
    const { cardSchema, luhnValid } = await import('@/lib/api/schemas/checkout')
    expect(luhnValid('4242424242424242')).toBe(true)
    expect(luhnValid('4242424242424241')).toBe(false)
    const card = { holder: 'Avery Quinn', expiry: '12/30', cvv: '123' }
    expect(cardSchema.safeParse({ ...card, number: '4242 4242 4242 4242' }).success).toBe(true)
    expect(cardSchema.safeParse({ ...card, number: '4242 4242 4242 4241' }).success).toBe(false)
    const issues =
      cardSchema.safeParse({ ...card, number: '1234', expiry: '13/30' }).error?.issues ?? []
    expect(new Set(issues.map((i) => i.message))).toEqual(
      new Set(['card_number_invalid', 'card_expiry_invalid']),
    )
  })
})
