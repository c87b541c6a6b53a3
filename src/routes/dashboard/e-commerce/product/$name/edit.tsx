import { createFileRoute, notFound } from '@tanstack/react-router'
import { productQueryOptions } from '@/features/ecommerce/api/queries'
import { ProductEditPage } from '@/features/ecommerce/admin/editor/product-edit-page'
import { ProductNotFound } from '@/features/ecommerce/components/product-not-found'
import { isApiError } from '@/lib/api/http'
import { loadNamespaces } from '@/lib/i18n/i18n'

export const Route = createFileRoute('/dashboard/e-commerce/product/$name/edit')({
  staticData: { title: 'nav.edit' },
  loader: async ({ context, params }) => {
    const product = context.queryClient.query(productQueryOptions(params.name)).catch((error) => {
      if (isApiError(error) && error.status === 404) throw notFound()
      throw error
    })
    await Promise.all([product, loadNamespaces('products')])
  },
  component: ProductEditPage,
  notFoundComponent: ProductNotFound,
})
