import { createFileRoute, redirect } from '@tanstack/react-router'
import { productQueryOptions } from '@/features/ecommerce/api/queries'
import { ProductEditPage } from '@/features/ecommerce/product-editor/product-edit-page'
import { ProductNotFound } from '@/features/ecommerce/components/product-not-found'
import { ensure } from '@/lib/router/loaders'
import { AdminOnly } from '@/components/admin-only'
import { loadRouteNamespaces } from '@/lib/router/route-namespaces'

export const Route = createFileRoute('/dashboard/e-commerce/product/$name/edit')({
  staticData: { title: 'nav.edit', namespaces: ['products'] },
  loader: async ({ context, params, route }) => {
    const [product] = await Promise.all([
      ensure(context.queryClient, productQueryOptions(params.name)),
      loadRouteNamespaces({ route }),
    ])
    if (product.slug !== params.name)
      throw redirect({
        to: '/dashboard/e-commerce/product/$name/edit',
        params: { name: product.slug },
        replace: true,
      })
  },
  component: EditProduct,
  notFoundComponent: ProductNotFound,
})

function EditProduct() {
  return (
    <AdminOnly>
      <ProductEditPage />
    </AdminOnly>
  )
}
