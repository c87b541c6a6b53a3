/** The shop's calls: key hierarchy, query options and requests (docs/api.md, "Products", "Checkout"). */
import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { apiGet, apiPost } from '@/lib/api/http'
import {
  addressesResponseSchema,
  addressResponseSchema,
  discountResponseSchema,
  orderResponseSchema,
  type AddressInput,
  type PlaceOrderBody,
} from '@/lib/api/schemas/checkout'
import {
  productListResponseSchema,
  productResponseSchema,
  productSchema,
  productSuggestionsResponseSchema,
  reviewSchema,
  type ProductInput,
  type ProductListQuery,
} from '@/lib/api/schemas/products'

export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (query: ProductListQuery) => [...productKeys.lists(), query] as const,
  details: () => [...productKeys.all, 'detail'] as const,
  detail: (slug: string) => [...productKeys.details(), slug] as const,
  search: (text: string) => [...productKeys.all, 'search', text] as const,
}

export const checkoutKeys = {
  addresses: () => ['checkout', 'addresses'] as const,
}

/** Query values become the list call's query string (arrays as comma-separated lists). */
export function listSearchParams(
  query: ProductListQuery,
): Record<string, string | number | undefined> {
  return Object.fromEntries(
    Object.entries(query).filter(
      (entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '',
    ),
  )
}

export const productListQueryOptions = (query: ProductListQuery) =>
  queryOptions({
    queryKey: productKeys.list(query),
    queryFn: () => apiGet('api/products/list', productListResponseSchema, listSearchParams(query)),
  })

/** Spec §7: GET /api/products/product?name=. */
export const productQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: productKeys.detail(slug),
    queryFn: () => apiGet('api/products/product', productResponseSchema, { name: slug }),
    select: (data) => data.product,
  })

export const productSearchQueryOptions = (text: string) =>
  queryOptions({
    queryKey: productKeys.search(text),
    queryFn: () => apiGet('api/products/search', productSuggestionsResponseSchema, { query: text }),
    select: (data) => data.results,
    enabled: text.trim().length > 0,
    staleTime: 60_000,
  })

const productOnly = z.object({ product: productSchema })

export const createProductRequest = (product: ProductInput) =>
  apiPost('api/products/product/new', { product }, productOnly)

export const updateProductRequest = (productId: string, product: ProductInput) =>
  apiPost('api/products/product/update', { productId, product }, productOnly)

export const deleteProductsRequest = (productIds: string[]) =>
  apiPost(
    'api/products/product/delete-many',
    { productIds },
    z.object({ productIds: z.array(z.string()) }),
  )

export const newReviewRequest = (
  productId: string,
  review: { rating: number; name: string; email: string; comment: string },
) =>
  apiPost(
    'api/products/review/new',
    { productId, review },
    z.object({ review: reviewSchema, product: productSchema }),
  )

export const helpfulRequest = (productId: string, reviewId: string) =>
  apiPost(
    'api/products/review/helpful',
    { productId, reviewId },
    z.object({ review: reviewSchema }),
  )

export const checkDiscountRequest = (code: string, subtotal: number) =>
  apiPost('api/checkout/discount/check', { code, subtotal }, discountResponseSchema)

export const addressesQueryOptions = () =>
  queryOptions({
    queryKey: checkoutKeys.addresses(),
    queryFn: () => apiGet('api/checkout/addresses', addressesResponseSchema),
    select: (data) => data.addresses,
  })

export const newAddressRequest = (address: AddressInput) =>
  apiPost('api/checkout/address/new', { address }, addressResponseSchema)

export const placeOrderRequest = (order: PlaceOrderBody['order']) =>
  apiPost('api/checkout/order/place', { order }, orderResponseSchema)
