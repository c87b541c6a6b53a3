import { Button, Stack, Text } from '@mantine/core'
import { IconFileInvoice } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { ButtonLink } from '@/components/link'

interface InvoiceListEmptyProps {
  /** Filters hide every invoice (rather than there being none). */
  filtered: boolean
  /** An administrator: an empty list offers the first invoice. */
  canCreate: boolean
  onClear: () => void
}

/** No rows: a way out of the filters, or to the first invoice. */
export function InvoiceListEmpty({ filtered, canCreate, onClear }: InvoiceListEmptyProps) {
  const { t } = useTranslation('invoices')
  return (
    <Stack align="center" py={64} gap="sm" data-testid="invoice-list-empty">
      <IconFileInvoice size={48} color="var(--mantine-color-dimmed)" aria-hidden />
      <Text fw={600}>{filtered ? t('list.noMatch') : t('list.empty')}</Text>
      {filtered ? (
        <Button variant="default" onClick={onClear}>
          {t('list.clearFilters')}
        </Button>
      ) : (
        canCreate && (
          <ButtonLink to="/dashboard/invoice/new" variant="default">
            {t('list.newInvoice')}
          </ButtonLink>
        )
      )}
    </Stack>
  )
}
