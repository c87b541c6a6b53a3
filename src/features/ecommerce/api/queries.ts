/** The shop's reads (docs/api.md, "Products", "Checkout"), for the route loaders and the components. */
import { queryOptions } from '@tanstack/react-query'
import { apiGet } from '@/lib/api/http'
import { addressesResponseSchema } from '@/lib/api/schemas/checkout'
import {
  productListResponseSchema,
  productResponseSchema,
  productSuggestionsResponseSchema,
  type ProductListQuery,
} from '@/lib/api/schemas/products'
import { checkoutKeys, productKeys } from './keys'

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

export const addressesQueryOptions = () =>
  queryOptions({
    queryKey: checkoutKeys.addresses(),
    queryFn: () => apiGet('api/checkout/addresses', addressesResponseSchema),
    select: (data) => data.addresses,
  })
