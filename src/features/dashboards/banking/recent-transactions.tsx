import {
  Badge,
  Box,
  Group,
  Pagination,
  SegmentedControl,
  Select,
  Skeleton,
  Table,
  Text,
} from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { usePaginationLabels } from '@/components/pagination-labels'
import { QueryError } from '@/components/query-error'
import { UserAvatar } from '@/components/user-avatar'
import {
  TRANSACTION_CATEGORIES,
  type Transaction,
  type TransactionCategory,
  type TransactionType,
} from '@/lib/api/schemas/banking'
import { useFormatters } from '@/lib/i18n/format'
import { fromCents } from '@/lib/api/schemas/invoice-totals'
import { bankingQueries } from '../api/banking-queries'
import { WidgetCard } from '../widgets/widget-card'
import classes from './banking.module.css'

const PAGE_SIZE = 6
type TypeFilter = TransactionType | 'all'

/**
 * The ledger, newest first, filtered by direction (in / out) and category and paged by the API.
 * Not cut by the period: it is the account's statement, and a transfer just made shows on top.
 * Its filters and page are the widget's own state (the address holds the dashboard's period).
 */
export function RecentTransactions() {
  const { t } = useTranslation('dashboards')
  const paginationLabels = usePaginationLabels()
  const [type, setType] = useState<TypeFilter>('all')
  const [category, setCategory] = useState<TransactionCategory | null>(null)
  const [page, setPage] = useState(1)
  const query = useQuery(
    bankingQueries.transactions({
      type: type === 'all' ? undefined : type,
      category: category ?? undefined,
      page,
      size: PAGE_SIZE,
    }),
  )
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / PAGE_SIZE))

  return (
    <WidgetCard
      title={t('banking.transactions.title')}
      subheader={t('banking.transactions.subheader')}
      data-testid="recent-transactions"
    >
      <Group justify="space-between" gap="sm" mb="md" wrap="wrap">
        <SegmentedControl
          value={type}
          onChange={(value) => {
            setType(value)
            setPage(1)
          }}
          data={[
            { value: 'all', label: t('banking.transactions.all') },
            { value: 'income', label: t('banking.transactions.in') },
            { value: 'expense', label: t('banking.transactions.out') },
          ]}
          aria-label={t('banking.transactions.direction')}
          size="sm"
        />
        <Select
          aria-label={t('banking.transactions.category')}
          placeholder={t('banking.transactions.anyCategory')}
          value={category}
          onChange={(value) => {
            setCategory(value)
            setPage(1)
          }}
          data={TRANSACTION_CATEGORIES.map((value) => ({
            value,
            label: t(`banking.category.${value}`),
          }))}
          clearable
          w={200}
          size="sm"
          comboboxProps={{ withinPortal: true }}
          data-testid="transactions-category"
        />
      </Group>
      {query.isError ? (
        <QueryError query={query} />
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table
            verticalSpacing="sm"
            highlightOnHover
            aria-busy={query.isFetching}
            data-stale={query.isPlaceholderData || undefined}
            data-testid="transactions-table"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('banking.transactions.description')}</Table.Th>
                <Table.Th>{t('banking.transactions.date')}</Table.Th>
                <Table.Th ta="end">{t('banking.transactions.amount')}</Table.Th>
                <Table.Th>{t('banking.transactions.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data === undefined ? (
                Array.from({ length: PAGE_SIZE }, (_, index) => (
                  <Table.Tr key={index} data-testid="widget-skeleton">
                    <Table.Td colSpan={4}>
                      <Skeleton height={36} radius="sm" />
                    </Table.Td>
                  </Table.Tr>
                ))
              ) : query.data.rows.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={4}>
                    <Text c="dimmed" ta="center" py="lg" size="sm" data-testid="widget-empty">
                      {t('banking.transactions.none')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                query.data.rows.map((row) => <TransactionRow key={row.id} row={row} />)
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 && (
        <Group justify="flex-end" mt="md">
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={setPage}
            size="sm"
            siblings={1}
            boundaries={1}
            {...paginationLabels}
          />
        </Group>
      )}
    </WidgetCard>
  )
}

function TransactionRow({ row }: { row: Transaction }) {
  const { t } = useTranslation('dashboards')
  const format = useFormatters()
  const amount = format
    .numberFormat({ style: 'currency', currency: 'USD', signDisplay: 'always' })
    .format(fromCents(row.amount))
  return (
    <Table.Tr data-testid="transaction-row">
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <UserAvatar
            user={{ displayName: row.counterparty.name, avatarUrl: row.counterparty.avatarUrl }}
            size={36}
            radius="xl"
          />
          <Box miw={0}>
            <Text size="sm" fw={500} truncate>
              {row.counterparty.name}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {row.note || t(`banking.category.${row.category}`)}
            </Text>
          </Box>
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {format.date(row.at)}
        </Text>
      </Table.Td>
      <Table.Td ta="end">
        <Text size="sm" className={row.amount > 0 ? classes.amountIn : classes.amountOut}>
          {amount}
        </Text>
      </Table.Td>
      <Table.Td>
        <Badge variant="light" color={row.status === 'completed' ? 'green' : 'yellow'} radius="sm">
          {t(`banking.transactions.statuses.${row.status}`)}
        </Badge>
      </Table.Td>
    </Table.Tr>
  )
}
