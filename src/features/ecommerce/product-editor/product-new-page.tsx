import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { ProductForm } from './product-form'

/** /dashboard/e-commerce/product/new */
export function ProductNewPage() {
  const { t } = useTranslation('products')
  return (
    <>
      <PageHeader title={t('form.newTitle')} />
      <ProductForm />
    </>
  )
}
