import { Table, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { InvoiceStatusBadge } from '@/components/invoice-status/invoice-status-badge'
import { AnchorLink } from '@/components/link'
import { useFormatters, useShowDay } from '@/lib/i18n/format'
import { fromCents } from '@/lib/api/schemas/invoice-totals'
import { WidgetBody } from '../widgets/widget-body'
import { WidgetCard } from '../widgets/widget-card'
import { appWidgetQueries, WIDGET_ROWS } from './widget-queries'

/** The five invoices created last, from the invoice area's own list call. */
export function NewestInvoices() {
  const { t } = useTranslation(['dashboards', 'invoices'])
  const format = useFormatters()
  const showDay = useShowDay()
  const query = useQuery(appWidgetQueries.newestInvoices())
  return (
    <WidgetCard
      title={t('app.newestInvoices.title')}
      actions={
        <AnchorLink to="/dashboard/invoice/list" size="sm" fw={600}>
          {t('widget.viewAll')}
        </AnchorLink>
      }
      data-testid="newest-invoices"
    >
      <WidgetBody
        query={query}
        height={WIDGET_ROWS.newestInvoices * 52}
        isEmpty={(answer) => answer.rows.length === 0}
        emptyText={t('app.newestInvoices.empty')}
      >
        {(answer) => (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('app.newestInvoices.number')}</Table.Th>
                  <Table.Th>{t('app.newestInvoices.customer')}</Table.Th>
                  <Table.Th>{t('app.newestInvoices.due')}</Table.Th>
                  <Table.Th ta="end">{t('app.newestInvoices.total')}</Table.Th>
                  <Table.Th>{t('app.newestInvoices.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {answer.rows.map((invoice) => (
                  <Table.Tr key={invoice.id}>
                    <Table.Td>
                      <AnchorLink
                        to="/dashboard/invoice/$id"
                        params={{ id: invoice.id }}
                        fw={600}
                        size="sm"
                      >
                        {invoice.number}
                      </AnchorLink>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" lineClamp={1} dir="auto">
                        {invoice.to.name}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text
                        size="sm"
                        component="time"
                        dateTime={invoice.dueDate}
                        style={{ whiteSpace: 'nowrap' }}
                      >
                        {showDay(invoice.dueDate)}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="end">
                      <Text size="sm" fw={600}>
                        {format.currency(fromCents(invoice.total))}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <InvoiceStatusBadge status={invoice.status} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </WidgetBody>
    </WidgetCard>
  )
}
