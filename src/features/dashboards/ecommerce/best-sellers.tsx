import { Badge, Table, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useFormatters } from '@/lib/i18n/format'
import { fromCents } from '@/lib/api/schemas/invoice-totals'
import { dashboardQueries } from '../api/queries'
import { usePeriod } from '../use-period'
import { ProductLine } from '../widgets/product-line'
import { WidgetBody } from '../widgets/widget-body'
import { WidgetCard } from '../widgets/widget-card'

const ROWS = 5
const RANK_COLORS = ['yellow', 'gray', 'orange'] as const

/** The period's five products sold most (units), with what they brought in. */
export function BestSellers() {
  const { t } = useTranslation(['dashboards', 'ecommerce'])
  const format = useFormatters()
  const query = useQuery(dashboardQueries.ecommerce.bestSellers(ROWS, usePeriod()))
  return (
    <WidgetCard title={t('ecommerce.bestSellers.title')} data-testid="best-sellers">
      <WidgetBody query={query} height={ROWS * 60} isEmpty={(answer) => answer.items.length === 0}>
        {(answer) => (
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('ecommerce.bestSellers.product')}</Table.Th>
                  <Table.Th>{t('ecommerce.bestSellers.category')}</Table.Th>
                  <Table.Th ta="end">{t('ecommerce.bestSellers.units')}</Table.Th>
                  <Table.Th ta="end">{t('ecommerce.bestSellers.revenue')}</Table.Th>
                  <Table.Th ta="end">{t('ecommerce.bestSellers.rank')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {answer.items.map((item) => (
                  <Table.Tr key={item.productId}>
                    <Table.Td>
                      <ProductLine product={item} size={40} component="div" />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{t(`ecommerce:category.${item.category}`)}</Text>
                    </Table.Td>
                    <Table.Td ta="end">
                      <Text size="sm">{format.number(item.units)}</Text>
                    </Table.Td>
                    <Table.Td ta="end">
                      <Text size="sm" fw={600}>
                        {format.currency(fromCents(item.revenue))}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="end">
                      <Badge
                        variant="light"
                        color={RANK_COLORS[item.rank - 1] ?? 'gray'}
                        radius="sm"
                        tt="none"
                      >
                        {t('ecommerce.bestSellers.top', { rank: item.rank })}
                      </Badge>
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
