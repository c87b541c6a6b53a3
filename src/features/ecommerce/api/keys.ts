/** The shop's query keys (products, checkout); invalidation goes through these, never spelled keys. */
import type { ProductListQuery } from '@/lib/api/schemas/products'

export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (query: ProductListQuery) => [...productKeys.lists(), query] as const,
  details: () => [...productKeys.all, 'detail'] as const,
  detail: (slug: string) => [...productKeys.details(), slug] as const,
  searches: () => [...productKeys.all, 'search'] as const,
  search: (text: string) => [...productKeys.searches(), text] as const,
}

export const checkoutKeys = {
  all: ['checkout'] as const,
  addresses: () => [...checkoutKeys.all, 'addresses'] as const,
}
