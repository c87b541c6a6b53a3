import { createFileRoute, redirect } from '@tanstack/react-router'
import { productQueryOptions } from '@/features/ecommerce/api/queries'
import { ProductEditPage } from '@/features/ecommerce/product-editor/product-edit-page'
import { ProductNotFound } from '@/features/ecommerce/components/product-not-found'
import { loadNamespaces } from '@/lib/i18n/i18n'
import { ensure } from '@/lib/router/loaders'
import { AdminOnly } from '@/components/admin-only'

export const Route = createFileRoute('/dashboard/e-commerce/product/$name/edit')({
  staticData: { title: 'nav.edit' },
  loader: async ({ context, params }) => {
    const [product] = await Promise.all([
      ensure(context.queryClient, productQueryOptions(params.name)),
      loadNamespaces('products'),
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
