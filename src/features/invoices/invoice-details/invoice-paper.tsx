import { Anchor, Box, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { LogoMark } from '@/components/logo'
import type { Invoice, InvoiceParty } from '@/lib/api/schemas/invoices'
import { useFormatters } from '@/lib/i18n/format'
import { INVOICE_SUPPORT_EMAIL } from '../pdf/download-invoice-pdf'
import { InvoiceStatusBadge } from '@/components/invoice-status/invoice-status-badge'
import classes from './invoice-details.module.css'

function Party({ label, party }: { label: string; party: InvoiceParty }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600} c="dimmed">
        {label}
      </Text>
      <Text fw={600} dir="auto">
        {party.name}
      </Text>
      {party.company && (
        <Text size="sm" dir="auto">
          {party.company}
        </Text>
      )}
      <Text size="sm" dir="auto" className={classes.address}>
        {party.address}
      </Text>
      {party.phoneNumber && (
        <Text size="sm" dir="ltr" className={classes.ltrValue}>
          {party.phoneNumber}
        </Text>
      )}
      {party.email && (
        <Text size="sm" dir="ltr" className={classes.ltrValue}>
          {party.email}
        </Text>
      )}
    </Stack>
  )
}

/** The invoice as it would be printed: the one thing the print stylesheet keeps. */
export function InvoicePaper({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('invoices')
  const format = useFormatters()
  const money = (cents: number) => format.currency(cents / 100)
  // Calendar days arrive as 12:00 UTC: shown in UTC, the day never shifts.
  const day = format.dateTimeFormat({ dateStyle: 'medium', timeZone: 'UTC' })
  const percent = format.numberFormat({ style: 'percent', maximumFractionDigits: 2 })
  const summary: Array<{ id: string; label: string; value: string; strong?: boolean }> = [
    { id: 'subtotal', label: t('details.subtotal'), value: money(invoice.subtotal) },
    { id: 'shipping', label: t('details.shipping'), value: money(invoice.shipping) },
    {
      id: 'discount',
      label: t('details.discount'),
      value: invoice.discount ? `-${money(invoice.discount)}` : money(0),
    },
    {
      id: 'taxes',
      label: t('details.taxes', { percent: percent.format(invoice.taxPercent / 100) }),
      value: money(invoice.taxes),
    },
    { id: 'total', label: t('details.totalDue'), value: money(invoice.total), strong: true },
  ]

  return (
    <Paper
      className={classes.paper}
      p={{ base: 'md', sm: 40 }}
      withBorder
      data-testid="invoice-paper"
      data-print-root
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Box className={classes.mark}>
          <LogoMark size={48} />
        </Box>
        <Stack gap={6} align="flex-end">
          <InvoiceStatusBadge
            status={invoice.status}
            size="lg"
            className={classes.statusBadge}
            data-testid="invoice-status"
          />
          <Title order={2} size="h4" dir="ltr">
            {invoice.number}
          </Title>
        </Stack>
      </Group>

      <SimpleGrid
        cols={{ base: 1, sm: 2 }}
        spacing="xl"
        verticalSpacing="lg"
        mt={40}
        className={classes.section}
      >
        <Party label={t('details.from')} party={invoice.from} />
        <Party label={t('details.to')} party={invoice.to} />
        <Stack gap={4}>
          <Text size="sm" fw={600} c="dimmed">
            {t('details.createDate')}
          </Text>
          <Text size="sm">{day.format(new Date(invoice.createDate))}</Text>
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={600} c="dimmed">
            {t('details.dueDate')}
          </Text>
          <Text size="sm">{day.format(new Date(invoice.dueDate))}</Text>
        </Stack>
      </SimpleGrid>

      <Table.ScrollContainer
        minWidth={560}
        mt={40}
        className={`${classes.tableScroll} ${classes.section}`}
      >
        <Table verticalSpacing="sm" className={classes.lines} aria-label={t('details.lines')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>{t('details.index')}</Table.Th>
              <Table.Th>{t('details.description')}</Table.Th>
              <Table.Th className={classes.amount}>{t('details.quantity')}</Table.Th>
              <Table.Th className={classes.amount}>{t('details.unitPrice')}</Table.Th>
              <Table.Th className={classes.amount}>{t('details.total')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoice.items.map((item, index) => (
              <Table.Tr key={item.id} data-testid="invoice-line">
                <Table.Td>{format.number(index + 1)}</Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600} dir="auto">
                    {item.title}
                  </Text>
                  {item.description && (
                    <Text size="sm" c="dimmed" dir="auto" className={classes.address}>
                      {item.description}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed">
                    {t(`services.${item.service}`)}
                  </Text>
                </Table.Td>
                <Table.Td className={classes.amount}>{format.number(item.quantity)}</Table.Td>
                <Table.Td className={classes.amount}>{money(item.unitPrice)}</Table.Td>
                <Table.Td className={classes.amount}>{money(item.total)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <Box component="dl" className={classes.summary} data-testid="invoice-summary">
        {summary.map((row) => (
          <div key={row.id} className={classes.summaryRow} data-strong={row.strong || undefined}>
            <Text
              component="dt"
              size={row.strong ? 'md' : 'sm'}
              c={row.strong ? undefined : 'dimmed'}
              fw={row.strong ? 700 : undefined}
            >
              {row.label}
            </Text>
            <Text
              component="dd"
              size={row.strong ? 'lg' : 'sm'}
              fw={row.strong ? 700 : 500}
              data-testid={`invoice-${row.id}`}
            >
              {row.value}
            </Text>
          </div>
        ))}
      </Box>

      <Stack gap="md" mt={40} pt="lg" className={classes.footer}>
        {invoice.notes.trim() && (
          <div>
            <Text size="sm" fw={600}>
              {t('details.notes')}
            </Text>
            <Text size="sm" c="dimmed" dir="auto" className={classes.address}>
              {invoice.notes}
            </Text>
          </div>
        )}
        <Text size="sm" c="dimmed">
          {t('details.question', { email: '' })}
          <Anchor href={`mailto:${INVOICE_SUPPORT_EMAIL}`} size="sm" dir="ltr">
            {INVOICE_SUPPORT_EMAIL}
          </Anchor>
        </Text>
      </Stack>
    </Paper>
  )
}
