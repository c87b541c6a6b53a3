import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { notify } from '@/lib/notify'
import { deleteProductsRequest, productKeys } from '../api'

/**
 * Deletes products by id. Afterwards every product query is stale: lists and totals, the
 * deleted products' pages and the shop's search suggestions.
 */
export function useDeleteProducts({ onDeleted }: { onDeleted?: (ids: string[]) => void } = {}) {
  const { t } = useTranslation('products')
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (productIds: string[]) => deleteProductsRequest(productIds),
    onSuccess: async ({ productIds }) => {
      onDeleted?.(productIds)
      notify(t('delete.done', { count: productIds.length }))
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: productKeys.details() }),
        queryClient.invalidateQueries({ queryKey: [...productKeys.all, 'search'] }),
      ])
    },
    onError: (error) => notify(error.message, { variant: 'error' }),
  })
}
