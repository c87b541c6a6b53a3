/**
 * The shop's writes as mutation hooks: each keeps the caches right (by the key factories of
 * ./keys); the screen adds its own reactions through `MutationCallbacks`.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { AddressInput, PlaceOrderBody } from '@/lib/api/schemas/checkout'
import type { Product, ProductInput } from '@/lib/api/schemas/products'
import { notify } from '@/lib/notify'
import type { MutationCallbacks } from '@/lib/query/mutation-callbacks'
import { checkoutKeys, productKeys } from './keys'
import { productQueryOptions } from './queries'
import {
  checkDiscountRequest,
  createProductRequest,
  deleteProductsRequest,
  helpfulRequest,
  newAddressRequest,
  newReviewRequest,
  placeOrderRequest,
  updateProductRequest,
  type ReviewInput,
} from './requests'

/** Creates a product (no `product`) or updates `product`. */
export function useSaveProduct(
  product: Product | undefined,
  { onSuccess, ...callbacks }: MutationCallbacks<{ product: Product }, ProductInput> = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ProductInput) =>
      product ? updateProductRequest(product.id, input) : createProductRequest(input),
    ...callbacks,
    onSuccess: async (data, ...rest) => {
      const { product: savedProduct } = data
      // The answer is the product as stored: its page can show it without asking again.
      queryClient.setQueryData(productQueryOptions(savedProduct.slug).queryKey, {
        product: savedProduct,
      })
      if (product && product.slug !== savedProduct.slug)
        queryClient.removeQueries({ queryKey: productKeys.detail(product.slug) })
      void queryClient.invalidateQueries({ queryKey: productKeys.lists() })
      void queryClient.invalidateQueries({ queryKey: productKeys.searches() })
      await onSuccess?.(data, ...rest)
    },
  })
}

/**
 * Deletes products by id. Afterwards every product query is stale: lists and totals, the
 * deleted products' pages and the shop's search suggestions.
 */
export function useDeleteProducts({ onDeleted }: { onDeleted?: (ids: string[]) => void } = {}) {
  const { t } = useTranslation('products')
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (productIds: string[]) => deleteProductsRequest(productIds),
    onSuccess: async ({ productIds }) => {
      onDeleted?.(productIds)
      notify(t('delete.done', { count: productIds.length }))
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: productKeys.details() }),
        queryClient.invalidateQueries({ queryKey: productKeys.searches() }),
      ])
    },
    onError: (error) => notify(error.message, { variant: 'error' }),
  })
}

/** Posts a review; the answer is the product with its new averages. */
export function useAddReview(product: Product) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (review: ReviewInput) => newReviewRequest(product.id, review),
    onSuccess: async ({ product: updated }) => {
      queryClient.setQueryData(productQueryOptions(product.slug).queryKey, { product: updated })
      await queryClient.invalidateQueries({ queryKey: productKeys.lists() })
    },
    // The caller shows why it failed (next to a field, in its alert or its own toast).
    meta: { form: true },
  })
}

/** A helpful vote for one of `product`'s reviews; the answer replaces that review. */
export function useMarkHelpful(
  product: Product,
  callbacks: MutationCallbacks<Awaited<ReturnType<typeof helpfulRequest>>, string> = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (reviewId: string) => helpfulRequest(product.id, reviewId),
    ...callbacks,
    onSuccess: async (data, ...rest) => {
      const { review } = data
      queryClient.setQueryData(productQueryOptions(product.slug).queryKey, (cached) =>
        cached
          ? {
              product: {
                ...cached.product,
                reviews: cached.product.reviews.map((r) => (r.id === review.id ? review : r)),
              },
            }
          : cached,
      )
      await callbacks.onSuccess?.(data, ...rest)
    },
  })
}

/** Checks a discount code against the subtotal (a check, so it changes no cache). */
export const useCheckDiscount = () =>
  useMutation({
    mutationFn: ({ code, subtotal }: { code: string; subtotal: number }) =>
      checkDiscountRequest(code, subtotal),
    // The caller shows why it failed (next to a field, in its alert or its own toast).
    meta: { form: true },
  })

/** Adds an address to the book; the book is refetched before the caller goes on. */
export function useAddAddress() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (address: AddressInput) => newAddressRequest(address),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checkoutKeys.addresses() }),
    // The caller shows why it failed (next to a field, in its alert or its own toast).
    meta: { form: true },
  })
}

/** Places the order; stock and sales counts changed, so every product query is stale. */
export function usePlaceOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (order: PlaceOrderBody['order']) => placeOrderRequest(order),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
    // The caller shows why it failed (next to a field, in its alert or its own toast).
    meta: { form: true },
  })
}
