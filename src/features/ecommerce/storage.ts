/**
 * The persisted e-commerce state (spec §4 "Stored state", §9): only the product sort and the
 * checkout, in localStorage under the `redux-` prefix, so carts stored by the previous app
 * (redux-persist's `redux-product` entry, each field JSON-encoded again) stay readable.
 */
import { SHOP_SORTS, type ShopSort } from '@/lib/api/schemas/product-constants'
import { emptyCheckout, totals, type CheckoutState } from './cart'

export const STORAGE_KEY_PREFIX = 'redux-'
export const PRODUCT_STORAGE_KEY = `${STORAGE_KEY_PREFIX}product`
/** Spec §9: the stored state's rehydrate timeout. Reading localStorage is synchronous, so the
 * stored values are there on the first render, well within it. */
export const STORED_STATE_TIMEOUT_MS = 5000

export interface StoredProductState {
  sortBy: ShopSort
  checkout: CheckoutState
}

/** redux-persist wrote `{"sortBy":"\"featured\"","checkout":"{...}"}`; we write plain JSON. */
function maybeJson(value: unknown): unknown {
  if (typeof value !== 'string') return value
  try {
    return JSON.parse(value)
  } catch {
    return value
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function readCheckout(raw: unknown): CheckoutState {
  if (!isObject(raw)) return { ...emptyCheckout }
  const cart = Array.isArray(raw.cart)
    ? raw.cart
        .filter(
          (item): item is CheckoutState['cart'][number] =>
            isObject(item) &&
            typeof item.id === 'string' &&
            typeof item.price === 'number' &&
            typeof item.quantity === 'number' &&
            item.quantity > 0,
        )
        .map((item) => ({
          ...item,
          name: typeof item.name === 'string' ? item.name : '',
          slug: typeof item.slug === 'string' ? item.slug : '',
          coverUrl: typeof item.coverUrl === 'string' ? item.coverUrl : '',
          available: typeof item.available === 'number' ? item.available : item.quantity,
          colors: Array.isArray(item.colors)
            ? item.colors.filter((c): c is string => typeof c === 'string')
            : [],
          size: typeof item.size === 'string' ? item.size : '',
        }))
    : []
  const number = (value: unknown) =>
    typeof value === 'number' && Number.isFinite(value) ? value : 0
  const discount = number(raw.discount)
  const shipping = number(raw.shipping)
  const delivery = raw.delivery === 'fast' || raw.delivery === 'express' ? raw.delivery : 'standard'
  const billing =
    isObject(raw.billing) && typeof raw.billing.addressId === 'string'
      ? (raw.billing as unknown as CheckoutState['billing'])
      : null
  return {
    ...emptyCheckout,
    activeStep: cart.length ? Math.min(Math.max(0, Math.trunc(number(raw.activeStep))), 2) : 0,
    cart,
    discount,
    discountCode: typeof raw.discountCode === 'string' ? raw.discountCode : null,
    shipping,
    delivery,
    billing,
    // Totals are derived again: a stored total is never trusted.
    ...totals(cart, discount, shipping),
  }
}

export function parseStoredProductState(text: string | null): StoredProductState {
  let parsed: unknown
  try {
    parsed = text ? JSON.parse(text) : null
  } catch {
    parsed = null
  }
  const raw = isObject(parsed) ? parsed : {}
  const sort = maybeJson(raw.sortBy)
  return {
    sortBy: (SHOP_SORTS as readonly unknown[]).includes(sort) ? (sort as ShopSort) : 'featured',
    checkout: readCheckout(maybeJson(raw.checkout)),
  }
}

export function readProductState(): StoredProductState {
  try {
    return parseStoredProductState(localStorage.getItem(PRODUCT_STORAGE_KEY))
  } catch {
    return parseStoredProductState(null)
  }
}

export function writeProductState(state: StoredProductState) {
  try {
    localStorage.setItem(PRODUCT_STORAGE_KEY, JSON.stringify(state))
  } catch {
    // storage full or unavailable: the state still lives for this visit
  }
}
