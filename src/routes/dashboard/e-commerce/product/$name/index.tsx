import { createFileRoute, redirect } from '@tanstack/react-router'
import { productQueryOptions } from '@/features/ecommerce/api/queries'
import { ProductNotFound } from '@/features/ecommerce/components/product-not-found'
import { ProductPage } from '@/features/ecommerce/product/product-page'
import { ensure } from '@/lib/router/loaders'

export const Route = createFileRoute('/dashboard/e-commerce/product/$name/')({
  loader: async ({ context, params }) => {
    const product = await ensure(context.queryClient, productQueryOptions(params.name))
    // An old address (the product was renamed) or its name: go to the product's own address.
    if (product.slug !== params.name)
      throw redirect({
        to: '/dashboard/e-commerce/product/$name',
        params: { name: product.slug },
        replace: true,
      })
  },
  component: ProductPage,
  notFoundComponent: ProductNotFound,
})
