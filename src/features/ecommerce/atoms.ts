/**
 * Client state of the shop: the persisted checkout and product sort (storage.ts), and actions
 * that apply the pure cart rules (cart.ts).
 */
import { atom } from 'jotai'
import { atomWithLazy, atomWithStorage } from 'jotai/utils'
import type { Order } from '@/lib/api/schemas/checkout'
import type { ShopSort } from '@/lib/api/schemas/products'
import type { CheckoutState } from './cart'
import {
  PRODUCT_STORAGE_KEY,
  readProductState,
  writeProductState,
  type StoredProductState,
} from './storage'

// Read from storage on first use in each store: the first render already has the stored cart.
const storedAtom = atomWithLazy<StoredProductState>(readProductState)
// While anything shows the cart, a change made in another tab is read again here.
storedAtom.onMount = (setStored) => {
  const onStorage = (event: StorageEvent) => {
    if (event.key === PRODUCT_STORAGE_KEY || event.key === null) setStored(readProductState())
  }
  window.addEventListener('storage', onStorage)
  return () => window.removeEventListener('storage', onStorage)
}

const persistedAtom = atom(
  (get) => get(storedAtom),
  (_get, set, next: StoredProductState) => {
    set(storedAtom, next)
    writeProductState(next)
  },
)

export const checkoutAtom = atom((get) => get(persistedAtom).checkout)
export const sortAtom = atom(
  (get) => get(persistedAtom).sortBy,
  (get, set, sortBy: ShopSort) => set(persistedAtom, { ...get(persistedAtom), sortBy }),
)

type CheckoutUpdate = (state: CheckoutState) => CheckoutState

/** Runs one of the cart rules on the stored checkout. */
export const updateCheckoutAtom = atom(null, (get, set, update: CheckoutUpdate) => {
  const current = get(persistedAtom)
  set(persistedAtom, { ...current, checkout: update(current.checkout) })
})

/** The order just placed, for the completion screen (the checkout itself is reset by then). */
export const lastOrderAtom = atom<Order | null>(null)

/** Products the user keeps an eye on (ids), kept in this browser like the cart. */
export const wishlistAtom = atomWithStorage<string[]>('wishlist', [], undefined, {
  getOnInit: true,
})
