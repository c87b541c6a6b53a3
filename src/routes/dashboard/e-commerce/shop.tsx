import { createFileRoute } from '@tanstack/react-router'
import { productListQueryOptions } from '@/features/ecommerce/api/queries'
import { ShopPage } from '@/features/ecommerce/shop/shop-page'
import { readProductState } from '@/features/ecommerce/storage'
import { parseShopSearch, shopListQuery } from '@/features/ecommerce/shop-search'
import { prefetch } from '@/lib/router/loaders'

export const Route = createFileRoute('/dashboard/e-commerce/shop')({
  staticData: { title: 'nav.shop' },
  validateSearch: parseShopSearch,
  loaderDeps: ({ search }) => search,
  // Starts the products request with the page's code; the grid shows a skeleton meanwhile.
  loader: ({ context, deps }) => {
    prefetch(
      context.queryClient,
      productListQueryOptions(shopListQuery(deps, readProductState().sortBy)),
    )
  },
  component: ShopPage,
})
