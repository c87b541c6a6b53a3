import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { productQueryOptions } from '../api/queries'
import { ProductForm } from './product-form'

const editRoute = getRouteApi('/dashboard/e-commerce/product/$name/edit')

/** /dashboard/e-commerce/product/$name/edit */
export function ProductEditPage() {
  const { t } = useTranslation('products')
  const { name } = editRoute.useParams()
  // The loader has the product in the cache (or showed the not-found state).
  const { data: product } = useSuspenseQuery(productQueryOptions(name))
  return (
    <>
      <PageHeader title={t('form.editTitle', { name: product.name })} />
      {/* Another product is another form: start from its values, not the previous one's. */}
      <ProductForm key={product.id} product={product} />
    </>
  )
}
