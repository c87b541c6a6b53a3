import type { PaginationProps } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** Names for a `<Pagination>`'s buttons ("Next page", "Page 3"), shared by every paged list. */
export function usePaginationLabels(): Pick<PaginationProps, 'getControlProps' | 'getItemProps'> {
  const { t } = useTranslation()
  return {
    getControlProps: (control) => ({ 'aria-label': t(`pagination.${control}`) }),
    getItemProps: (page) => ({ 'aria-label': t('pagination.page', { page }) }),
  }
}
