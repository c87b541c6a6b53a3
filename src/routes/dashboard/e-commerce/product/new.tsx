import { createFileRoute } from '@tanstack/react-router'
import { ProductNewPage } from '@/features/ecommerce/product-editor/product-new-page'
import { loadNamespaces } from '@/lib/i18n/i18n'
import { AdminOnly } from '@/components/admin-only'

export const Route = createFileRoute('/dashboard/e-commerce/product/new')({
  staticData: { title: 'nav.createProduct' },
  loader: () => loadNamespaces('products'),
  component: NewProduct,
})

function NewProduct() {
  return (
    <AdminOnly>
      <ProductNewPage />
    </AdminOnly>
  )
}
