/**
 * Cart and checkout rules (spec §3 "Cart item", "Checkout"; §4 "Cart", "Checkout steps"). Pure
 * functions over plain data: the atoms, the API and the components build on them.
 */

export interface CartItem {
  /** The product id (one line per product, spec: adding an existing item raises its quantity). */
  id: string
  name: string
  slug: string
  coverUrl: string
  price: number
  /** Stock when the item was added: the quantity cannot go above it. */
  available: number
  quantity: number
  colors: string[]
  size: string
}

export interface Billing {
  addressId: string
  name: string
  phoneNumber: string
  fullAddress: string
}

export interface CheckoutState {
  activeStep: number
  cart: CartItem[]
  subtotal: number
  total: number
  discount: number
  shipping: number
  billing: Billing | null
  totalItems: number
  /** The code the discount came from (checked by the API). */
  discountCode: string | null
  delivery: 'standard' | 'fast' | 'express'
}

/** The checkout steps: 0 cart, 1 billing & address, 2 payment; 3 is "order placed". */
export const CHECKOUT_STEPS = 3

const round = (value: number) => Math.round(value * 100) / 100

export const emptyCheckout: CheckoutState = {
  activeStep: 0,
  cart: [],
  subtotal: 0,
  total: 0,
  discount: 0,
  shipping: 0,
  billing: null,
  totalItems: 0,
  discountCode: null,
  delivery: 'standard',
}

/** Spec §4: subtotal = Σ price × quantity; total = subtotal − discount + shipping; totalItems = Σ quantity. */
export function totals(cart: readonly CartItem[], discount: number, shipping: number) {
  const subtotal = round(cart.reduce((sum, item) => sum + item.price * item.quantity, 0))
  return {
    subtotal,
    total: round(subtotal - discount + shipping),
    totalItems: cart.reduce((sum, item) => sum + item.quantity, 0),
  }
}

function withCart(state: CheckoutState, cart: CartItem[]): CheckoutState {
  // A discount is a fixed amount checked against a subtotal: when the cart changes it no longer
  // holds, so it is dropped and the code must be applied again.
  const discount = cart === state.cart ? state.discount : 0
  const discountCode = discount ? state.discountCode : null
  return { ...state, cart, discount, discountCode, ...totals(cart, discount, state.shipping) }
}

/** Spec §4: adding an existing item raises its quantity by 1 and merges its colours. */
export function addToCart(
  state: CheckoutState,
  item: Omit<CartItem, 'quantity'> & { quantity?: number },
): CheckoutState {
  const existing = state.cart.find((line) => line.id === item.id)
  if (!existing) {
    const quantity = Math.min(Math.max(1, item.quantity ?? 1), Math.max(1, item.available))
    return withCart(state, [...state.cart, { ...item, quantity }])
  }
  return withCart(
    state,
    state.cart.map((line) =>
      line.id === item.id
        ? {
            ...line,
            quantity: Math.min(line.quantity + 1, Math.max(line.available, line.quantity)),
            colors: [...new Set([...line.colors, ...item.colors])],
          }
        : line,
    ),
  )
}

export function increaseQuantity(state: CheckoutState, id: string): CheckoutState {
  return withCart(
    state,
    state.cart.map((line) =>
      line.id === id && line.quantity < line.available
        ? { ...line, quantity: line.quantity + 1 }
        : line,
    ),
  )
}

/** A typed quantity, kept between 1 and what is available. */
export function setQuantity(state: CheckoutState, id: string, quantity: number): CheckoutState {
  return withCart(
    state,
    state.cart.map((line) =>
      line.id === id
        ? { ...line, quantity: Math.min(line.available, Math.max(1, Math.floor(quantity))) }
        : line,
    ),
  )
}

/** Never below 1: removing is its own action. */
export function decreaseQuantity(state: CheckoutState, id: string): CheckoutState {
  return withCart(
    state,
    state.cart.map((line) =>
      line.id === id && line.quantity > 1 ? { ...line, quantity: line.quantity - 1 } : line,
    ),
  )
}

export function removeFromCart(state: CheckoutState, id: string): CheckoutState {
  const cart = state.cart.filter((line) => line.id !== id)
  const next = withCart(state, cart)
  // An empty cart has nothing to check out: back to the first step.
  return cart.length ? next : { ...next, activeStep: 0, billing: null }
}

/**
 * Undoes a removal: when nothing else changed since (`state` still has the cart the removal
 * left), the checkout as it was before, discount included; otherwise the line goes back to its
 * place (unless the product was added again meanwhile).
 */
export function undoRemove(
  state: CheckoutState,
  removal: { before: CheckoutState; after: CheckoutState; line: CartItem; index: number },
): CheckoutState {
  if (JSON.stringify(state.cart) === JSON.stringify(removal.after.cart)) return removal.before
  if (state.cart.some((line) => line.id === removal.line.id)) return state
  const cart = [...state.cart]
  cart.splice(Math.min(removal.index, cart.length), 0, removal.line)
  return withCart(state, cart)
}

export function applyDiscount(
  state: CheckoutState,
  code: string | null,
  discount: number,
): CheckoutState {
  const amount = round(Math.min(Math.max(0, discount), state.subtotal))
  return {
    ...state,
    discount: amount,
    discountCode: code,
    ...totals(state.cart, amount, state.shipping),
  }
}

export function applyShipping(
  state: CheckoutState,
  delivery: CheckoutState['delivery'],
  shipping: number,
): CheckoutState {
  return { ...state, delivery, shipping, ...totals(state.cart, state.discount, shipping) }
}

export function setBilling(state: CheckoutState, billing: Billing | null): CheckoutState {
  return { ...state, billing }
}

/** Spec §4: next, back, or jump to a given step (within 0..CHECKOUT_STEPS). */
export function goToStep(state: CheckoutState, step: number): CheckoutState {
  return { ...state, activeStep: Math.min(Math.max(0, Math.trunc(step)), CHECKOUT_STEPS) }
}
export const nextStep = (state: CheckoutState) => goToStep(state, state.activeStep + 1)
export const backStep = (state: CheckoutState) => goToStep(state, state.activeStep - 1)

/** Spec §4: reset clears cart, billing, discount, shipping and totals and returns to step 0. */
export const resetCheckout = (): CheckoutState => ({ ...emptyCheckout })
