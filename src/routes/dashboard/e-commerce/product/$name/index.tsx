import { createFileRoute, notFound } from '@tanstack/react-router'
import { productQueryOptions } from '@/features/ecommerce/api/queries'
import { ProductNotFound } from '@/features/ecommerce/components/product-not-found'
import { ProductPage } from '@/features/ecommerce/product/product-page'
import { isApiError } from '@/lib/api/http'

export const Route = createFileRoute('/dashboard/e-commerce/product/$name/')({
  loader: async ({ context, params }) => {
    try {
      await context.queryClient.query(productQueryOptions(params.name))
    } catch (error) {
      if (isApiError(error) && error.status === 404) throw notFound()
      throw error
    }
  },
  component: ProductPage,
  notFoundComponent: ProductNotFound,
})
