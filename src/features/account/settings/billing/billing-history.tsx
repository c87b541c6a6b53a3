import { Card, Table, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { BillingRecord } from '@/lib/api/schemas/account'
import { useFormatters } from '@/lib/i18n/format'

/** What was charged, newest first. */
export function BillingHistory({ history }: { history: BillingRecord[] }) {
  const { t } = useTranslation('account')
  const format = useFormatters()
  return (
    <Card padding="lg">
      <Title order={2} size="h5" mb="md" id="billing-history">
        {t('settings.billing.history.title')}
      </Title>
      {history.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('settings.billing.history.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table aria-labelledby="billing-history" verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('settings.billing.history.number')}</Table.Th>
                <Table.Th>{t('settings.billing.history.date')}</Table.Th>
                <Table.Th>{t('settings.billing.history.plan')}</Table.Th>
                <Table.Th ta="end">{t('settings.billing.history.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {history.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td fw={600}>{row.number}</Table.Td>
                  <Table.Td>{format.date(row.createdAt)}</Table.Td>
                  <Table.Td>
                    {t(`settings.billing.plans.${row.planId}`)} ·{' '}
                    {t(`settings.billing.period.${row.period}`)}
                  </Table.Td>
                  <Table.Td ta="end">{format.currency(row.amount / 100)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  )
}
