import { createFileRoute } from '@tanstack/react-router'
import { ProductNewPage } from '@/features/ecommerce/product-editor/product-new-page'
import { AdminOnly } from '@/components/admin-only'
import { loadRouteNamespaces } from '@/lib/router/route-namespaces'

export const Route = createFileRoute('/dashboard/e-commerce/product/new')({
  staticData: { title: 'nav.createProduct', namespaces: ['products'] },
  loader: loadRouteNamespaces,
  codeSplitGroupings: [['component']],
  component: NewProduct,
})

function NewProduct() {
  return (
    <AdminOnly>
      <ProductNewPage />
    </AdminOnly>
  )
}
