import { Button } from '@mantine/core'
import { IconCircleCheck, IconDownload, IconPrinter } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

interface InvoiceSelectionActionsProps {
  onMarkPaid: () => void
  markingPaid: boolean
  onDownload: () => void
  downloading: boolean
  onPrint: () => void
}

/** The selection bar's own buttons for invoices (the shared bar adds clear and delete). */
export function InvoiceSelectionActions({
  onMarkPaid,
  markingPaid,
  onDownload,
  downloading,
  onPrint,
}: InvoiceSelectionActionsProps) {
  const { t } = useTranslation('invoices')
  return (
    <>
      <Button
        variant="default"
        size="compact-sm"
        leftSection={<IconCircleCheck size={16} aria-hidden />}
        onClick={onMarkPaid}
        loading={markingPaid}
      >
        {t('list.markPaid')}
      </Button>
      <Button
        variant="default"
        size="compact-sm"
        leftSection={<IconDownload size={16} aria-hidden />}
        onClick={onDownload}
        loading={downloading}
      >
        {t('list.downloadSelected')}
      </Button>
      <Button
        variant="default"
        size="compact-sm"
        leftSection={<IconPrinter size={16} aria-hidden />}
        onClick={onPrint}
      >
        {t('list.print')}
      </Button>
    </>
  )
}
