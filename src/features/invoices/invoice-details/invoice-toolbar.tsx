import { ActionIcon, Group, Select, Text, Tooltip } from '@mantine/core'
import { IconDownload, IconPencil, IconPrinter, IconSend, IconShare } from '@tabler/icons-react'
import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ActionIconLink } from '@/components/link'
import {
  STORED_INVOICE_STATUSES,
  type Invoice,
  type StoredInvoiceStatus,
} from '@/lib/api/schemas/invoices'
import { notify } from '@/lib/notify'
import { useSendInvoice, useSetInvoiceStatus } from '../api/mutations'
import { downloadInvoicePdfs } from '../pdf/download-invoice-pdf'
import classes from './invoice-details.module.css'

const isStored = (value: string | null): value is StoredInvoiceStatus =>
  STORED_INVOICE_STATUSES.some((status) => status === value)

/** Edit, PDF, print, send, share and the status: the actions above the invoice. */
export function InvoiceToolbar({ invoice, canEdit }: { invoice: Invoice; canEdit: boolean }) {
  const { t, i18n } = useTranslation('invoices')
  const router = useRouter()
  const [makingPdf, setMakingPdf] = useState(false)
  const send = useSendInvoice({
    onSuccess: ({ invoice: sent }) =>
      notify(t('details.sentTo', { email: sent.to.email || sent.to.name })),
  })
  const setStatus = useSetInvoiceStatus({
    onSuccess: (_data, { status }) =>
      notify(t('details.statusChanged', { status: t(`status.${status}`) })),
  })

  const downloadPdf = async () => {
    setMakingPdf(true)
    try {
      await downloadInvoicePdfs([invoice], i18n.resolvedLanguage ?? i18n.language)
    } catch {
      notify(t('details.pdfFailed'), { variant: 'error' })
    } finally {
      setMakingPdf(false)
    }
  }

  const share = async () => {
    try {
      // The invoice's own address, without a one-off `?print=1`: a shared link never prints.
      const { href } = router.buildLocation({
        to: '/dashboard/invoice/$id',
        params: { id: invoice.id },
      })
      await navigator.clipboard.writeText(new URL(href, window.location.origin).toString())
      notify(t('details.linkCopied'))
    } catch {
      notify(t('details.copyFailed'), { variant: 'error' })
    }
  }

  const overdue = invoice.status === 'overdue'
  // Overdue is derived from the due date, so it shows but is never chosen.
  const statusOptions = [
    ...(['paid', 'pending', 'draft'] as const).map((status) => ({
      value: status,
      label: t(`status.${status}`),
    })),
    ...(overdue ? [{ value: 'overdue', label: t('status.overdue'), disabled: true }] : []),
  ]

  return (
    <div className={classes.toolbar} data-no-print>
      <Group gap={4} role="toolbar" aria-label={t('details.actions')}>
        {canEdit && (
          <Tooltip label={t('details.edit')}>
            <ActionIconLink
              to="/dashboard/invoice/$id/edit"
              params={{ id: invoice.id }}
              size="lg"
              aria-label={t('details.edit')}
            >
              <IconPencil size={20} aria-hidden />
            </ActionIconLink>
          </Tooltip>
        )}
        <Tooltip label={t('details.downloadPdf')}>
          <ActionIcon
            size="lg"
            onClick={() => void downloadPdf()}
            loading={makingPdf}
            aria-label={t('details.downloadPdf')}
          >
            <IconDownload size={20} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('details.print')}>
          <ActionIcon size="lg" onClick={() => window.print()} aria-label={t('details.print')}>
            <IconPrinter size={20} aria-hidden />
          </ActionIcon>
        </Tooltip>
        {canEdit && (
          <Tooltip label={t('details.send')}>
            <ActionIcon
              size="lg"
              onClick={() => send.mutate(invoice.id)}
              loading={send.isPending}
              aria-label={t('details.send')}
            >
              <IconSend size={20} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
        <Tooltip label={t('details.share')}>
          <ActionIcon size="lg" onClick={() => void share()} aria-label={t('details.share')}>
            <IconShare size={20} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Text size="sm" c="dimmed" ms="xs" data-testid="invoice-sent-count">
          {invoice.sentCount
            ? t('details.sentCount', { count: invoice.sentCount })
            : t('details.neverSent')}
        </Text>
      </Group>
      {canEdit && (
        <Select
          className={classes.statusSelect}
          label={t('details.changeStatus')}
          data={statusOptions}
          value={invoice.status}
          allowDeselect={false}
          disabled={setStatus.isPending}
          onChange={(value) => {
            if (isStored(value) && value !== invoice.status)
              setStatus.mutate({ ids: [invoice.id], status: value })
          }}
          description={overdue ? t('details.overdueHint') : undefined}
          inputWrapperOrder={['label', 'input', 'description']}
        />
      )}
    </div>
  )
}
