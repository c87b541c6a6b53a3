import { Button, Stack, Text } from '@mantine/core'
import { IconMoodEmpty } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { ButtonLink } from '@/components/link'

interface ProductListEmptyProps {
  /** Filters hide every product (rather than there being none). */
  filtered: boolean
  /** An administrator: the empty list offers the first product. */
  canCreate: boolean
  onClear: () => void
}

/** No rows: a way out of the filters, or to the first product. */
export function ProductListEmpty({ filtered, canCreate, onClear }: ProductListEmptyProps) {
  const { t } = useTranslation('products')
  return (
    <Stack align="center" py={64} gap="sm" data-testid="product-list-empty">
      <IconMoodEmpty size={48} color="var(--mantine-color-dimmed)" aria-hidden />
      <Text fw={600}>{filtered ? t('list.noMatch') : t('list.empty')}</Text>
      {filtered ? (
        <Button variant="default" onClick={onClear}>
          {t('list.clearFilters')}
        </Button>
      ) : (
        canCreate && (
          <ButtonLink to="/dashboard/e-commerce/product/new" variant="default">
            {t('list.newProduct')}
          </ButtonLink>
        )
      )}
    </Stack>
  )
}
