import { createFileRoute } from '@tanstack/react-router'
import { productListQueryOptions } from '@/features/ecommerce/api/queries'
import { ProductListPage } from '@/features/ecommerce/product-list/product-list-page'
import {
  parseProductListSearch,
  productListApiQuery,
} from '@/features/ecommerce/product-list/product-list-search'
import { prefetch } from '@/lib/router/loaders'
import { loadRouteNamespaces } from '@/lib/router/route-namespaces'

export const Route = createFileRoute('/dashboard/e-commerce/list')({
  staticData: { title: 'nav.list', namespaces: ['products'] },
  validateSearch: parseProductListSearch,
  // Only what the request depends on: toggling density does not run the loader again.
  loaderDeps: ({ search }) => productListApiQuery(search),
  loader: async ({ context, deps, route }) => {
    // Starts the rows with the page's code; the table shows skeleton rows meanwhile.
    prefetch(context.queryClient, productListQueryOptions(deps))
    await loadRouteNamespaces({ route })
  },
  component: ProductListPage,
})
