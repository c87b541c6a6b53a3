import { useTranslation } from 'react-i18next'
import { ButtonLink } from '@/components/link'
import { usePageTitle } from '@/components/page-header'
import { IllustrationNotFound } from '@/components/status/illustrations'
import { StatusView } from '@/components/status/status-view'

/** An unknown product name: say so and lead back to the shop. */
export function ProductNotFound() {
  const { t } = useTranslation('ecommerce')
  usePageTitle(t('product.notFoundTitle'))
  return (
    <StatusView
      title={t('product.notFoundTitle')}
      description={t('product.notFoundBody')}
      illustration={<IllustrationNotFound />}
      actions={
        <ButtonLink to="/dashboard/e-commerce/shop" variant="inverse" size="md">
          {t('product.backToShop')}
        </ButtonLink>
      }
    />
  )
}
