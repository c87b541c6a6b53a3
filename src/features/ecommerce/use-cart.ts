import { useAtomValue, useSetAtom } from 'jotai'
import { useMemo } from 'react'
import type { ProductSummary } from '@/lib/api/schemas/products'
import { checkoutAtom, updateCheckoutAtom } from './atoms'
import * as rules from './cart'

/** The cart for components: the stored checkout and the spec's cart actions. */
export function useCart() {
  const checkout = useAtomValue(checkoutAtom)
  const update = useSetAtom(updateCheckoutAtom)
  return useMemo(
    () => ({
      checkout,
      add: (
        product: ProductSummary,
        choice: { colors: string[]; size: string; quantity?: number },
      ) =>
        update((state) =>
          rules.addToCart(state, {
            id: product.id,
            name: product.name,
            slug: product.slug,
            coverUrl: product.coverUrl,
            price: product.priceSale ?? product.price,
            available: product.quantity,
            colors: choice.colors,
            size: choice.size,
            quantity: choice.quantity,
          }),
        ),
      increase: (id: string) => update((state) => rules.increaseQuantity(state, id)),
      decrease: (id: string) => update((state) => rules.decreaseQuantity(state, id)),
      setQuantity: (id: string, quantity: number) =>
        update((state) => rules.setQuantity(state, id, quantity)),
      /** Removes a line and returns how to put it back (the toast's Undo). */
      removeWithUndo: (id: string) => {
        const index = checkout.cart.findIndex((line) => line.id === id)
        const line = checkout.cart[index]
        if (!line) return () => undefined
        const before = checkout
        const after = rules.removeFromCart(checkout, id)
        update(() => after)
        return () => update((state) => rules.undoRemove(state, { before, after, line, index }))
      },
      applyDiscount: (code: string | null, amount: number) =>
        update((state) => rules.applyDiscount(state, code, amount)),
      applyShipping: (delivery: rules.CheckoutState['delivery'], shipping: number) =>
        update((state) => rules.applyShipping(state, delivery, shipping)),
      setBilling: (billing: rules.Billing | null) =>
        update((state) => rules.setBilling(state, billing)),
      next: () => update(rules.nextStep),
      back: () => update(rules.backStep),
      goTo: (step: number) => update((state) => rules.goToStep(state, step)),
      reset: () => update(rules.resetCheckout),
    }),
    [checkout, update],
  )
}
