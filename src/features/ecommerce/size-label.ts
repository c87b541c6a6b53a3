import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { ONE_SIZE } from '@/lib/api/schemas/product-constants'

/** How a stored size reads: `one-size` in the user's language, the rest as they are (M, 9.5). */
export function useSizeLabel() {
  const { t } = useTranslation('ecommerce')
  return useCallback((size: string) => (size === ONE_SIZE ? t('product.oneSize') : size), [t])
}
