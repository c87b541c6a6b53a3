import { createFileRoute } from '@tanstack/react-router'
import { productQueryOptions } from '@/features/ecommerce/api/queries'
import { ProductNotFound } from '@/features/ecommerce/components/product-not-found'
import { ProductPage } from '@/features/ecommerce/product/product-page'
import { ensure } from '@/lib/router/loaders'

export const Route = createFileRoute('/dashboard/e-commerce/product/$name/')({
  loader: async ({ context, params }) => {
    await ensure(context.queryClient, productQueryOptions(params.name))
  },
  component: ProductPage,
  notFoundComponent: ProductNotFound,
})
