import { Box, ColorSwatch, Group, SimpleGrid, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useChartProps } from '@/components/charts/use-chart-props'
import { useFormatters } from '@/lib/i18n/format'
import { fromCents } from '@/lib/api/schemas/invoice-totals'
import { bankingQueries } from '../api/banking-queries'
import { usePeriod } from '../use-period'
import { ChartCard } from '../widgets/chart-card'
import { DonutChart } from '../widgets/donut-chart'
import widgets from '../widgets/widgets.module.css'
import classes from './banking.module.css'

/** Where the period's money went, by category: a donut and its legend with amounts and shares. */
export function ExpenseCategories() {
  const { t } = useTranslation('dashboards')
  const format = useFormatters()
  const chart = useChartProps('currency')
  const query = useQuery(bankingQueries.expenseCategories(usePeriod()))
  return (
    <ChartCard
      title={t('banking.categories.title')}
      query={query}
      height={240}
      isEmpty={(data) => data.total === 0}
      data-testid="expense-categories"
    >
      {(data) => {
        // Largest first: the donut runs from it, the legend reads down from it.
        const items = data.items
          .filter((item) => item.amount > 0)
          .sort((a, b) => b.amount - a.amount)
        // The preset's palette has seven distinct hues; an eighth category is grey, not a repeat.
        const colors = [...chart.colors(Math.min(items.length, 7)), 'gray.6']
        const slices = items.map((item, index) => ({
          name: t(`banking.category.${item.category}`),
          value: fromCents(item.amount),
          share: item.share,
          color: colors[Math.min(index, 7)] as string,
        }))
        const [largest] = slices
        return {
          summary: t('banking.categories.summary', {
            total: format.currency(fromCents(data.total)),
            category: largest?.name ?? '',
            share: format.percent(largest?.share ?? 0),
          }),
          table: {
            categoryLabel: t('banking.categories.category'),
            seriesLabels: [t('banking.categories.amount'), t('banking.categories.share')],
            rows: slices.map((slice) => ({
              category: slice.name,
              values: [format.currency(slice.value), format.percent(slice.share)],
            })),
          },
          chart: (
            <>
              <div className={classes.donutLayout}>
                <Box className={`${classes.donut} ${widgets.donut}`}>
                  <DonutChart slices={slices} size={200} thickness={24} kind="currency" />
                  <div className={widgets.donutHole}>
                    <Text size="sm" fw={500}>
                      {format.currency(fromCents(data.total))}
                    </Text>
                  </div>
                </Box>
                <SimpleGrid
                  cols={{ base: 1, xs: 2 }}
                  spacing="sm"
                  verticalSpacing="xs"
                  className={classes.legend}
                >
                  {slices.map((slice) => (
                    <Group
                      key={slice.name}
                      gap="xs"
                      wrap="nowrap"
                      data-testid="expense-legend-item"
                    >
                      <ColorSwatch
                        color={`var(--mantine-color-${slice.color.replace('.', '-')})`}
                        size={12}
                        withShadow={false}
                      />
                      <Box miw={0}>
                        <Text size="sm" fw={500} truncate>
                          {slice.name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {format.currency(slice.value)} · {format.percent(slice.share)}
                        </Text>
                      </Box>
                    </Group>
                  ))}
                </SimpleGrid>
              </div>
            </>
          ),
        }
      }}
    </ChartCard>
  )
}
